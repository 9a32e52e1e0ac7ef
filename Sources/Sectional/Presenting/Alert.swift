/// An alert or action sheet to present: a title, a message, text fields and buttons.
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
///
/// An alert may ask for text, as `UIAlertController.addTextField` does: each of its
/// ``textFields`` shows a line the user types into, and an ``AlertAction`` whose handler takes
/// texts receives them in order:
///
/// ```swift
/// context.presenter.present(
///   Alert(
///     title: "Rename", message: "A new name for “\(list.name)”.",
///     textFields: [AlertTextField(placeholder: "Name", text: list.name)],
///     actions: [
///       AlertAction("Cancel", role: .cancel),
///       AlertAction("Rename") { texts in list.name = texts[0] },
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
  /// The text fields, in order, shown above the buttons; their texts go to the handler of the
  /// action chosen when it takes them. Only an `.alert` has text fields, as in UIKit.
  public var textFields: [AlertTextField]
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
  ///   - textFields: Lines the user types into before choosing an action; none by default.
  ///     Only an `.alert` has them: an action sheet ignores them.
  ///   - actions: The buttons; an alert without buttons gets one that dismisses it, titled
  ///     ``SectionalStrings/ok``.
  ///   - preferredAction: The index of the action the user most likely wants; see
  ///     ``preferredAction``.
  public init(
    title: String, message: String? = nil, style: Style = .alert,
    textFields: [AlertTextField] = [], actions: [AlertAction] = [], preferredAction: Int? = nil
  ) {
    self.title = title
    self.message = message
    self.style = style
    self.textFields = style == .alert ? textFields : []
    self.actions =
      actions.isEmpty ? [AlertAction(SectionalStrings.current.ok, role: .cancel)] : actions
    self.preferredAction = preferredAction
  }

  /// The ``preferredAction`` when it names an action that is not destructive, else `nil`.
  package var effectivePreferredAction: Int? {
    guard let preferredAction, actions.indices.contains(preferredAction),
      actions[preferredAction].role != .destructive, actions[preferredAction].isEnabled
    else { return nil }
    return preferredAction
  }

  /// The action Return in a text field chooses, as UIKit's: the ``effectivePreferredAction``,
  /// else the first ordinary action; `nil` when there is neither (Return then does nothing).
  package var returnAction: Int? {
    effectivePreferredAction ?? actions.firstIndex { $0.role == .normal && $0.isEnabled }
  }

  /// The texts an action's handler receives for the texts a user entered: one per text field,
  /// each cleaned as the field admits it; a field without an entered text keeps its initial
  /// text.
  ///
  /// - Parameter entered: What the user typed into each field, in order; `nil` for none.
  /// - Returns: Exactly one text per field.
  package func texts(entered: [String]?) -> [String] {
    textFields.enumerated().map { index, field in
      guard let entered, entered.indices.contains(index) else { return field.text }
      return field.admit(entered[index]).text
    }
  }

  /// The action a keyboard's focus starts on: the ``effectivePreferredAction``, else the first
  /// ordinary action, else the cancel action; `nil` when every action is destructive. Focus
  /// never starts on a destructive action, so Enter pressed by habit destroys nothing: a
  /// delete confirmation starts on Cancel.
  package var initialFocus: Int? {
    effectivePreferredAction
      ?? actions.firstIndex { $0.role == .normal && $0.isEnabled }
      ?? actions.firstIndex { $0.role == .cancel && $0.isEnabled }
  }
}

/// A button of an ``Alert``. Two actions are equal when their titles, roles and
/// ``isEnabled`` are; handlers are not compared.
public struct AlertAction: Sendable, Equatable {
  /// The role of a button.
  public enum Role: Sendable, Equatable {
    /// An ordinary choice.
    case normal
    /// Dismisses without doing anything; a renderer's dismiss gesture or key chooses it.
    case cancel
    /// Destroys data; drawn in red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// Its role.
  public var role: Role
  /// Whether the user can choose it, as `UIAlertAction.isEnabled`: a disabled button is drawn
  /// dimmed, focus skips it and choosing it does nothing. `true` unless set.
  public var isEnabled = true
  /// What it does once the alert is dismissed; `nil` for an action whose handler takes the
  /// texts of the alert's fields.
  public var handler: (@MainActor @Sendable () -> Void)?
  /// The handler that takes the texts of the alert's fields, if the action has one.
  private var textsHandler: (@MainActor @Sendable ([String]) -> Void)?

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

  /// Creates a button whose handler receives the texts of the alert's ``Alert/textFields``, in
  /// order, one per field, as the user left them.
  ///
  /// ```swift
  /// let action = AlertAction("Rename") { texts in list.name = texts[0] }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - role: `.normal` by default.
  ///   - handler: What it does with the fields' texts.
  public init(
    _ title: String, role: Role = .normal,
    handler: @escaping @MainActor @Sendable ([String]) -> Void
  ) {
    self.title = title
    self.role = role
    self.textsHandler = handler
  }

  /// Runs the action's handler: with the fields' texts when it takes them, else without.
  ///
  /// - Parameter texts: The texts of the alert's fields, one per field
  ///   (``Alert/texts(entered:)``).
  @MainActor
  package func perform(texts: [String]) {
    if let textsHandler {
      textsHandler(texts)
    } else {
      handler?()
    }
  }

  /// The same action, running `next` after its own handler (whichever it has).
  ///
  /// - Parameter next: What runs after the handler.
  /// - Returns: The action with both.
  package func followed(by next: @escaping @MainActor @Sendable () -> Void) -> AlertAction {
    var action = self
    if let textsHandler {
      action.textsHandler = { texts in
        textsHandler(texts)
        next()
      }
    } else {
      let handler = self.handler
      action.handler = {
        handler?()
        next()
      }
    }
    return action
  }

  /// Compares titles, roles and whether they are enabled.
  public static func == (lhs: AlertAction, rhs: AlertAction) -> Bool {
    lhs.title == rhs.title && lhs.role == rhs.role && lhs.isEnabled == rhs.isEnabled
  }
}
