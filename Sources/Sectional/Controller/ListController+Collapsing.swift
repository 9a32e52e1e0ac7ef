extension ListController {
  /// Whether the section with `id` is collapsed (its rows hidden).
  ///
  /// - Parameter id: A section id.
  public func isCollapsed(section id: some Hashable & Sendable) -> Bool {
    collapse.collapsed.contains(ListID(id))
  }

  /// Collapses or expands a collapsible section (see ``Section/collapsible(collapsed:)``): its
  /// rows leave or come back as one batch update through the staged diff, the header's
  /// ``Section/isCollapsed`` changes, and the controller remembers the state by the section's
  /// id across every later update, as a header tap or key does.
  ///
  /// ```swift
  /// try controller.setCollapsed(true, section: "filters")
  /// ```
  ///
  /// The rows are hidden, not deleted: no ``RowEvent/removed`` or ``RowEvent/inserted`` handler
  /// runs, and a hosted controller does it too (it is the user's view, not the screen's state).
  /// ``content`` is what the list shows: a collapsed section has no rows there. Rows an
  /// imperative edit adds to a collapsed section show at once; expanding it puts the hidden rows
  /// back before them.
  ///
  /// - Parameters:
  ///   - collapsed: `true` to collapse, `false` to expand.
  ///   - id: The section's id.
  /// - Throws: ``ListError`` when no section has the id or the section is not collapsible;
  ///   nothing changes then.
  /// - Complexity: O(n) in the rows of the list (one diff).
  public func setCollapsed(_ collapsed: Bool, section id: some Hashable & Sendable)
    throws(ListError)
  {
    let operation = "setCollapsed"
    let id = ListID(id)
    guard let index = content.sectionIndex(of: id) else {
      throw ListError(operation: operation, problem: .unknownSectionID(id))
    }
    guard content.sections[index].isCollapsible else {
      throw ListError(
        operation: operation, problem: .notAllowed("section id \(id) is not collapsible"))
    }
    guard content.sections[index].isCollapsed != collapsed else { return }
    var new = content
    if collapsed {
      collapse.collapsed.insert(id)
      collapse.hidden[id] = new.sections[index].rows
      new.sections[index].rows = []
    } else {
      collapse.collapsed.remove(id)
      let shown = new.sections[index].rows
      let restored = collapse.hidden.removeValue(forKey: id) ?? []
      if shown.isEmpty {
        // Nothing was added while collapsed: the hidden rows come back as they were (a
        // `ForEach`'s rows stay unmade).
        new.sections[index].rows = restored
      } else {
        let shownIDs = Set(shown.indices.map { shown.id(at: $0) })
        var rows = RowList(
          restored.indices.filter { !shownIDs.contains(restored.id(at: $0)) }
            .map { restored[$0] })
        rows.append(contentsOf: shown)
        new.sections[index].rows = rows
      }
    }
    new.sections[index].isCollapsed = collapsed
    let stages: StagedChangeset
    do {
      stages = try SectionedDiff.stages(from: content, to: new).changes
    } catch {
      throw ListError(operation: operation, problem: .duplicateIDs(error))
    }
    // A section without rows changes only its header: reload the section for it.
    let changes =
      stages.isEmpty ? StagedChangeset([Changeset(content: new, sectionReloads: [index])]) : stages
    commit(new, changes)
  }

  /// Collapses the section with `id` when it is expanded, and expands it when it is collapsed,
  /// as ``setCollapsed(_:section:)`` does.
  ///
  /// - Parameter id: The section's id.
  /// - Throws: ``ListError`` when no section has the id or it is not collapsible.
  public func toggleCollapsed(section id: some Hashable & Sendable) throws(ListError) {
    try setCollapsed(!isCollapsed(section: id), section: id)
  }

  /// `full` as the list shows it: the rows of collapsed sections hidden (and kept to show again),
  /// collapsible sections seen for the first time collapsed when they start so.
  ///
  /// - Complexity: O(sections), plus O(n) validation of `full` when rows are hidden (the diff
  ///   no longer sees them).
  func collapsing(_ full: ListContent) throws(ContentError) -> ListContent {
    guard !collapse.collapsed.isEmpty || full.sections.contains(where: \.isCollapsible) else {
      collapse.hidden = [:]
      return full
    }
    var shown = full
    var hidden: [ListID: RowList] = [:]
    for index in shown.sections.indices where shown.sections[index].isCollapsible {
      let id = shown.sections[index].id
      if collapse.seen.insert(id).inserted, shown.sections[index].startsCollapsed {
        collapse.collapsed.insert(id)
      }
      guard collapse.collapsed.contains(id) else { continue }
      hidden[id] = shown.sections[index].rows
      shown.sections[index].rows = []
      shown.sections[index].isCollapsed = true
    }
    if hidden.values.contains(where: { !$0.isEmpty }) { try full.validate() }
    collapse.hidden = hidden
    return shown
  }
}

/// What a ``ListController`` remembers about collapsible sections, by section id.
struct CollapseState {
  /// The collapsed sections.
  var collapsed: Set<ListID> = []
  /// The rows each collapsed section hides, to show again when it expands.
  var hidden: [ListID: RowList] = [:]
  /// The collapsible sections the controller has seen, so a section starts collapsed only once.
  var seen: Set<ListID> = []
}
