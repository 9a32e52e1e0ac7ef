import Sectional

/// A screen's commands as the terminal offers them: those that keep their key, and why the
/// others have none.
struct CommandKeys {
  /// The commands with a key the terminal binds, in the screen's order, with that key.
  var bound: [(command: ScreenCommand, key: ScreenCommand.Shortcut)] = []
  /// Why each refused command has no key, in order.
  var problems: [CommandKeyProblem] = []

  /// Binds `commands`: a command keeps its key unless the terminal keeps that key for itself,
  /// no terminal sends it, or an earlier command has it.
  ///
  /// - Parameters:
  ///   - commands: The screen's commands, in order.
  ///   - screen: The screen's name, for the problems.
  ///   - isRefreshable: Whether the screen is a `RefreshableScreen`, whose Ctrl-R refreshes.
  /// - Complexity: O(n) in the number of commands.
  init(_ commands: [ScreenCommand], screen: String, isRefreshable: Bool = false) {
    var owners: [ScreenCommand.Shortcut: String] = [:]
    for command in commands {
      guard let shortcut = command.shortcut else { continue }
      let key = shortcut.terminalName
      if let use = shortcut.reservedUse
        ?? (isRefreshable && shortcut.normalized == .control("r") ? "refreshes the screen" : nil)
      {
        problems.append(.reserved(screen: screen, command: command.title, key: key, use: use))
      } else if shortcut.isUnreachable {
        problems.append(.unreachable(screen: screen, command: command.title, key: key))
      } else if let first = owners[shortcut.normalized] {
        problems.append(
          .duplicate(screen: screen, command: command.title, key: key, first: first))
      } else {
        owners[shortcut.normalized] = command.title
        bound.append((command, shortcut))
      }
    }
  }

  /// The commands of the screen `host` shows.
  @MainActor
  init(of host: ScreenHost) {
    self.init(
      host.commands, screen: ScreenHost.name(of: host.screen),
      isRefreshable: host.screen is RefreshableScreen)
  }
}

extension ScreenCommand.Shortcut {
  /// The key as help and problem reports write it: `←`, `→`, `a`, `space`, `Ctrl-R`, `Alt-S`,
  /// `F5`, `Delete`.
  var terminalName: String {
    switch self {
    case .previous: "←"
    case .next: "→"
    case .mnemonic(" "): "space"
    case .mnemonic(let character): String(character)
    case .control(let character): "Ctrl-\(character.uppercased())"
    case .alt(" "): "Alt-space"
    case .alt(let character): "Alt-\(character)"
    case .function(let number): "F\(number)"
    case .delete: "Delete"
    }
  }

  /// What the terminal does with a key it keeps for itself, or `nil` when a command may have
  /// it.
  var reservedUse: String? {
    switch self {
    case .mnemonic("q"): "quits"
    case .mnemonic("?"): "opens the help"
    case .mnemonic("/"): "starts a find"
    case .mnemonic(":"): "opens the command palette"
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
      case "p": "opens the command palette"
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
