/// Rows that form a tree: each node's row, and under a node its children's rows, indented, while
/// a person has it expanded.
///
/// Write it among a ``Section``'s rows, as you would a ``ForEach``. The outline lists its roots;
/// the list remembers which nodes are expanded by their ids, across rebuilds, and shows a node's
/// children under it only then. A person expands and collapses a node with → and ← (or Enter,
/// when the row has no select handler) in the terminal, and with the disclosure on iOS; code does
/// it with ``ListController/setExpanded(_:row:)``.
///
/// ```swift
/// Section(id: "files", header: "Files") {
///   Outline(
///     folder.entries, id: \.path,
///     children: { entry in
///       entry.isFolder ? .nodes(entry.entries) : .none
///     }
///   ) { entry in
///     Row(id: entry.path, TextItem(entry.name))
///   }
/// }
/// ```
///
/// Children can be loaded when a node is first expanded: return ``OutlineChildren/notLoaded``
/// for them and give `loadChildren`, which stores them in the screen's state (capture the
/// screen weakly: it may go away while a folder loads). The node shows a loading row under it
/// meanwhile, and a row to retry with if the load fails; when the load ends, the screen
/// rebuilds and the children are there. A load that has not begun when the screen goes away
/// is not started.
///
/// Rows are made only when something reads them, as for a ``ForEach``: a tree of 100,000
/// nodes costs what its visible rows cost. Row ids must be unique across the whole list, and
/// a node's id is its row's id.
///
/// - Complexity: Creating one is O(1); showing it is O(v) in the nodes that are visible (the
///   roots and the children of expanded nodes), whose ids are read but whose rows are made only
///   when shown; expanding or collapsing a node is O(c) in the rows it shows or hides, plus
///   O(n) reading the list's ids once to check that the new ones are unique.
public struct Outline: Sendable {
  /// The tree, behind one reference.
  let tree: any OutlineTree

  /// An outline of `roots`, the children of each node given by `children`.
  ///
  /// - Parameters:
  ///   - roots: The nodes at the top, in order.
  ///   - id: Each node's id, usually a key path (`\.id`): its row's id.
  ///   - children: A node's children: ``OutlineChildren/none`` for a leaf,
  ///     ``OutlineChildren/nodes(_:)`` for the nodes under it (empty for an empty folder),
  ///     ``OutlineChildren/notLoaded`` for children `loadChildren` loads.
  ///   - loadChildren: Loads a node's children into the screen's state when the node is
  ///     expanded and `children` says they are not loaded; throw to offer a retry.
  ///   - row: Makes a node's row; called only for the rows something reads. The list adds the
  ///     indentation and the disclosure.
  public init<Node: Sendable, ID: Hashable & Sendable>(
    _ roots: [Node], id: @escaping @Sendable (Node) -> ID,
    children: @escaping @Sendable (Node) -> OutlineChildren<Node>,
    loadChildren: (@MainActor @Sendable (Node) async throws -> Void)? = nil,
    row: @escaping @Sendable (Node) -> Row
  ) {
    tree = OutlineNodes(
      roots: roots, id: id, children: children, load: loadChildren, row: row, equal: nil)
  }

  /// An outline of `roots` whose nodes are `Equatable`: the list compares nodes to know which
  /// rows changed, and makes only those rows.
  ///
  /// - Parameters:
  ///   - roots: The nodes at the top, in order.
  ///   - id: Each node's id, usually a key path (`\.id`): its row's id.
  ///   - children: A node's children: ``OutlineChildren/none`` for a leaf,
  ///     ``OutlineChildren/nodes(_:)`` for the nodes under it (empty for an empty folder),
  ///     ``OutlineChildren/notLoaded`` for children `loadChildren` loads.
  ///   - loadChildren: Loads a node's children into the screen's state when the node is
  ///     expanded and `children` says they are not loaded; throw to offer a retry.
  ///   - row: Makes a node's row; called only for the rows something reads. The list adds the
  ///     indentation and the disclosure.
  public init<Node: Sendable & Equatable, ID: Hashable & Sendable>(
    _ roots: [Node], id: @escaping @Sendable (Node) -> ID,
    children: @escaping @Sendable (Node) -> OutlineChildren<Node>,
    loadChildren: (@MainActor @Sendable (Node) async throws -> Void)? = nil,
    row: @escaping @Sendable (Node) -> Row
  ) {
    tree = OutlineNodes(
      roots: roots, id: id, children: children, load: loadChildren, row: row, equal: { $0 == $1 })
  }

  /// An outline of a tree made elsewhere.
  init(tree: any OutlineTree) {
    self.tree = tree
  }

  /// Gives every row `height`, known without making the rows, so that every row is placed
  /// exactly before it is shown. (Without it, the rows a folder brings are laid out at the
  /// renderer's estimate until shown: expanding a folder of 10,000 files makes only the rows it
  /// shows either way.) The height the row function gives is replaced by it.
  ///
  /// ```swift
  /// Outline(folder.entries, id: \.path, children: { $0.children }) { entry in
  ///   Row(id: entry.path, TextItem(entry.name))
  /// }
  /// .height(.fixed(1))
  /// ```
  ///
  /// - Parameter height: The height of every row, the loading and retry rows' too.
  /// - Returns: The outline with the height set.
  public func height(_ height: RowHeight) -> Outline {
    Outline(tree: tree.withHeight(height))
  }

  /// The outline's rows as a section shows them before the list expands any node: its roots.
  var rows: RowList {
    RowList(parts: [.source(tree.source(expanded: [], loads: [:], order: nil).source)])
  }
}

/// The children of a node of an ``Outline``.
public enum OutlineChildren<Node: Sendable>: Sendable {
  /// The node is a leaf: it has no disclosure.
  case none
  /// The nodes under the node, in order; empty for a node that could have children but has
  /// none (an empty folder).
  case nodes([Node])
  /// The node has children that are not loaded yet: the outline's `loadChildren` loads them
  /// when the node is expanded.
  case notLoaded
}
