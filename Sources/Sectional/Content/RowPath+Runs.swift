extension Collection<RowPath> {
  /// Calls `body` with each run of adjacent paths in one section, in order, and the section:
  /// a change names thousands of rows of a few sections, and each section's rows are then read
  /// once for its run.
  ///
  /// - Complexity: O(n).
  func forEachSectionRun(_ body: (_ section: Int, _ run: SubSequence) -> Void) {
    var start = startIndex
    while start != endIndex {
      let section = self[start].section
      var end = index(after: start)
      while end != endIndex && self[end].section == section { formIndex(after: &end) }
      body(section, self[start..<end])
      start = end
    }
  }
}
