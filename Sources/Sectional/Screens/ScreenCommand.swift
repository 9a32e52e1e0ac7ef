/// A screen-wide action, such as "previous day" or "add task": each renderer offers it the
/// way its platform does and runs it through the ``ScreenHost``, which rebuilds the content
/// afterwards. The terminal binds it to its key and lists it in its hints and help; UIKit shows
/// it as a navigation-bar button or in the bar's menu of more actions, and offers its key to a
/// hardware keyboard; `ScreenTestHost` performs it by title.
///
/// ```swift
/// var commands: [ScreenCommand] {
///   [
///     ScreenCommand("Previous day", shortcut: .previous) { [unowned self] _ in move(by: -1) },
///     ScreenCommand("Add task", shortcut: .mnemonic("a")) { [unowned self] context in
///       add(after: context.selection)
///     },
///   ]
/// }
/// ```
///
/// A command needs no key: a screen written for iOS leaves it out, and a renderer without a
/// keyboard ignores the keys it is given. A command can be disabled, destructive, and placed
/// among the actions a platform shows first or in a menu of the others; it can say how long it
/// stays where room runs short:
///
/// ```swift
/// let commands = [
///   ScreenCommand("Refresh", shortcut: .control("r"), priority: .high) { _ in reload() },
///   ScreenCommand("Save as", shortcut: .alt("s"), placement: .secondary) { _ in saveAs() },
///   ScreenCommand("Rename", shortcut: .function(2)) { _ in rename() },
///   ScreenCommand("Remove", shortcut: .delete, role: .destructive) { _ in remove() },
///   ScreenCommand("Export", isEnabled: false) { _ in export() },
/// ]
/// ```
///
/// A renderer may refuse a key it keeps for itself or cannot receive; it then offers the
/// command without it. The terminal says so in its own terms; UIKit leaves out a key it has no
/// name for and reports nothing. Each renderer's rules are in its documentation.
public struct ScreenCommand: Sendable {
  /// What a command's action receives.
  @MainActor
  public struct Context {
    /// The id of the selected row, if any.
    public let selection: ListID?
    /// The rows a person selected for an action on several, on a `MultipleSelectionScreen`
    /// that is selecting; empty otherwise.
    public let selectedRows: Set<ListID>
    /// The screen's controller.
    public let controller: ListController

    /// The host's presenter, for navigation and alerts.
    public var presenter: any Presenter { controller.presenter }

    /// The selected row's id as the type it was created from.
    ///
    /// - Parameter type: The id's type.
    public func selection<Value: Hashable & Sendable>(as type: Value.Type) -> Value? {
      selection?.as(type)
    }
  }

  /// What the command does, for buttons, menus, hints and help.
  public var title: String
  /// The key that runs it where there is a keyboard, or `nil` for none.
  public var shortcut: Shortcut?
  /// Whether it can run now; a disabled command is shown dimmed (or not at all where there is
  /// no room) and does nothing.
  public var isEnabled: Bool
  /// Whether it destroys something: renderers mark it (red in a menu).
  public var role: Role
  /// Where a renderer offers it first: among the actions it shows directly or in a menu of
  /// the others.
  public var placement: Placement
  /// How long the command stays shown as room runs short (the terminal's footer).
  public var priority: Priority
  /// The action.
  public var action: @MainActor @Sendable (Context) -> Void

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: What it does.
  ///   - shortcut: The key that runs it where there is a keyboard; none by default.
  ///   - isEnabled: Whether it can run now; `true` by default.
  ///   - role: ``Role/normal`` by default.
  ///   - placement: ``Placement/automatic`` by default.
  ///   - priority: How long it stays shown as room runs short; ``Priority/normal`` by default.
  ///   - action: The action, with the selection, the controller and the presenter.
  public init(
    _ title: String, shortcut: Shortcut? = nil, isEnabled: Bool = true, role: Role = .normal,
    placement: Placement = .automatic, priority: Priority = .normal,
    action: @escaping @MainActor @Sendable (Context) -> Void
  ) {
    self.title = title
    self.shortcut = shortcut
    self.isEnabled = isEnabled
    self.role = role
    self.placement = placement
    self.priority = priority
    self.action = action
  }
}

extension Screen {
  /// No commands.
  public var commands: [ScreenCommand] { [] }
}
