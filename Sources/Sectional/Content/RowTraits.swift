/// How a row behaves when the user selects or edits it.
///
/// Only the switches are stored inline; the titles, actions and names, which most rows leave
/// unset, live in one shared box, allocated when one is set: a row's traits then cost one
/// reference to release when the row is freed (a filter frees thousands of rows at once), not
/// one per string and array.
public struct RowTraits: Sendable {
  /// The switches, as bits.
  private var flags: Flags = [.isSelectable, .leadingFullSwipe, .trailingFullSwipe]
  /// Everything else, when something of it was set.
  private var box: Box?

  /// Whether the row can be selected; unselectable rows are skipped by keyboard navigation.
  public var isSelectable: Bool {
    get { flags.contains(.isSelectable) }
    set { flags.set(.isSelectable, newValue) }
  }
  /// Whether the row is deselected right after its selection handlers ran (an action row, as
  /// opposed to a row that chooses something); renderers that keep a selection (UIKit) clear it.
  public var deselectsAfterSelection: Bool {
    get { flags.contains(.deselectsAfterSelection) }
    set { flags.set(.deselectsAfterSelection, newValue) }
  }
  /// Whether the user can delete the row (swipe to delete, or the terminal's delete key).
  public var isDeletable: Bool {
    get { flags.contains(.isDeletable) }
    set { flags.set(.isDeletable, newValue) }
  }
  /// The title of the delete confirmation; ``SectionalStrings/delete`` (read when the
  /// confirmation is shown) unless set.
  public var deleteConfirmationTitle: String {
    get { rare.deleteTitle ?? SectionalStrings.current.delete }
    set { rare.deleteTitle = newValue }
  }
  /// The question the delete confirmation asks, naming the row ("Delete “Buy milk”?");
  /// the title followed by "?" when `nil`.
  public var deleteConfirmationQuestion: String? {
    get { rare.deleteConfirmationQuestion }
    set { rare.deleteConfirmationQuestion = newValue }
  }
  /// Whether the user can reorder the row.
  public var isMovable: Bool {
    get { flags.contains(.isMovable) }
    set { flags.set(.isMovable, newValue) }
  }
  /// Actions revealed by swiping from the leading edge, outermost first.
  public var leadingSwipeActions: [RowAction] {
    get { rare.leadingSwipeActions }
    set { rare.leadingSwipeActions = newValue }
  }
  /// Actions revealed by swiping from the trailing edge, outermost first.
  public var trailingSwipeActions: [RowAction] {
    get { rare.trailingSwipeActions }
    set { rare.trailingSwipeActions = newValue }
  }
  /// Whether a full swipe from the leading edge runs the first leading action, as UIKit's
  /// `performsFirstActionWithFullSwipe` (`true` by default, as in UIKit).
  public var leadingFullSwipe: Bool {
    get { flags.contains(.leadingFullSwipe) }
    set { flags.set(.leadingFullSwipe, newValue) }
  }
  /// Whether a full swipe from the trailing edge runs the first trailing action (or deletes a
  /// deletable row, whose delete button comes first); `true` by default, as in UIKit.
  public var trailingFullSwipe: Bool {
    get { flags.contains(.trailingFullSwipe) }
    set { flags.set(.trailingFullSwipe, newValue) }
  }
  /// The actions of the row's context menu (a long press on iOS), in order.
  public var contextMenuActions: [RowAction] {
    get { rare.contextMenuActions }
    set { rare.contextMenuActions = newValue }
  }
  /// What selecting the row does, in a few words ("Show details"), for renderers that name the
  /// key that selects it (the terminal's footer: "⏎ show details"); `nil` lets the renderer
  /// say what it can tell ("open" on a row with a disclosure `›`, "select" elsewhere). See
  /// ``Row/selectionTitle(_:)``.
  public var selectionTitle: String? {
    get { rare.selectionTitle }
    set { rare.selectionTitle = newValue }
  }
  /// A short name for the row ("swift-frontend (3142)"), for renderers that title something
  /// about it — the terminal's menu of the row's actions (`.`); `nil` lets the renderer use the
  /// row's text. See ``Row/named(_:)``.
  public var name: String? {
    get { rare.name }
    set { rare.name = newValue }
  }
  /// The ids of the rows this row takes the cursor from when a change removes them (see
  /// ``Row/replaces(_:)``), in the order they were named.
  var replacedIDs: [ListID] {
    get { rare.replacedIDs }
    set { rare.replacedIDs = newValue }
  }
  /// What ``Row/accessibility(label:value:hint:traits:isHidden:)`` set, if anything.
  var accessibilityOverride: AccessibilityOverride? {
    get { rare.accessibilityOverride }
    set { rare.accessibilityOverride = newValue }
  }

  /// The traits that are not switches; setting them replaces the box (traits are values).
  private var rare: Rare {
    get { box?.rare ?? Rare() }
    set { box = Box(newValue) }
  }

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

extension RowTraits {
  /// The switches of ``RowTraits``.
  private struct Flags: OptionSet, Sendable {
    let rawValue: UInt8
    static let isSelectable = Flags(rawValue: 1 << 0)
    static let deselectsAfterSelection = Flags(rawValue: 1 << 1)
    static let isDeletable = Flags(rawValue: 1 << 2)
    static let isMovable = Flags(rawValue: 1 << 3)
    static let leadingFullSwipe = Flags(rawValue: 1 << 4)
    static let trailingFullSwipe = Flags(rawValue: 1 << 5)

    mutating func set(_ flag: Flags, _ on: Bool) {
      if on { insert(flag) } else { remove(flag) }
    }
  }

  /// The traits that are not switches, as set.
  private struct Rare: Sendable {
    /// The delete confirmation's title the app set, if any.
    var deleteTitle: String?
    var deleteConfirmationQuestion: String?
    var leadingSwipeActions: [RowAction] = []
    var trailingSwipeActions: [RowAction] = []
    var contextMenuActions: [RowAction] = []
    var selectionTitle: String?
    var name: String?
    var replacedIDs: [ListID] = []
    var accessibilityOverride: AccessibilityOverride?
  }

  /// ``Rare`` out of line, shared between copies, never changed.
  private final class Box: Sendable {
    let rare: Rare

    init(_ rare: Rare) {
      self.rare = rare
    }
  }
}
