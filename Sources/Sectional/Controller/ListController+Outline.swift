extension ListController {
  /// Whether the node of an ``Outline`` with row id `id` is expanded (its children shown).
  ///
  /// - Parameter id: A row id.
  public func isExpanded(row id: some Hashable & Sendable) -> Bool {
    outline.expanded.contains(ListID(id))
  }

  /// Expands or collapses a node of an ``Outline``: its children's rows come in under it, or
  /// its descendants' rows leave, as one batch update, and the controller remembers the state
  /// by the node's id across every later update, as → and ← in the terminal or the disclosure
  /// on iOS do.
  ///
  /// ```swift
  /// try controller.setExpanded(true, row: folder.path)
  /// ```
  ///
  /// The rows are hidden, not deleted: no ``RowEvent/removed`` or ``RowEvent/inserted`` handler
  /// runs, and a hosted controller does it too (it is the person's view, not the screen's
  /// state). A node whose children are ``OutlineChildren/notLoaded`` shows a loading row under
  /// it and the outline's `loadChildren` runs (see ``task(_:)``); when it ends the screen host
  /// rebuilds, and the children show.
  ///
  /// - Parameters:
  ///   - expanded: `true` to expand, `false` to collapse.
  ///   - id: The node's row id.
  /// - Throws: ``ListError`` when no row has the id, the row is not an outline's node with
  ///   children, or the children it would show repeat ids the list has; nothing changes then.
  /// - Complexity: O(c) in the rows that come or go, plus O(n) reading the list's ids to find
  ///   the node and to check the new ones.
  public func setExpanded(_ expanded: Bool, row id: some Hashable & Sendable) throws(ListError) {
    let operation = expanded ? "expand" : "collapse"
    let id = ListID(id)
    guard let path = content.path(of: id) else {
      throw ListError(operation: operation, problem: .unknownRowID(id))
    }
    let rows = content.sections[path.section].rows
    guard let (source, offset, tree, place) = Self.outlineNode(in: rows, at: path.row),
      place.disclosure != .leaf
    else {
      throw ListError(
        operation: operation, problem: .notAllowed("row id \(id) is not a node with children"))
    }
    guard (place.disclosure == .expanded) != expanded else { return }
    var state = outline
    let replaced: Range<Int>
    let part: RowSource
    var toLoad: [OutlineLoadRequest] = []
    if expanded {
      state.expanded.insert(id)
      if case .loading = state.loads[id] {
      } else {
        // Expanding again tries again a load that failed.
        state.loads[id] = nil
      }
      let order = tableSort(of: content.sections[path.section]).map(outlineOrder(by:))
      guard
        let shown = tree.expanding(
          source, at: offset, expanded: state.expanded, loads: state.loads, order: order)
      else { return }
      part = shown.source
      toLoad = shown.toLoad
      replaced = path.row..<(path.row + 1)
    } else {
      state.expanded.remove(id)
      guard let collapsed = tree.collapsing(source, at: offset) else { return }
      part = collapsed
      var end = path.row + 1
      while end < rows.count,
        let (_, _, _, below) = Self.outlineNode(in: rows, at: end), below.depth > place.depth
      {
        end += 1
      }
      replaced = path.row..<end
    }
    var new = content
    new.sections[path.section].rows = rows.replacing(replaced, with: .source(part))
    do {
      try new.validate()
    } catch {
      throw ListError(operation: operation, problem: .duplicateIDs(error))
    }
    outline = state
    let section = path.section
    let changes = Changeset(
      content: new,
      rowDeletes: (replaced.lowerBound + 1..<replaced.upperBound).map {
        RowPath(section: section, row: $0)
      },
      rowInserts: (path.row + 1..<path.row + part.count).map {
        RowPath(section: section, row: $0)
      },
      rowReloads: [path])
    commit(new, StagedChangeset([changes]))
    startLoads(toLoad)
  }

  /// Expands or collapses the nodes with the given row ids, shown or not: a node shown now
  /// (a row of an outline, with children) changes at once, as ``setExpanded(_:row:)`` does (one batch each, in the order given); the
  /// others are remembered for when an update shows them. Use it to show a row that is under
  /// collapsed nodes, or is not in the list yet, by expanding the nodes above it first (a
  /// marked process, in a tree the screen is about to show).
  ///
  /// ```swift
  /// controller.setExpanded(true, rows: tree.ancestors(of: pid))
  /// ```
  ///
  /// - Parameters:
  ///   - expanded: `true` to expand, `false` to collapse.
  ///   - ids: The nodes' row ids, parents before their children.
  /// - Complexity: O(n) in the rows of the list for each node shown (see
  ///   ``setExpanded(_:row:)``); O(1) for each other.
  public func setExpanded<ID: Hashable & Sendable>(_ expanded: Bool, rows ids: some Sequence<ID>) {
    for id in ids.map(ListID.init) {
      guard let path = content.path(of: id), let place = outlinePlace(at: path),
        place.disclosure != .leaf
      else {
        // Not a node shown now (a row of the flat table the tree will replace, say).
        if expanded { outline.expanded.insert(id) } else { outline.expanded.remove(id) }
        continue
      }
      // Children that repeat ids leave the node as it is, as they would on a key.
      try? setExpanded(expanded, row: id)
    }
  }

  /// Expands or collapses a node as a person asks (a key, a tap on the row or its disclosure,
  /// VoiceOver's action): a refusal (children whose ids the list has) is an alert that says
  /// why, as every host shows it.
  ///
  /// - Returns: `false` when the row with `id` is not a node with children (nothing happened).
  @discardableResult
  package func personSetsExpanded(_ expanded: Bool, row id: ListID) -> Bool {
    guard let path = content.path(of: id), let place = outlinePlace(at: path),
      place.disclosure != .leaf
    else { return false }
    do {
      try setExpanded(expanded, row: id)
    } catch {
      presenter.present(
        Alert(
          title: expanded ? "Cannot show this row's children" : "Cannot hide this row's children",
          message: "\(error)"))
    }
    return true
  }

  /// Expands the node with row id `id` when it is collapsed, and collapses it when it is
  /// expanded, as ``setExpanded(_:row:)`` does.
  ///
  /// - Parameter id: The node's row id.
  /// - Throws: ``ListError`` when no row has the id or it is not a node with children.
  public func toggleExpanded(row id: some Hashable & Sendable) throws(ListError) {
    try setExpanded(!isExpanded(row: id), row: id)
  }

  /// The node of an outline whose row is at `index` of `rows`, with its source, its offset
  /// there, its tree and its place; `nil` when the row is not an outline's.
  static func outlineNode(in rows: RowList, at index: Int)
    -> (RowSource, Int, any OutlineTree, OutlinePlace)?
  {
    let (part, offset) = rows.locate(index)
    guard case .source(let source) = rows.part(part), let tree = source.outline,
      let (_, place) = tree.place(in: source, at: offset)
    else { return nil }
    return (source, offset, tree, place)
  }

  /// Where the row at `path` sits in an outline; `nil` when it is not an outline's row.
  package func outlinePlace(at path: RowPath) -> OutlinePlace? {
    guard content.sections.indices.contains(path.section),
      content.sections[path.section].rows.indices.contains(path.row)
    else { return nil }
    return Self.outlineNode(in: content.sections[path.section].rows, at: path.row)?.3
  }

  /// Loads the children of the node with row id `id` again, after a failure, as selecting its
  /// retry row does.
  func retryChildren(of id: ListID) throws(ListError) {
    guard case .failed = outline.loads[id] else { return }
    outline.loads[id] = nil
    setNeedsUpdate()
    if onNeedsUpdate == nil {
      throw ListError(
        operation: "retryChildren",
        problem: .notAllowed("only a screen host rebuilds an outline to load children again"))
    }
  }

  /// Starts the loads of `requests`, each once: its node shows a loading row until it ends.
  private func startLoads(_ requests: [OutlineLoadRequest]) {
    for request in requests where outline.loads[request.id] == nil {
      outline.loads[request.id] = .loading
      task { [weak self] in
        do {
          try await request.load()
          self?.outline.loads[request.id] = .finished
        } catch {
          self?.outline.loads[request.id] = .failed(
            "Could not load: \(String(describing: error))")
        }
      }
    }
  }

  /// `full` with each outline showing its expanded nodes' children, and the loads it needs
  /// started.
  ///
  /// - Complexity: O(sections + parts) when there is no outline; O(v) in each outline's
  ///   visible nodes.
  func outlining(_ full: ListContent) -> ListContent {
    var shown = full
    for index in full.sections.indices where full.sections[index].rows.hasOutline {
      let sort = tableSort(of: full.sections[index])
      shown.sections[index] = reoutlined(full.sections[index], order: sort.map(outlineOrder(by:)))
    }
    return shown
  }

  /// `section` with each of its outlines shown anew, its siblings in `order`, and the loads
  /// its expanded nodes need started. Consecutive parts of one outline (an expanded node's
  /// rows are a part of their own) become one.
  func reoutlined(_ section: Section, order: OutlineOrder?) -> Section {
    var section = section
    var parts: [RowPart] = []
    var last: ObjectIdentifier?
    var toLoad: [OutlineLoadRequest] = []
    for part in section.rows.parts {
      guard case .source(let source) = part, let tree = source.outline else {
        parts.append(part)
        last = nil
        continue
      }
      guard ObjectIdentifier(tree) != last else { continue }
      last = ObjectIdentifier(tree)
      let made = tree.source(expanded: outline.expanded, loads: outline.loads, order: order)
      toLoad += made.toLoad
      parts.append(.source(made.source))
    }
    section.rows = RowList(parts: parts)
    startLoads(toLoad)
    return section
  }

  /// `full` as the list shows it, validated: its outlines showing their expanded nodes, its
  /// tables sorted, its collapsed sections' rows hidden.
  func shown(_ full: ListContent) throws(ContentError) -> ListContent {
    let outlined = outlining(full)
    try outlined.validate()
    return try collapsing(sorting(outlined))
  }

  /// The order of an outline's siblings in a table sorted by `sort`.
  func outlineOrder(by sort: ColumnsItem.Sort) -> OutlineOrder {
    { rows in Self.order(of: RowList(rows), by: sort) }
  }
}

/// What a ``ListController`` remembers about outlines, by node id.
struct OutlineState {
  /// The expanded nodes.
  var expanded: Set<ListID> = []
  /// The loads of children under way, failed or finished.
  var loads: [ListID: OutlineLoad] = [:]
}

/// What → or ← does on an outline's row (the terminal's keys; a hardware keyboard's arrows).
package enum OutlineStep: Equatable, Sendable {
  /// Expand the node with this id.
  case expand(ListID)
  /// Collapse the node with this id.
  case collapse(ListID)
  /// Move the cursor to this row: an expanded node's first child, or a row's parent.
  case move(RowPath)
}

extension ListController {
  /// What stepping into the tree (`forward`: → expands a collapsed node, or goes to an expanded
  /// node's first child) or out of it (←: collapses an expanded node, or goes to the parent)
  /// does on the row at `path`; `nil` when it does nothing there (a root leaf, a row that is not
  /// an outline's), so the key can do what it does elsewhere.
  ///
  /// - Complexity: O(1) forward; O(s) back, in the rows between the row and its parent.
  package func outlineStep(forward: Bool, at path: RowPath) -> OutlineStep? {
    guard let place = outlinePlace(at: path), let id = content.id(at: path) else { return nil }
    if forward {
      switch place.disclosure {
      case .collapsed: return .expand(id)
      case .expanded:
        let next = RowPath(section: path.section, row: path.row + 1)
        guard let below = outlinePlace(at: next), below.depth > place.depth else { return nil }
        return .move(next)
      case .leaf: return nil
      }
    }
    if place.disclosure == .expanded { return .collapse(id) }
    guard place.depth > 0 else { return nil }
    var row = path.row - 1
    while row >= 0 {
      let above = RowPath(section: path.section, row: row)
      guard let abovePlace = outlinePlace(at: above) else { return nil }
      if abovePlace.depth < place.depth { return .move(above) }
      row -= 1
    }
    return nil
  }
}
