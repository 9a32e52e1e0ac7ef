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
    let target: SurfaceScrollTarget =
      switch position {
      case .top: .top
      case .middle: .middle
      case .bottom: .bottom
      case .none: .nearest
      }
    let offset = surfaceOffset(
      showingFrom: top, to: top + frame.rowHeights[indexPath.row], at: target,
      contentEnd: frames.last.map { $0.footerTop + $0.footer } ?? 0)
    contentOffset = CGPoint(x: contentOffset.x, y: offset)
    surfaceLayout()
  }
}
