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
}

/// The order of siblings in an outline: given their rows, the order of their indexes (a sorted
/// table's, by the chosen column).
typealias OutlineOrder = ([Row]) -> [Int]

/// A node whose children the outline must load: its id and the work.
struct OutlineLoadRequest: Sendable {
  let id: ListID
  let load: @MainActor @Sendable () async throws -> Void
}

/// The visible rows of an outline, in order: a node's, or the status row under a node whose
/// children are loading or failed to load.
struct OutlineEntry<Node: Sendable>: Sendable {
  enum Kind: Sendable {
    case node(Node)
    /// A loading row (no failure) or a retry row, under the node with id `parent`.
    case status(parent: ListID, failure: String?)
  }

  let kind: Kind
  /// The row's id.
  let id: ListID
  let place: OutlinePlace
}

/// The nodes of an outline of `Node`s.
final class OutlineNodes<Node: Sendable, ID: Hashable & Sendable>: OutlineTree {
  typealias Entry = OutlineEntry<Node>

  let roots: [Node]
  let id: @Sendable (Node) -> ID
  let children: @Sendable (Node) -> OutlineChildren<Node>
  let load: (@MainActor @Sendable (Node) async throws -> Void)?
  let row: @Sendable (Node) -> Row
  /// `==` on nodes, when they are `Equatable`.
  let equal: (@Sendable (Node, Node) -> Bool)?

  init(
    roots: [Node], id: @escaping @Sendable (Node) -> ID,
    children: @escaping @Sendable (Node) -> OutlineChildren<Node>,
    load: (@MainActor @Sendable (Node) async throws -> Void)?,
    row: @escaping @Sendable (Node) -> Row, equal: (@Sendable (Node, Node) -> Bool)?
  ) {
    self.roots = roots
    self.id = id
    self.children = children
    self.load = load
    self.row = row
    self.equal = equal
  }

  func source(expanded: Set<ListID>, loads: [ListID: OutlineLoad], order: OutlineOrder?)
    -> (source: RowSource, toLoad: [OutlineLoadRequest])
  {
    var entries: [Entry] = []
    entries.reserveCapacity(roots.count)
    var toLoad: [OutlineLoadRequest] = []
    append(
      roots, depth: 0, expanded: expanded, loads: loads, order: order, to: &entries,
      toLoad: &toLoad)
    return (makeSource(entries), toLoad)
  }

  func place(in source: RowSource, at offset: Int) -> (id: ListID, place: OutlinePlace)? {
    guard source.outline === self, let entries = source.data as? [Entry] else { return nil }
    let entry = entries[source.start + offset]
    return (entry.id, entry.place)
  }

  func expanding(
    _ source: RowSource, at offset: Int, expanded: Set<ListID>, loads: [ListID: OutlineLoad],
    order: OutlineOrder?
  ) -> (source: RowSource, toLoad: [OutlineLoadRequest])? {
    guard source.outline === self, let entries = source.data as? [Entry] else { return nil }
    let entry = entries[source.start + offset]
    guard case .node(let node) = entry.kind, entry.place.disclosure != .leaf else { return nil }
    var shown: [Entry] = []
    var toLoad: [OutlineLoadRequest] = []
    append(
      [node], depth: entry.place.depth, expanded: expanded, loads: loads, order: nil, to: &shown,
      toLoad: &toLoad, childOrder: order)
    return (makeSource(shown), toLoad)
  }

  func collapsing(_ source: RowSource, at offset: Int) -> RowSource? {
    guard source.outline === self, let entries = source.data as? [Entry] else { return nil }
    let entry = entries[source.start + offset]
    guard case .node = entry.kind, entry.place.disclosure != .leaf else { return nil }
    return makeSource([
      Entry(
        kind: entry.kind, id: entry.id,
        place: OutlinePlace(depth: entry.place.depth, disclosure: .collapsed))
    ])
  }

  /// Appends the entries of `nodes` at `depth` (in `order`), and of the visible descendants of
  /// each (their siblings in `childOrder`, `order` by default).
  private func append(
    _ nodes: [Node], depth: Int, expanded: Set<ListID>, loads: [ListID: OutlineLoad],
    order: OutlineOrder?, to entries: inout [Entry], toLoad: inout [OutlineLoadRequest],
    childOrder: OutlineOrder?? = nil
  ) {
    let ordered = order.map { order in order(nodes.map(row)).map { nodes[$0] } } ?? nodes
    for node in ordered {
      let nodeID = ListID(id(node))
      let kids = children(node)
      if case .none = kids {
        entries.append(
          Entry(kind: .node(node), id: nodeID, place: OutlinePlace(depth: depth, disclosure: .leaf))
        )
        continue
      }
      let isExpanded = expanded.contains(nodeID)
      entries.append(
        Entry(
          kind: .node(node), id: nodeID,
          place: OutlinePlace(depth: depth, disclosure: isExpanded ? .expanded : .collapsed)))
      guard isExpanded else { continue }
      switch kids {
      case .none:
        break
      case .nodes(let nodes):
        append(
          nodes, depth: depth + 1, expanded: expanded, loads: loads, order: childOrder ?? order,
          to: &entries, toLoad: &toLoad)
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
        entries.append(
          Entry(
            kind: .status(parent: nodeID, failure: failure),
            id: ListID(OutlineStatusRowID(parent: nodeID)),
            place: OutlinePlace(depth: depth + 1, disclosure: .leaf)))
      }
    }
  }

  /// The rows of `entries`, made when read.
  private func makeSource(_ entries: [Entry]) -> RowSource {
    let row = self.row
    let canRetry = load != nil
    return RowSource(
      data: entries, start: 0, count: entries.count, makeID: { entries[$0].id },
      makeIDs: { offsets, ids in
        for offset in 0..<offsets.count {
          (ids + offset).initialize(to: entries[offsets.lowerBound + offset].id)
        }
      },
      makeRow: { offset in
        let entry = entries[offset]
        switch entry.kind {
        case .node(let node):
          var made = row(node)
          made.id = entry.id
          return made.placed(entry.place)
        case .status(let parent, let failure?):
          let status = Row(id: entry.id, LoadingItem(.failed(message: failure)))
          guard canRetry else { return status.selectable(false).placed(entry.place) }
          return status.onSelect { context in
            try? context.controller.retryChildren(of: parent)
          }.placed(entry.place)
        case .status:
          return Row(id: entry.id, LoadingItem(.loading(nil))).selectable(false)
            .placed(entry.place)
        }
      },
      comparator: comparator(entries), height: nil, memo: nil, outline: self)
  }

  /// Whether an entry of `entries` equals an entry of another source of this type (the same
  /// place and equal nodes), when nodes are `Equatable`.
  private func comparator(_ entries: [Entry]) -> RowSource.Comparator {
    guard let equal else { return { _, _ in nil } }
    return { start, other in
      guard let theirs = other.data as? [Entry] else { return nil }
      let otherStart = other.start
      return { row, otherRow in
        let mine = entries[start + row]
        let their = theirs[otherStart + otherRow]
        guard mine.place == their.place else { return false }
        switch (mine.kind, their.kind) {
        case (.node(let node), .node(let otherNode)): return equal(node, otherNode)
        case (.status(_, let failure), .status(_, let otherFailure)):
          return failure == otherFailure
        default: return false
        }
      }
    }
  }
}
