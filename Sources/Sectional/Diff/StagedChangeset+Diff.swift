extension StagedChangeset {
  /// Finds what changed between two contents and stages it as batches UIKit accepts.
  ///
  /// Sections and rows are matched by id; a row whose id survives with a different component is
  /// reloaded, and so is a section whose header, footer or style changed. Moves are minimal: in
  /// each section the longest run of rows that kept their order stays put and only the others
  /// move, so a row moved to another section moves alone. Everything goes into one batch unless
  /// UIKit's rules forbid it (a row that both moves and changes, row reloads in a batch that
  /// moves sections, a reloaded section that also moves or changes rows): those reloads form a
  /// second batch. Each stage carries the content its data source shows. No change, no stage.
  ///
  /// ```swift
  /// let before = ListContent { Section(id: "s") { Row(id: 1, TextItem("a")) } }
  /// let after = ListContent {
  ///   Section(id: "s") {
  ///     Row(id: 2, TextItem("b"))
  ///     Row(id: 1, TextItem("a"))
  ///   }
  /// }
  /// let changes = try StagedChangeset(from: before, to: after)
  /// changes[0].rowInserts  // [[0, 0]]
  /// ```
  ///
  /// A row that leaves a deleted section or joins an inserted one is deleted and inserted, since
  /// UIKit cannot move rows out of or into such sections in the same batch.
  ///
  /// - Parameters:
  ///   - old: The content shown now.
  ///   - new: The content to show.
  /// - Throws: ``ContentError`` naming every duplicate id, when either content repeats an id.
  /// - Complexity: O(n + m log m) for n rows and sections, where m is the number of rows that
  ///   changed order within a section (O(n) when none did); ids are hashed once, when created.
  public init(from old: ListContent, to new: ListContent) throws(ContentError) {
    self = try SectionedDiff.stages(from: old, to: new).changes
  }
}
