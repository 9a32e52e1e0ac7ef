extension Collection<RowPath> {
  /// Calls `body` with each run of adjacent paths in one section, in order, and the section:
  /// a change names thousands of rows of a few sections, and each section's rows are then read
  /// once for its run.
  ///
  /// - Complexity: O(n).
  package func forEachSectionRun(_ body: (_ section: Int, _ run: SubSequence) -> Void) {
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

extension [RowPath] {
  /// Whether the paths are in ascending order, as a diff lists them: checked in one plain pass
  /// (a filter's batch names thousands).
  ///
  /// - Complexity: O(n).
  var isAscending: Bool {
    withUnsafeBufferPointer { paths in
      guard paths.count > 1 else { return true }
      for index in 1..<paths.count where paths[index] < paths[index - 1] { return false }
      return true
    }
  }
}
