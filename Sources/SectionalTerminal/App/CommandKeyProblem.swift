import Sectional

/// Why the terminal offers a screen command without its key, naming the screen, the command and
/// the key as help writes it. ``TerminalApp`` presents each one as an alert when the screen is
/// shown and whenever its commands change; the command stays in help without a key.
///
/// ```swift
/// let problem = CommandKeyProblem.reserved(
///   screen: "Tools", command: "Quit now", key: "q", use: "quits")
/// #expect(problem.description.hasPrefix("Tools: the command “Quit now” is bound to q"))
/// ```
public enum CommandKeyProblem: Equatable, Sendable, CustomStringConvertible {
  /// The key is one the terminal keeps for itself (the keys <doc:RunningATerminalApp> lists);
  /// `use` says what it does, and it keeps that meaning.
  case reserved(screen: String, command: String, key: String, use: String)
  /// No terminal sends the key as a key of its own (Ctrl-M arrives as Enter; there is no F13).
  case unreachable(screen: String, command: String, key: String)
  /// An earlier command, `first`, has the key and keeps it.
  case duplicate(screen: String, command: String, key: String, first: String)

  /// The name of the screen's type.
  public var screen: String {
    switch self {
    case .reserved(let screen, _, _, _), .unreachable(let screen, _, _),
      .duplicate(let screen, _, _, _):
      screen
    }
  }

  /// The screen, the command, the key and what to do, in one line.
  public var description: String {
    switch self {
    case .reserved(let screen, let command, let key, let use):
      "\(screen): the command “\(command)” is bound to \(key), which \(use); \(key) keeps "
        + "that meaning and the command has no key. Choose another key."
    case .unreachable(let screen, let command, let key):
      "\(screen): the command “\(command)” is bound to \(key), which no terminal sends as a "
        + "key of its own; the command has no key. Choose another key."
    case .duplicate(let screen, let command, let key, let first):
      "\(screen): the command “\(command)” is bound to \(key), which the command “\(first)” "
        + "already has; “\(first)” keeps it and “\(command)” has no key."
    }
  }
}
