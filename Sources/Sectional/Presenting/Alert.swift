/// An alert or action sheet to present: a title, a message and buttons.
///
/// ```swift
/// context.presenter.present(
///   Alert(
///     title: "Log out?", message: nil, style: .actionSheet,
///     actions: [
///       AlertAction("Log Out", role: .destructive) { session.logOut() },
///       AlertAction("Cancel", role: .cancel),
///     ]))
/// ```
public struct Alert: Sendable, Equatable {
  /// How the alert is presented.
  public enum Style: Sendable, Equatable {
    /// A centred dialog.
    case alert
    /// A list of choices from the bottom edge (a popover on large screens).
    case actionSheet
  }

  /// The title.
  public var title: String
  /// The message under the title.
  public var message: String?
  /// Dialog or action sheet.
  public var style: Style
  /// The buttons, in order.
  public var actions: [AlertAction]
  /// The index of the action the user most likely wants, as UIKit's
  /// `UIAlertController.preferredAction`: the terminal's focus starts on it, UIKit emphasises
  /// it. Ignored when it names a destructive action or no action: focus never starts on a
  /// destructive action.
  public var preferredAction: Int?

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message under the title.
  ///   - style: `.alert` by default.
  ///   - actions: The buttons; an alert without buttons gets one that dismisses it, titled
  ///     ``SectionalStrings/ok``.
  ///   - preferredAction: The index of the action the user most likely wants; see
  ///     ``preferredAction``.
  public init(
    title: String, message: String? = nil, style: Style = .alert, actions: [AlertAction] = [],
    preferredAction: Int? = nil
  ) {
    self.title = title
    self.message = message
    self.style = style
    self.actions =
      actions.isEmpty ? [AlertAction(SectionalStrings.current.ok, role: .cancel)] : actions
    self.preferredAction = preferredAction
  }

  /// The ``preferredAction`` when it names an action that is not destructive, else `nil`.
  package var effectivePreferredAction: Int? {
    guard let preferredAction, actions.indices.contains(preferredAction),
      actions[preferredAction].role != .destructive
    else { return nil }
    return preferredAction
  }

  /// The action a keyboard's focus starts on: the ``effectivePreferredAction``, else the first
  /// ordinary action, else the cancel action; `nil` when every action is destructive. Focus
  /// never starts on a destructive action, so Enter pressed by habit destroys nothing: a
  /// delete confirmation starts on Cancel.
  package var initialFocus: Int? {
    effectivePreferredAction
      ?? actions.firstIndex { $0.role == .normal }
      ?? actions.firstIndex { $0.role == .cancel }
  }
}

/// A button of an ``Alert``. Two actions are equal when their titles and roles are; handlers are
/// not compared.
public struct AlertAction: Sendable, Equatable {
  /// The role of a button.
  public enum Role: Sendable, Equatable {
    /// An ordinary choice.
    case normal
    /// Dismisses without doing anything; Esc chooses it in a terminal.
    case cancel
    /// Destroys data; drawn in red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// Its role.
  public var role: Role
  /// What it does once the alert is dismissed.
  public var handler: (@MainActor @Sendable () -> Void)?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - role: `.normal` by default.
  ///   - handler: What it does.
  public init(
    _ title: String, role: Role = .normal, handler: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.title = title
    self.role = role
    self.handler = handler
  }

  /// Compares titles and roles.
  public static func == (lhs: AlertAction, rhs: AlertAction) -> Bool {
    lhs.title == rhs.title && lhs.role == rhs.role
  }
}
