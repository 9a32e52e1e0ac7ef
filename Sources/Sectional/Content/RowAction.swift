/// Something the user can do to a row besides selecting it: a button revealed by swiping the
/// row, or an entry of its context menu.
///
/// Every renderer reaches a row's actions: UIKit shows the swipe actions on a swipe and the
/// context-menu actions on a long press; the terminal opens all of them in one menu with `.`;
/// `ScreenTestHost.performAction(_:onRow:)` runs one by title. The handler receives the
/// row's ``RowContext`` (``RowEvent/didSelect``, ``RowContext/actionID`` set to the title) and
/// the host rebuilds the content afterwards, as after any user action.
///
/// ```swift
/// row.swipeActions(
///   .trailing,
///   [
///     RowAction("Archive", symbol: "archivebox", color: .blue) { context in
///       archive(context.id)
///     }
///   ])
/// ```
///
/// An action that destroys something asks first: its handler presents an ``Alert`` whose
/// destructive button does the work (focus starts on Cancel in the terminal, so Enter pressed by
/// habit destroys nothing).
public struct RowAction: Sendable {
  /// The action's role.
  public enum Role: Sendable, Equatable {
    /// An ordinary action.
    case normal
    /// A destructive action, drawn in red.
    case destructive
  }

  /// Where a row shows an action.
  public enum Placement: Sendable, Hashable, CaseIterable {
    /// Revealed by swiping from the leading edge.
    case leadingSwipe
    /// Revealed by swiping from the trailing edge.
    case trailingSwipe
    /// In the row's context menu.
    case contextMenu
  }

  /// The button's title.
  public var title: String
  /// An SF Symbol name for its icon (`UIImage(systemName:)` on iOS); the terminal shows titles
  /// only.
  public var symbol: String?
  /// Its role.
  public var role: Role
  /// The swipe button's background; `nil` for the renderer's own (red for a destructive
  /// action, grey otherwise, as in UIKit). Context menus ignore it.
  public var color: TextStyle.Color?
  /// Whether the user can choose it; a disabled action is shown dimmed and does nothing.
  public var isEnabled: Bool
  /// What it does.
  public var handler: RowHandler

  /// Creates a row action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - symbol: An SF Symbol name.
  ///   - role: `.normal` by default.
  ///   - color: The swipe button's background; the renderer's by default.
  ///   - isEnabled: `true` by default.
  ///   - handler: What it does, with the row's context.
  public init(
    _ title: String, symbol: String? = nil, role: Role = .normal,
    color: TextStyle.Color? = nil, isEnabled: Bool = true, handler: @escaping RowHandler
  ) {
    self.title = title
    self.symbol = symbol
    self.role = role
    self.color = color
    self.isEnabled = isEnabled
    self.handler = handler
  }
}
