import Sectional

extension ListLayout {
  /// The row an arrow key leads the cursor to from `path`, or `nil` when none lies that way:
  /// ←/→ the item before or after on the same line (none in a list); ↑/↓ a row of the line
  /// above or below, across headers, footers and sections — from a list row the first item of
  /// that line, otherwise the item whose centre is nearest (in a grid, the same column, or the
  /// last item of a shorter line).
  ///
  /// - Parameters:
  ///   - path: Where the cursor is.
  ///   - direction: The arrow key.
  /// - Complexity: O(log n) per item of the two lines looked at.
  package func cursorTarget(from path: RowPath, moving direction: HeadlessTableView.Direction)
    -> RowPath?
  {
    guard let frame = frame(of: .row(path)) else { return nil }
    switch direction {
    case .left, .right:
      let next = RowPath(section: path.section, row: path.row + (direction == .right ? 1 : -1))
      guard let other = self.frame(of: .row(next)), other.index == frame.index else {
        return nil
      }
      return next
    case .up, .down:
      let step = direction == .down ? 1 : -1
      var index = frame.index + step
      while let item = item(at: index) {
        if case .row = item { break }
        index += step
      }
      let line = rows(ofLine: index)
      guard let first = line.first else { return nil }
      guard !content.sections[path.section].layout.isList else { return first.item }
      let centre = frame.x + frame.width / 2
      return line.min { a, b in
        abs(a.x + a.width / 2 - centre) < abs(b.x + b.width / 2 - centre)
      }?.item
    }
  }

  /// The rows of the line at item index `index`, left to right: each row's path as `item`,
  /// with its x and width.
  func rows(ofLine index: Int) -> [(item: RowPath, x: Double, width: Double)] {
    guard case .row(let first)? = item(at: index) else { return [] }
    var result: [(item: RowPath, x: Double, width: Double)] = []
    var path = first
    while let frame = frame(of: .row(path)), frame.index == index {
      result.append((path, frame.x, frame.width))
      path.row += 1
    }
    return result
  }
}
