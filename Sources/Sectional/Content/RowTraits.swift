/// How a row behaves when the user selects or edits it.
public struct RowTraits: Sendable {
  /// Whether the row can be selected; unselectable rows are skipped by keyboard navigation.
  public var isSelectable: Bool = true
  /// Whether the row is deselected right after its selection handlers ran (an action row, as
  /// opposed to a row that chooses something); renderers that keep a selection (UIKit) clear it.
  public var deselectsAfterSelection: Bool = false
  /// Whether the user can delete the row (swipe to delete, or the terminal's delete key).
  public var isDeletable: Bool = false
  /// The title of the delete confirmation; ``SectionalStrings/delete`` (read when the
  /// confirmation is shown) unless set.
  public var deleteConfirmationTitle: String {
    get { deleteTitle ?? SectionalStrings.current.delete }
    set { deleteTitle = newValue }
  }
  /// The title the app set, if any.
  private var deleteTitle: String?
  /// The question the delete confirmation asks, naming the row ("Delete “Buy milk”?");
  /// the title followed by "?" when `nil`.
  public var deleteConfirmationQuestion: String?
  /// Whether the user can reorder the row.
  public var isMovable: Bool = false
  /// Actions revealed by swiping from the leading edge.
  public var leadingSwipeActions: [SwipeAction] = []
  /// Actions revealed by swiping from the trailing edge.
  public var trailingSwipeActions: [SwipeAction] = []

  /// Traits of an ordinary, selectable, fixed row.
  public init() {}
}

/// A button revealed by swiping a row.
///
/// ```swift
/// row.swipeActions(
///   .trailing,
///   [
///     SwipeAction("Archive", symbol: "archivebox") { context in archive(context.id) }
///   ])
/// ```
public struct SwipeAction: Sendable {
  /// The action's role.
  public enum Role: Sendable, Equatable {
    /// An ordinary action.
    case normal
    /// A destructive action, drawn in red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// A symbol name for its icon.
  public var symbol: String?
  /// Its role.
  public var role: Role
  /// What it does.
  public var handler: RowHandler

  /// Creates a swipe action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - symbol: A symbol name.
  ///   - role: `.normal` by default.
  ///   - handler: What it does, with the row's context.
  public init(
    _ title: String, symbol: String? = nil, role: Role = .normal,
    handler: @escaping RowHandler
  ) {
    self.title = title
    self.symbol = symbol
    self.role = role
    self.handler = handler
  }
}
