/// A screen-wide action, such as "previous day": renderers offer it the way their platform
/// does (the terminal binds it to a key and lists it in its hints and help) and run it through
/// the ``ScreenHost``, which rebuilds the content afterwards.
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
/// A shortcut can be a chord, a function key or Delete, and a command can say how long its
/// footer hint stays as the terminal narrows:
///
/// ```swift
/// let commands = [
///   ScreenCommand("Refresh", shortcut: .control("r"), priority: .high) { _ in reload() },
///   ScreenCommand("Save as", shortcut: .alt("s")) { _ in saveAs() },
///   ScreenCommand("Rename", shortcut: .function(2)) { _ in rename() },
///   ScreenCommand("Remove", shortcut: .delete) { _ in remove() },
/// ]
/// ```
///
/// Keys the library keeps for itself cannot be bound: a command bound to one (see
/// ``Shortcut`` for the list) has no key, the built-in key keeps its meaning, and the host
/// reports ``ScreenProblem/reservedShortcut(screen:command:key:use:)`` when it starts and
/// whenever the screen's commands change. So does a key no terminal can send
/// (``ScreenProblem/unreachableShortcut(screen:command:key:)``) and a second command on a key
/// (``ScreenProblem/duplicateShortcut(screen:command:key:first:)``: the first keeps it).
public struct ScreenCommand: Sendable {
  /// What a command's action receives.
  @MainActor
  public struct Context {
    /// The id of the selected row, if any.
    public let selection: ListID?
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

  /// What the command does, for hints, help and menus.
  public var title: String
  /// How the command is offered.
  public var shortcut: Shortcut
  /// How long the command's hint stays in the footer as the terminal narrows.
  public var priority: Priority
  /// The action.
  public var action: @MainActor @Sendable (Context) -> Void

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: What it does.
  ///   - shortcut: How renderers offer it.
  ///   - priority: How long its footer hint stays as the terminal narrows; ``Priority/normal``
  ///     keeps it after the move and select hints and before help and quit.
  ///   - action: The action, with the selection, the controller and the presenter.
  public init(
    _ title: String, shortcut: Shortcut, priority: Priority = .normal,
    action: @escaping @MainActor @Sendable (Context) -> Void
  ) {
    self.title = title
    self.shortcut = shortcut
    self.priority = priority
    self.action = action
  }
}

extension Screen {
  /// No commands.
  public var commands: [ScreenCommand] { [] }
}
