extension ScreenCommand.Shortcut {
  /// What the library does with a key it keeps for itself, or `nil` when a command may have it.
  var reservedUse: String? {
    switch self {
    case .mnemonic("q"): "quits"
    case .mnemonic("?"): "opens the help"
    case .mnemonic("/"): "starts a find"
    case .mnemonic("h"): "goes back (on a row of pills, focuses the previous one)"
    case .mnemonic("l"): "opens the row (on a row of pills, focuses the next one)"
    case .mnemonic("j"), .mnemonic("k"): "moves the cursor"
    case .mnemonic("g"): "goes to the first row"
    case .mnemonic("G"): "goes to the last row"
    case .control(let character):
      switch Character(character.lowercased()) {
      case "c": "quits"
      case "z": "suspends the app"
      case "l": "redraws the screen"
      case "s": "finishes a presented screen (Done)"
      case "f", "b": "scrolls a page"
      case "d", "u": "scrolls half a page"
      default: nil
      }
    default: nil
    }
  }

  /// Whether no terminal can send the key as a key of its own: a mnemonic or Alt key that is
  /// not a printable character, Ctrl with anything but a letter (or with H, I, J, M, which
  /// arrive as Backspace, Tab and Enter), a function key outside F1–F12.
  var isUnreachable: Bool {
    switch self {
    case .previous, .next, .delete: false
    case .mnemonic(let character): !Self.isPrintable(character)
    case .alt(let character): !Self.isPrintable(character)
    case .control(let character):
      !("a"..."z").contains(Character(character.lowercased()))
        || "hijm".contains(Character(character.lowercased()))
    case .function(let number): !(1...12).contains(number)
    }
  }

  /// The key in its one spelling, so `.control("R")` and `.control("r")` are one key.
  var normalized: Self {
    if case .control(let character) = self { return .control(Character(character.lowercased())) }
    return self
  }

  private static func isPrintable(_ character: Character) -> Bool {
    character == " "
      || !character.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0.properties.isWhitespace
      }
  }
}

extension ScreenCommand {
  /// The commands that get their key, and a problem for each one that does not: bound to a
  /// key the library keeps, to a key no terminal sends, or to a key an earlier command has.
  ///
  /// - Parameters:
  ///   - commands: The screen's commands, in order.
  ///   - screen: The screen's name, for the problems.
  ///   - isRefreshable: Whether the screen is a ``RefreshableScreen``, whose Ctrl-R refreshes.
  /// - Returns: The bound commands, in order, and the problems, in order.
  /// - Complexity: O(n) in the number of commands.
  package static func binding(
    _ commands: [ScreenCommand], screen: String, isRefreshable: Bool = false
  ) -> (bound: [ScreenCommand], problems: [ScreenProblem]) {
    var bound: [ScreenCommand] = []
    var problems: [ScreenProblem] = []
    var owners: [Shortcut: String] = [:]
    for command in commands {
      let key = command.shortcut.keyName
      if let use = command.shortcut.reservedUse
        ?? (isRefreshable && command.shortcut.normalized == .control("r")
          ? "refreshes the screen" : nil)
      {
        problems.append(
          .reservedShortcut(screen: screen, command: command.title, key: key, use: use))
      } else if command.shortcut.isUnreachable {
        problems.append(.unreachableShortcut(screen: screen, command: command.title, key: key))
      } else if let first = owners[command.shortcut.normalized] {
        problems.append(
          .duplicateShortcut(screen: screen, command: command.title, key: key, first: first))
      } else {
        owners[command.shortcut.normalized] = command.title
        bound.append(command)
      }
    }
    return (bound, problems)
  }
}
