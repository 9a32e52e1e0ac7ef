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
public struct ScreenCommand: Sendable {
  /// What a command means, so each renderer can offer it its own way: the terminal binds
  /// ``previous`` and ``next`` to ← and →, and a mnemonic to its character.
  public enum Shortcut: Hashable, Sendable {
    /// Go to the previous item of what the screen shows (a day, a page, a photo).
    case previous
    /// Go to the next item of what the screen shows.
    case next
    /// A letter or digit that names the command, such as "a" for "Add".
    case mnemonic(Character)
  }

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
  /// The action.
  public var action: @MainActor @Sendable (Context) -> Void

  /// Creates a command.
  ///
  /// - Parameters:
  ///   - title: What it does.
  ///   - shortcut: How renderers offer it.
  ///   - action: The action, with the selection, the controller and the presenter.
  public init(
    _ title: String, shortcut: Shortcut,
    action: @escaping @MainActor @Sendable (Context) -> Void
  ) {
    self.title = title
    self.shortcut = shortcut
    self.action = action
  }
}

extension Screen {
  /// No commands.
  public var commands: [ScreenCommand] { [] }
}
