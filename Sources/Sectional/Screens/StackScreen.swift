/// A screen composed of child screens stacked vertically in one scrolling list (a day's
/// calendar, summary and workouts): each child contributes its sections, self-sized, in order.
///
/// Add, remove, hide and show children; a hidden child keeps its state and contributes nothing.
/// Children reach their parent through ``StackChild/parent`` and ask it to rebuild with
/// ``setNeedsUpdate()``.
///
/// ```swift
/// let day = StackScreen(title: "Today")
/// day.add(CalendarStrip(), id: "calendar")
/// day.add(SummaryCard(), id: "summary")
/// day.hide("summary")
/// ```
///
/// Section ids are namespaced by child (see ``StackSectionID``); row ids must be unique across
/// all children, as in any list.
@MainActor
open class StackScreen: Screen {
  /// One child and whether it is hidden.
  public struct Child {
    /// The child's id within the stack.
    public var id: ListID
    /// The child screen.
    public var screen: any Screen
    /// Whether the child is hidden.
    public var isHidden: Bool
  }

  /// The title of the stack.
  open var title: String
  /// The children, top to bottom.
  public private(set) var children: [Child] = []
  /// What the host gave the stack in ``attach(_:)``; private, so nothing can displace the
  /// host's wiring.
  private var context: ScreenContext?

  /// Creates an empty stack.
  ///
  /// - Parameter title: The title.
  public init(title: String) {
    self.title = title
  }

  /// The children's sections, in order, skipping hidden children.
  ///
  /// - Complexity: O(n) in the children's rows.
  open var content: ListContent {
    var sections: [Section] = []
    for child in children where !child.isHidden {
      for var section in child.screen.content.sections {
        section.id = ListID(StackSectionID(child: child.id, section: section.id))
        sections.append(section)
      }
    }
    return ListContent(sections: sections)
  }

  /// Appends a child, or moves an existing child with the same id to the end.
  ///
  /// - Parameters:
  ///   - screen: The child screen; a ``StackChild`` learns its parent.
  ///   - id: Its id within the stack.
  ///   - isHidden: Whether it starts hidden.
  public func add<ID: Hashable & Sendable>(_ screen: any Screen, id: ID, isHidden: Bool = false) {
    let key = ListID(id)
    children.removeAll { $0.id == key }
    children.append(Child(id: key, screen: screen, isHidden: isHidden))
    (screen as? any StackChild)?.parent = self
    setNeedsUpdate()
  }

  /// Removes a child.
  ///
  /// - Parameter id: The child's id.
  /// - Returns: `false` when there is no such child.
  @discardableResult
  public func remove<ID: Hashable & Sendable>(_ id: ID) -> Bool {
    let key = ListID(id)
    guard let index = children.firstIndex(where: { $0.id == key }) else { return false }
    (children[index].screen as? any StackChild)?.parent = nil
    children.remove(at: index)
    setNeedsUpdate()
    return true
  }

  /// Hides a child.
  ///
  /// - Parameter id: The child's id.
  /// - Returns: `false` when there is no such child.
  @discardableResult
  public func hide<ID: Hashable & Sendable>(_ id: ID) -> Bool { setHidden(true, ListID(id)) }

  /// Shows a hidden child.
  ///
  /// - Parameter id: The child's id.
  /// - Returns: `false` when there is no such child.
  @discardableResult
  public func show<ID: Hashable & Sendable>(_ id: ID) -> Bool { setHidden(false, ListID(id)) }

  /// Whether the child is hidden; `nil` when there is no such child.
  ///
  /// - Parameter id: The child's id.
  public func isHidden<ID: Hashable & Sendable>(_ id: ID) -> Bool? {
    children.first { $0.id == ListID(id) }?.isHidden
  }

  /// Screen-wide keys; none unless a subclass overrides this.
  open var commands: [ScreenCommand] { [] }

  /// Does nothing unless a subclass overrides it.
  ///
  /// - Parameter region: Where the viewport is.
  open func visibleRegionDidChange(_ region: VisibleRegion) {}

  /// Forgets the host's context.
  open func detach() {
    context = nil
  }

  /// Keeps the host's context; ``setNeedsUpdate()`` asks it for a rebuild.
  ///
  /// - Parameter context: Asks the host for rebuilds and starts tracked work.
  open func attach(_ context: ScreenContext) {
    self.context = context
  }

  /// Asks the host to rebuild the content (``ScreenContext/requestUpdate()``).
  public func setNeedsUpdate() {
    context?.requestUpdate()
  }

  private func setHidden(_ hidden: Bool, _ id: ListID) -> Bool {
    guard let index = children.firstIndex(where: { $0.id == id }) else { return false }
    if children[index].isHidden != hidden {
      children[index].isHidden = hidden
      setNeedsUpdate()
    }
    return true
  }
}

/// A child of a ``StackScreen`` that talks to its parent.
@MainActor
public protocol StackChild: Screen {
  /// The stack that holds the child; set by ``StackScreen/add(_:id:isHidden:)``.
  var parent: StackScreen? { get set }
}

/// The id of a section contributed by a child of a ``StackScreen``: the child's id and the
/// section's own id.
public struct StackSectionID: Hashable, Sendable, CustomStringConvertible {
  /// The child's id.
  public var child: ListID
  /// The section's id within the child.
  public var section: ListID

  /// `child/section`.
  public var description: String { "\(child)/\(section)" }
}
