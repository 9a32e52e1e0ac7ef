/// An ``Outline``'s nodes, whatever their type: the rows it shows for a set of expanded nodes,
/// whole or one node's at a time.
protocol OutlineTree: AnyObject, Sendable {
  /// The rows shown when the nodes with the ids in `expanded` are expanded, with the ids of
  /// expanded nodes whose children are not loaded and have no load in `loads`, and the work
  /// that loads each.
  ///
  /// - Complexity: O(v) in the visible nodes.
  func source(expanded: Set<ListID>, loads: [ListID: OutlineLoad], order: OutlineOrder?)
    -> (source: RowSource, toLoad: [OutlineLoadRequest])

  /// Where row `offset` of `source` (one of this tree's) sits: its id, depth and disclosure;
  /// `nil` when the source is not this tree's.
  func place(in source: RowSource, at offset: Int) -> (id: ListID, place: OutlinePlace)?

  /// Row `offset` of `source` expanded: its row, then its descendants' as `expanded` and
  /// `loads` show them; `nil` when the row is not a node that has children.
  ///
  /// - Complexity: O(c) in the rows it shows.
  func expanding(
    _ source: RowSource, at offset: Int, expanded: Set<ListID>, loads: [ListID: OutlineLoad],
    order: OutlineOrder?
  ) -> (source: RowSource, toLoad: [OutlineLoadRequest])?

  /// Row `offset` of `source` alone, collapsed; `nil` when it is not a node with children.
  func collapsing(_ source: RowSource, at offset: Int) -> RowSource?

  /// The same tree, every row `height` tall (see ``Outline/height(_:)``).
  func withHeight(_ height: RowHeight) -> any OutlineTree
}

/// The order of siblings in an outline: given their rows, the order of their indexes (a sorted
/// table's, by the chosen column).
typealias OutlineOrder = ([Row]) -> [Int]

/// A node whose children the outline must load: its id and the work.
struct OutlineLoadRequest: Sendable {
  let id: ListID
  let load: @MainActor @Sendable () async throws -> Void
}

/// What a visible row of an outline shows: a node's row, or the status row under a node whose
/// children are loading or failed to load.
enum OutlineEntry<Node: Sendable>: Sendable {
  case node(Node)
  /// A loading row (no failure) or a retry row, under the node with id `parent`.
  case status(parent: ListID, failure: String?)
}

/// The visible rows of an outline that one source shows, in order: each row's id and place, in
/// arrays of concrete types, and its entry.
///
/// The outline's code is not specialised for its node type (``Outline``'s initializers are not
/// inlinable), so each read of an `[OutlineEntry<Node>]` asks the runtime for the entry's type:
/// what the list reads of every row (the diff and the validation its id, the list its place)
/// is kept apart, read without that.
final class OutlineRows: Sendable {
  /// Each row's id.
  let ids: [ListID]
  /// Each row's place.
  let places: [OutlinePlace]
  /// Each row's entry: an `[OutlineEntry<Node>]` of the tree's `Node`.
  let entries: any Sendable

  init(ids: [ListID], places: [OutlinePlace], entries: any Sendable) {
    self.ids = ids
    self.places = places
    self.entries = entries
  }
}

/// The nodes of an outline of `Node`s.
final class OutlineNodes<Node: Sendable, ID: Hashable & Sendable>: OutlineTree {
  typealias Entry = OutlineEntry<Node>

  /// Visible rows being gathered, in order: each one's entry, id and place.
  struct Gathered {
    var entries: [Entry] = []
    var ids: [ListID] = []
    var places: [OutlinePlace] = []

    /// Makes room for `count` more rows, growing geometrically (reserving exactly the room
    /// asked for each time would copy the rows again for every expanded node).
    mutating func reserve(adding count: Int) {
      let needed = ids.count + count
      guard needed > ids.capacity else { return }
      let capacity = max(needed, ids.capacity * 2)
      entries.reserveCapacity(capacity)
      ids.reserveCapacity(capacity)
      places.reserveCapacity(capacity)
    }

    mutating func append(_ entry: Entry, id: ListID, place: OutlinePlace) {
      entries.append(entry)
      ids.append(id)
      places.append(place)
    }
  }

  let roots: [Node]
  let id: @Sendable (Node) -> ID
  let children: @Sendable (Node) -> OutlineChildren<Node>
  let load: (@MainActor @Sendable (Node) async throws -> Void)?
  let row: @Sendable (Node) -> Row
  /// `==` on nodes, when they are `Equatable`.
  let equal: (@Sendable (Node, Node) -> Bool)?
  /// The height of every row, when the outline gives one: known without making the rows.
  let height: RowHeight?

  init(
    roots: [Node], id: @escaping @Sendable (Node) -> ID,
    children: @escaping @Sendable (Node) -> OutlineChildren<Node>,
    load: (@MainActor @Sendable (Node) async throws -> Void)?,
    row: @escaping @Sendable (Node) -> Row, equal: (@Sendable (Node, Node) -> Bool)?,
    height: RowHeight? = nil
  ) {
    self.roots = roots
    self.id = id
    self.children = children
    self.load = load
    self.row = row
    self.equal = equal
    self.height = height
  }

  func withHeight(_ height: RowHeight) -> any OutlineTree {
    OutlineNodes(
      roots: roots, id: id, children: children, load: load, row: row, equal: equal,
      height: height)
  }

  func source(expanded: Set<ListID>, loads: [ListID: OutlineLoad], order: OutlineOrder?)
    -> (source: RowSource, toLoad: [OutlineLoadRequest])
  {
    var gathered = Gathered()
    gathered.reserve(adding: roots.count)
    var toLoad: [OutlineLoadRequest] = []
    append(
      roots, depth: 0, expanded: expanded, loads: loads, order: order, to: &gathered,
      toLoad: &toLoad)
    return (makeSource(gathered), toLoad)
  }

  func place(in source: RowSource, at offset: Int) -> (id: ListID, place: OutlinePlace)? {
    guard source.outline === self, let rows = source.data as? OutlineRows else { return nil }
    let index = source.start + offset
    return (rows.ids[index], rows.places[index])
  }

  /// Row `offset` of `source` (one of this tree's): its entry, id and place.
  private func row(of source: RowSource, at offset: Int) -> (Entry, ListID, OutlinePlace)? {
    guard source.outline === self, let rows = source.data as? OutlineRows,
      let entries = rows.entries as? [Entry]
    else { return nil }
    let index = source.start + offset
    return (entries[index], rows.ids[index], rows.places[index])
  }

  func expanding(
    _ source: RowSource, at offset: Int, expanded: Set<ListID>, loads: [ListID: OutlineLoad],
    order: OutlineOrder?
  ) -> (source: RowSource, toLoad: [OutlineLoadRequest])? {
    guard let (entry, _, place) = row(of: source, at: offset), case .node(let node) = entry,
      place.disclosure != .leaf
    else { return nil }
    var shown = Gathered()
    shown.reserve(adding: 1)
    var toLoad: [OutlineLoadRequest] = []
    append(
      [node], depth: place.depth, expanded: expanded, loads: loads, order: nil, to: &shown,
      toLoad: &toLoad, childOrder: order)
    return (makeSource(shown), toLoad)
  }

  func collapsing(_ source: RowSource, at offset: Int) -> RowSource? {
    guard let (entry, id, place) = row(of: source, at: offset), case .node = entry,
      place.disclosure != .leaf
    else { return nil }
    var shown = Gathered()
    shown.append(entry, id: id, place: OutlinePlace(depth: place.depth, disclosure: .collapsed))
    return makeSource(shown)
  }

  /// Appends the entries of `nodes` at `depth` (in `order`), and of the visible descendants of
  /// each (their siblings in `childOrder`, `order` by default).
  private func append(
    _ nodes: [Node], depth: Int, expanded: Set<ListID>, loads: [ListID: OutlineLoad],
    order: OutlineOrder?, to rows: inout Gathered, toLoad: inout [OutlineLoadRequest],
    childOrder: OutlineOrder?? = nil
  ) {
    let ordered = order.map { order in order(nodes.map(row)).map { nodes[$0] } } ?? nodes
    for node in ordered {
      let nodeID = ListID(id(node))
      let kids = children(node)
      if case .none = kids {
        rows.append(.node(node), id: nodeID, place: OutlinePlace(depth: depth, disclosure: .leaf))
        continue
      }
      let isExpanded = expanded.contains(nodeID)
      rows.append(
        .node(node), id: nodeID,
        place: OutlinePlace(depth: depth, disclosure: isExpanded ? .expanded : .collapsed))
      guard isExpanded else { continue }
      switch kids {
      case .none:
        break
      case .nodes(let nodes):
        rows.reserve(adding: nodes.count)
        append(
          nodes, depth: depth + 1, expanded: expanded, loads: loads, order: childOrder ?? order,
          to: &rows, toLoad: &toLoad)
      case .notLoaded:
        let failure: String?
        switch loads[nodeID] {
        case .failed(let message):
          failure = message
        case .loading:
          failure = nil
        case .finished:
          failure = "loadChildren ended without loading the children of \(nodeID)"
        case nil:
          if let load {
            failure = nil
            toLoad.append(OutlineLoadRequest(id: nodeID) { try await load(node) })
          } else {
            failure =
              "The children of \(nodeID) are not loaded, and the outline has no loadChildren"
          }
        }
        rows.append(
          .status(parent: nodeID, failure: failure),
          id: ListID(OutlineStatusRowID(parent: nodeID)),
          place: OutlinePlace(depth: depth + 1, disclosure: .leaf))
      }
    }
  }

  /// The rows of `gathered`, made when read; their ids and places are read from arrays.
  private func makeSource(_ gathered: Gathered) -> RowSource {
    let row = self.row
    let canRetry = load != nil
    let entries = gathered.entries
    let ids = gathered.ids
    let places = gathered.places
    let rows = OutlineRows(ids: ids, places: places, entries: entries)
    return RowSource(
      data: rows, start: 0, count: ids.count, makeID: { ids[$0] },
      makeIDs: { offsets, out in
        guard !offsets.isEmpty else { return }
        ids.withUnsafeBufferPointer { ids in
          out.initialize(
            from: ids.baseAddress.unsafelyUnwrapped + offsets.lowerBound, count: offsets.count)
        }
      },
      makeRow: { offset in
        let id = ids[offset]
        let place = places[offset]
        switch entries[offset] {
        case .node(let node):
          var made = row(node)
          made.id = id
          return made.placed(place)
        case .status(let parent, let failure?):
          let status = Row(id: id, LoadingItem(.failed(message: failure)))
          guard canRetry else { return status.selectable(false).placed(place) }
          return status.onSelect { context in
            try? context.controller.retryChildren(of: parent)
          }.placed(place)
        case .status:
          return Row(id: id, LoadingItem(.loading(nil))).selectable(false).placed(place)
        }
      },
      comparator: comparator(rows, entries), height: height, memo: nil, outline: self)
  }

  /// Whether an entry of `rows` (whose entries are `entries`) equals an entry of another source
  /// of this type (the same place and equal nodes), when nodes are `Equatable`. Two sources
  /// over the very same rows (slices of one source, as an expanded or collapsed node leaves the
  /// rows around it) hold the same entry at the same index, which is not compared.
  private func comparator(_ rows: OutlineRows, _ entries: [Entry]) -> RowSource.Comparator {
    guard let equal else { return { _, _ in nil } }
    let places = rows.places
    return { start, other in
      guard let their = other.data as? OutlineRows, let theirEntries = their.entries as? [Entry]
      else { return nil }
      let otherStart = other.start
      let theirPlaces = their.places
      let same = their === rows
      return ElementComparison(sharesElements: same) { row, otherRow in
        let mine = start + row
        let theirs = otherStart + otherRow
        // Nothing generic on this path: it is the one most rows take.
        if same && mine == theirs { return true }
        guard places[mine] == theirPlaces[theirs] else { return false }
        return Self.equal(entries[mine], theirEntries[theirs], by: equal)
      }
    }
  }

  /// Whether two entries show the same thing: equal nodes, or status rows of the same failure.
  private static func equal(
    _ entry: Entry, _ other: Entry, by equal: (Node, Node) -> Bool
  ) -> Bool {
    switch entry {
    case .node(let node):
      guard case .node(let otherNode) = other else { return false }
      return equal(node, otherNode)
    case .status(_, let failure):
      guard case .status(_, let otherFailure) = other else { return false }
      return failure == otherFailure
    }
  }
}

extension RowSource {
  /// Calls `body` with the ids of the source's rows, in order: an outline's read in place from
  /// its arrays, a ``ForEach``'s made for the call.
  ///
  /// - Complexity: O(1) for an outline's source; O(n) in its rows otherwise.
  func withIDs<Result>(_ body: (UnsafeBufferPointer<ListID>) -> Result) -> Result {
    if outline != nil, let rows = data as? OutlineRows {
      return rows.ids.withUnsafeBufferPointer { ids in
        body(UnsafeBufferPointer(rebasing: ids[start..<start + count]))
      }
    }
    let ids = UnsafeMutablePointer<ListID>.allocate(capacity: max(count, 1))
    makeIDs(start..<start + count, ids)
    defer {
      ids.deinitialize(count: count)
      ids.deallocate()
    }
    return body(UnsafeBufferPointer(start: ids, count: count))
  }
}
