extension UITableView {
  /// `scrollToRow(at:at:animated:)`: the offset that puts the row at `position`, clamped to the
  /// content, from measured heights where known and estimates elsewhere; then a layout pass.
  func surfaceScroll(to indexPath: IndexPath, at position: UITableView.ScrollPosition) {
    let frames = surfaceFrames()
    guard frames.indices.contains(indexPath.section),
      frames[indexPath.section].rowTops.indices.contains(indexPath.row)
    else {
      surface.exceptions.append(
        "attempt to scroll to row \(indexPath.row) in section \(indexPath.section), which does "
          + "not exist")
      return
    }
    let frame = frames[indexPath.section]
    let top = frame.rowTops[indexPath.row]
    let bottom = top + frame.rowHeights[indexPath.row]
    let view = bounds.height
    let current = contentOffset.y
    let target: CGFloat
    switch position {
    case .top: target = top
    case .middle: target = (top + bottom) / 2 - view / 2
    case .bottom: target = bottom - view
    case .none:
      if top < current || bottom - top > view {
        target = top
      } else if bottom > current + view {
        target = bottom - view
      } else {
        target = current
      }
    }
    let end = frames.last.map { $0.footerTop + $0.footer } ?? 0
    let limit = max(0, end - view)
    contentOffset = CGPoint(x: contentOffset.x, y: min(max(0, target), limit))
    surfaceLayout()
  }
}
