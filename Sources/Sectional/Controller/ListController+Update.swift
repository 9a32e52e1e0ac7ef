extension ListController {
  /// Shows `newContent`: diffs it against the current content and hands the renderer the
  /// batches that animate the difference.
  ///
  /// ```swift
  /// try controller.update(
  ///   to: ListContent {
  ///     Section(id: "main") {
  ///       for item in items { Row(id: item.id, TextItem(item.title)) }
  ///     }
  ///   })
  /// ```
  ///
  /// Rows whose ids are new are inserted, rows whose ids are gone are deleted, rows that changed
  /// place move and rows whose component changed are reloaded (see
  /// ``StagedChangeset/init(from:to:)``). Rows with handlers for ``RowEvent/inserted``,
  /// ``RowEvent/removed``, ``RowEvent/moved`` or ``RowEvent/reloaded`` get them once the
  /// renderer has the change; an update never sends ``RowEvent/userDeleted`` or
  /// ``RowEvent/userMoved``, which only a person causes. An update made while the renderer is applying another one (from a handler, say)
  /// is diffed against the latest content and queued behind it, never interleaved.
  ///
  /// A section whose rows are the same storage as the shown section with its id (a ``Section``
  /// value kept and shown again, such as one a ``SectionMemo`` hands back) is not read: its rows
  /// are known unchanged.
  ///
  /// The rows of a collapsed section (see ``setCollapsed(_:section:)``) are kept out of sight:
  /// ``content`` shows the section without them, and they come back when it expands. They
  /// still count for the identity rules. The rows of a sortable table (see
  /// ``ColumnSpec/sortable(ascendingFirst:shortcut:)``) are shown in the order the person chose
  /// (``sortTable(section:by:)``), else its header's.
  ///
  /// - Parameter newContent: The content to show.
  /// - Throws: ``ContentError`` naming every duplicate id; nothing changes then.
  /// - Complexity: O(n) in the rows of both contents, plus O(m log m) for m rows that changed
  ///   order within a section; O(1) for each section whose rows are shared (when no row is
  ///   inserted; otherwise one read of each of its rows' stored hashes).
  public func update(to newContent: ListContent) throws(ContentError) {
    // Collapsed sections hide their rows (remembered by id); on a throw nothing changes.
    let saved = collapse
    let shown: ListContent
    let stages: SectionedDiff.Stages
    do {
      shown = try collapsing(sorting(outlining(newContent)))
      stages = try SectionedDiff.stages(fromValid: content, to: shown)
    } catch {
      collapse = saved
      throw error
    }
    // Rows of `ForEach`es that come back as they left are known without being made.
    retired.retire(removedBy: stages.structural, from: content)
    retired.revive(insertedBy: stages.structural)
    let events = SectionedDiff.events(of: stages, from: content, to: shown)
    commit(shown, stages.changes, events: events)
  }

  /// Shows the content built by `build`, as ``update(to:)`` does.
  ///
  /// ```swift
  /// try controller.update {
  ///   Section(id: "account") {
  ///     Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter build: The sections.
  /// - Throws: ``ContentError`` naming every duplicate id; nothing changes then.
  public func update(@ListBuilder _ build: () -> [Section]) throws(ContentError) {
    try update(to: ListContent(sections: build()))
  }
}
