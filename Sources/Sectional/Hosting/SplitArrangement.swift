/// Where the panes of a split go across a width: side by side, each at least its minimum and
/// the rest shared by weight, with a one-column line between two panes; or one at a time, when
/// they do not fit.
package struct SplitArrangement: Equatable, Sendable {
  /// The columns of each pane, leading first; empty when the split shows one pane at a time.
  package let columns: [Range<Int>]

  /// Whether the split shows one pane at a time.
  package var isCollapsed: Bool { columns.isEmpty }

  /// The arrangement of `panes` across `width` columns.
  ///
  /// - Parameters:
  ///   - panes: The panes, leading first.
  ///   - width: The columns there are.
  ///   - collapseWidth: The narrowest the panes show side by side; `nil` for their minimums.
  @MainActor
  package init(_ panes: [Pane], width: Int, collapseWidth: Int?) {
    let needed = Self.minimumWidth(of: panes)
    guard panes.count > 1, width >= max(needed, collapseWidth ?? 0) else {
      columns = []
      return
    }
    // What is left once every pane has its minimum is shared by weight; the columns a
    // rounding leaves go to the leading panes, one each.
    let spare = width - needed
    let weights = panes.map(\.weight)
    let total = weights.reduce(0, +)
    var shares = weights.map { total > 0 ? Int(Double(spare) * $0 / total) : 0 }
    if total <= 0, !shares.isEmpty { shares[shares.count - 1] = spare }
    var left = spare - shares.reduce(0, +)
    for index in shares.indices where left > 0 {
      shares[index] += 1
      left -= 1
    }
    var ranges: [Range<Int>] = []
    var x = 0
    for (pane, share) in zip(panes, shares) {
      let paneWidth = pane.minimumWidth + share
      ranges.append(x..<(x + paneWidth))
      x += paneWidth + 1
    }
    columns = ranges
  }

  /// The panes' minimum widths and the one-column lines between them.
  @MainActor
  package static func minimumWidth(of panes: [Pane]) -> Int {
    panes.reduce(0) { $0 + $1.minimumWidth } + max(0, panes.count - 1)
  }
}
