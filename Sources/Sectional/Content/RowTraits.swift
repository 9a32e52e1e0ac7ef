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
  /// Actions revealed by swiping from the leading edge, outermost first.
  public var leadingSwipeActions: [RowAction] = []
  /// Actions revealed by swiping from the trailing edge, outermost first.
  public var trailingSwipeActions: [RowAction] = []
  /// Whether a full swipe from the leading edge runs the first leading action, as UIKit's
  /// `performsFirstActionWithFullSwipe` (`true` by default, as in UIKit).
  public var leadingFullSwipe = true
  /// Whether a full swipe from the trailing edge runs the first trailing action (or deletes a
  /// deletable row, whose delete button comes first); `true` by default, as in UIKit.
  public var trailingFullSwipe = true
  /// The actions of the row's context menu (a long press on iOS), in order.
  public var contextMenuActions: [RowAction] = []
  /// What selecting the row does, in a few words ("Show details"), for renderers that name the
  /// key that selects it (the terminal's footer: "⏎ show details"); `nil` lets the renderer
  /// say what it can tell ("open" on a row with a disclosure `›`, "select" elsewhere). See
  /// ``Row/selectionTitle(_:)``.
  public var selectionTitle: String?
  /// A short name for the row ("swift-frontend (3142)"), for renderers that title something
  /// about it — the terminal's menu of the row's actions (`.`); `nil` lets the renderer use the
  /// row's text. See ``Row/named(_:)``.
  public var name: String?
  /// The ids of the rows this row takes the cursor from when a change removes them (see
  /// ``Row/replaces(_:)``), in the order they were named.
  var replacedIDs: [ListID] = []
  /// What ``Row/accessibility(label:value:hint:traits:isHidden:)`` set, if anything.
  var accessibilityOverride: AccessibilityOverride?

  /// The row's actions at `placement`.
  ///
  /// - Parameter placement: A swipe edge or the context menu.
  /// - Returns: Those actions, in order.
  public func actions(_ placement: RowAction.Placement) -> [RowAction] {
    switch placement {
    case .leadingSwipe: leadingSwipeActions
    case .trailingSwipe: trailingSwipeActions
    case .contextMenu: contextMenuActions
    }
  }

  /// Whether the row has any swipe or context-menu action.
  public var hasActions: Bool {
    !leadingSwipeActions.isEmpty || !trailingSwipeActions.isEmpty || !contextMenuActions.isEmpty
  }

  /// Traits of an ordinary, selectable, fixed row.
  public init() {}
}
