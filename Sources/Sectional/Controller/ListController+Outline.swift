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
  ///   the node and, when expanding, to check the new ones against them.
  public func setExpanded(_ expanded: Bool, row id: some Hashable & Sendable) throws(ListError) {
    let operation = expanded ? "expand" : "collapse"
    let id = ListID(id)
    // The node is in an outline: its ids are read in place, and only a row outside one (an
    // error) is looked for among the others.
    guard let path = Self.outlinePath(of: id, in: content) ?? content.path(of: id) else {
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
      // Expanding again tries again a load that failed (or ended without the children).
      if state.loads[id] != .loading { state.loads[id] = nil }
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
      replaced = path.row..<Self.endOfDescendants(in: rows, at: path.row, depth: place.depth)
    }
    var new = content
    new.sections[path.section].rows = rows.replacing(replaced, with: .source(part))
    // Collapsing only hides rows: the ids left were unique. Expanding checks the ids that come
    // in against the list's, and only when one repeats does it validate the new content, for
    // the error that names every repeat.
    if expanded && !Self.addsNoRepeatedID(part, to: content) {
      do {
        try new.validate()
      } catch {
        throw ListError(operation: operation, problem: .duplicateIDs(error))
      }
    }
    outline = state
    let section = path.section
    let changes = Changeset(
      content: new,
      rowDeletes: Self.paths(in: section, rows: replaced.lowerBound + 1..<replaced.upperBound),
      rowInserts: Self.paths(in: section, rows: path.row + 1..<path.row + part.count),
      rowReloads: [path])
    commit(new, StagedChangeset([changes]))
    startLoads(toLoad)
  }

  /// Expands or collapses the nodes with the given row ids, shown or not: a node shown now
  /// (a row of an outline, with children) changes at once, as ``setExpanded(_:row:)`` does
  /// (one batch each, in the order given); the others are remembered for when an update shows
  /// them. Use it to show a row that is under
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
  /// - Complexity: O(n) in the rows of the list for each id (see ``setExpanded(_:row:)``).
  public func setExpanded<ID: Hashable & Sendable>(_ expanded: Bool, rows ids: some Sequence<ID>) {
    for id in ids.map(ListID.init) {
      do {
        try setExpanded(expanded, row: id)
      } catch {
        // Children that repeat ids leave the node as it is, as they would on a key.
        if case .duplicateIDs = error.problem { continue }
        // Not a node shown now (a row of the flat table the tree will replace, say).
        if expanded { outline.expanded.insert(id) } else { outline.expanded.remove(id) }
      }
    }
  }

  /// Expands or collapses a node as a person asks (a key, a tap on the row or its disclosure,
  /// VoiceOver's action): a refusal (children whose ids the list has) is an alert that says
  /// why, as every host shows it.
  ///
  /// - Returns: `false` when the row with `id` is not a node with children (nothing happened).
  @discardableResult
  package func personSetsExpanded(_ expanded: Bool, row id: ListID) -> Bool {
    do {
      try setExpanded(expanded, row: id)
      // Marks the person can no longer see go at once: the host rebuilds as after any user
      // action, and keeps only the marked rows shown.
      if !expanded, let selection = rowSelection, selection.isSelectingRows,
        !selection.selectedRows.isEmpty
      {
        rebuildAfterUserAction()
      }
    } catch {
      // Only children that repeat ids are a refusal to tell; any other error means the row
      // is no node with children.
      guard case .duplicateIDs = error.problem else { return false }
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

  /// Whether the ids of the rows of `part` after its first (an expanded node's descendants,
  /// which come in under its row) repeat none of each other nor any row id of `content`, which
  /// does not show them yet.
  ///
  /// - Complexity: O(k) in the k new ids, plus O(n) reading the ids of the n rows of `content`
  ///   (an outline's in place), each tested against a filter of bits first.
  nonisolated static func addsNoRepeatedID(_ part: RowSource, to content: ListContent) -> Bool {
    let count = part.count - 1
    guard count > 0 else { return true }
    guard count < Int(Int32.max) else { return false }
    return part.withIDs { ids in
      let added = UnsafeBufferPointer(rebasing: ids[1...])
      let table = IdentityTable(capacityFor: count)
      // A bit per new id's hash, in at least 64 bits per new id: most ids of the list miss it
      // (all but about one in 64) and never probe the table.
      var words = 1
      while words < count { words <<= 1 }
      var filter = [UInt64](repeating: 0, count: words)
      let mask = words - 1
      for index in 0..<count {
        let hash = added[index].hash
        if table.insert(Int32(index), hash: hash, sameID: { added[Int($0)] == added[index] })
          != nil
        {
          return false
        }
        filter[(hash >> 6) & mask] |= 1 << UInt64(hash & 63)
      }
      return filter.withUnsafeBufferPointer { filter in
        /// Whether the id with `hash` that `same` recognises is one of the new ones.
        func isAdded(hash: Int, _ same: (ListID) -> Bool) -> Bool {
          guard filter[(hash >> 6) & mask] & (1 << UInt64(hash & 63)) != 0 else { return false }
          return table.find(hash: hash, sameID: { same(added[Int($0)]) }) != nil
        }
        for section in content.sections {
          var repeated = false
          if section.rows.hasOutline {
            readIDs(of: section.rows) { _, ids in
              for index in 0..<ids.count where isAdded(hash: ids[index].hash, { $0 == ids[index] })
              {
                repeated = true
                return false
              }
              return true
            }
          } else {
            section.rows.forEachID { id in
              if !repeated && isAdded(hash: id.hash, { $0 == id }) { repeated = true }
            }
          }
          if repeated { return false }
        }
        return true
      }
    }
  }

  /// The index after the last descendant of the node of depth `depth` at `index` of `rows`:
  /// the first row below it that is not an outline's row deeper than it.
  ///
  /// - Complexity: O(d + p log p) for d descendants in p parts: depths are read from the
  ///   outlines' arrays.
  nonisolated static func endOfDescendants(in rows: RowList, at index: Int, depth: Int) -> Int {
    var end = index + 1
    while end < rows.count {
      let (part, offset) = rows.locate(end)
      guard case .source(let source) = rows.part(part), source.outline != nil,
        let outline = source.data as? OutlineRows
      else { break }
      var below = offset
      outline.places.withUnsafeBufferPointer { places in
        while below < source.count, places[source.start + below].depth > depth { below += 1 }
      }
      end += below - offset
      if below < source.count { break }
    }
    return end
  }

  /// The position of the row with `id` in a section that has an outline, or `nil` when none
  /// has it.
  ///
  /// - Complexity: O(n) in those sections' rows, whose ids are read in place for an outline's:
  ///   none is made or copied.
  nonisolated static func outlinePath(of id: ListID, in content: ListContent) -> RowPath? {
    for (index, section) in content.sections.enumerated() where section.rows.hasOutline {
      var found: Int?
      readIDs(of: section.rows) { first, ids in
        for offset in 0..<ids.count where ids[offset] == id {
          found = first + offset
          return false
        }
        return true
      }
      if let found { return RowPath(section: index, row: found) }
    }
    return nil
  }

  /// Calls `body` with the ids of `rows`, a run at a time with the index of the run's first row,
  /// until it returns `false`: an outline's ids are read in place, others' (built rows, a
  /// ``ForEach``'s) made for the call.
  nonisolated static func readIDs(
    of rows: RowList, _ body: (_ first: Int, _ ids: UnsafeBufferPointer<ListID>) -> Bool
  ) {
    var first = 0
    for part in rows.parts {
      let goOn: Bool
      switch part {
      case .rows(let built): goOn = built.map(\.id).withUnsafeBufferPointer { body(first, $0) }
      case .source(let source): goOn = source.withIDs { body(first, $0) }
      }
      guard goOn else { return }
      first += part.count
    }
  }

  /// The paths of `rows` of `section`. Not isolated: a closure written in an isolated method
  /// checks, each time it runs, that it runs on the main actor (10,000 times for a folder of
  /// 10,000 files).
  nonisolated static func paths(in section: Int, rows: Range<Int>) -> [RowPath] {
    rows.map { RowPath(section: section, row: $0) }
  }

  /// The node of an outline whose row is at `index` of `rows`, with its source, its offset
  /// there, its tree and its place; `nil` when the row is not an outline's.
  nonisolated static func outlineNode(in rows: RowList, at index: Int)
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
    // Checked first: a refusal changes nothing.
    guard onNeedsUpdate != nil else {
      throw ListError(
        operation: "retryChildren",
        problem: .notAllowed("only a screen host rebuilds an outline to load children again"))
    }
    outline.loads[id] = nil
    setNeedsUpdate()
  }

  /// Starts the loads of `requests`, each once: its node shows a loading row until it ends.
  private func startLoads(_ requests: [OutlineLoadRequest]) {
    for request in requests where outline.loads[request.id] == nil {
      outline.loads[request.id] = .loading
      task { [weak self] in
        // A list whose screen went away before the load began cancels it: the screen's
        // loader is not called for a screen that may be gone.
        guard !Task.isCancelled else { return }
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
