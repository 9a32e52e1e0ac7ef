/// Where a row sits in an ``Outline``: how deep, and whether it shows children.
@usableFromInline
package struct OutlinePlace: Hashable, Sendable {
  /// Whether a node has children to show, and whether they show.
  @usableFromInline
  package enum Disclosure: Hashable, Sendable {
    /// The node has no children (or the row is a loading or retry row).
    case leaf
    /// The node has children, hidden.
    case collapsed
    /// The node has children, shown under it.
    case expanded
  }

  /// The number of nodes above the row's node: 0 for a root.
  package var depth: Int
  /// Whether the node has children and shows them.
  package var disclosure: Disclosure

  package init(depth: Int, disclosure: Disclosure) {
    self.depth = depth
    self.disclosure = disclosure
  }
}

/// The id of the row an outline shows under a node whose children are loading, or failed to.
struct OutlineStatusRowID: Hashable, Sendable, CustomStringConvertible {
  /// The node's id.
  let parent: ListID

  var description: String { "children of \(parent)" }
}

/// Where the load of a node's children stands, while it is not done.
enum OutlineLoad: Sendable, Equatable {
  /// Under way.
  case loading
  /// Failed, with what to tell the person.
  case failed(String)
  /// Ended without failing: the screen's state should hold the children now.
  case finished
}
