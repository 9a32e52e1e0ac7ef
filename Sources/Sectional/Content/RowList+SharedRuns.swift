extension RowList {
  /// Whether rows from row `index` of this list and row `otherIndex` of `other` on are the very
  /// same rows in both, and for how many rows that answer holds (at least 1, at most `limit`):
  /// up to where a part of either list ends. Rows are the same when they are the same built
  /// rows' storage at the same place, or the same ``ForEach`` (or outline) source at the same
  /// element with the same height; rows not known to be the same may still be equal.
  ///
  /// A batch that splices rows into a lazy list keeps the rest of it as slices of the same
  /// sources, and a check that the rows a batch keeps are unchanged then skips them a run at a
  /// time instead of comparing them one by one.
  ///
  /// - Parameters:
  ///   - index: A valid index of this list.
  ///   - other: Another list.
  ///   - otherIndex: A valid index of `other`.
  ///   - limit: The most rows to answer for, at least 1.
  /// - Complexity: O(log p) for p parts.
  package func sharedRun(from index: Int, _ other: RowList, from otherIndex: Int, limit: Int)
    -> (isShared: Bool, count: Int)
  {
    let (part, offset) = locate(index)
    let (otherPart, otherOffset) = other.locate(otherIndex)
    let (mine, theirs) = (self.part(part), other.part(otherPart))
    let run = Swift.max(1, Swift.min(limit, mine.count - offset, theirs.count - otherOffset))
    switch (mine, theirs) {
    case (.rows(let rows), .rows(let otherRows)):
      guard offset == otherOffset else { return (false, run) }
      let same = rows.withUnsafeBufferPointer { a in
        otherRows.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
      }
      return (same, run)
    case (.source(let source), .source(let otherSource)):
      let same =
        source.memo === otherSource.memo
        && source.start + offset == otherSource.start + otherOffset
        && (source === otherSource || Self.sameHeight(source.height, otherSource.height))
      return (same, run)
    default:
      return (false, run)
    }
  }

  /// Whether two sources' heights are known to be the same (a computed height, a closure,
  /// never is).
  private static func sameHeight(_ first: RowHeight?, _ second: RowHeight?) -> Bool {
    switch (first?.kind, second?.kind) {
    case (nil, nil): true
    case (.fixed(let a)?, .fixed(let b)?): a == b
    case (.automatic(let a)?, .automatic(let b)?): a == b
    default: false
    }
  }
}
