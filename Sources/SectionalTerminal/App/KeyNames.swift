import Sectional

extension KeyEvent {
  /// A key from its name, as `--keys` takes them: `up down left right enter esc space tab
  /// backtab (or shift-tab) backspace pageup pagedown home end delete`, `f1` to `f12`, `ctrl-c`
  /// and `alt-s` style combinations (`alt-S` is Alt with Shift-S), or a single character.
  ///
  /// - Parameter name: The name.
  /// - Returns: The key, or `nil` for an unknown name.
  public init?(name: String) {
    let lower = name.lowercased()
    let named: [String: TerminalKey] = [
      "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter, "return": .enter,
      "esc": .escape, "escape": .escape, "space": .character(" "), "tab": .tab,
      "backtab": .backTab, "shift-tab": .backTab,
      "backspace": .backspace, "pageup": .pageUp, "pagedown": .pageDown, "home": .home,
      "end": .end, "delete": .delete,
    ]
    if let key = named[lower] {
      self.init(key)
    } else if lower.hasPrefix("ctrl-"), lower.count == 6, let character = lower.last {
      self.init(.character(character), .control)
    } else if lower.hasPrefix("alt-"), name.count == 5, let character = name.last {
      self.init(.character(character), .alt)
    } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
      self.init(.function(number))
    } else if name.count == 1, let character = name.first {
      self.init(.character(character))
    } else {
      return nil
    }
  }
}

extension Glyphs {
  /// How keys are written in the footer and the help overlay: arrows and ⏎ in Unicode, words
  /// in ASCII. One spelling everywhere, so the footer and help agree.
  var upDownKeys: String { isASCII ? "up/down" : "↑↓" }
  var leftRightKeys: String { isASCII ? "left/right" : "←→" }
  /// The four arrows, for grids where ←/→ move as ↑/↓ do.
  var arrowKeys: String { isASCII ? "arrows" : "↑↓←→" }
  var enterKey: String { isASCII ? "enter" : "⏎" }

  /// The label of a screen command's key: `←`, `→` (`left`, `right` in ASCII), else the
  /// shortcut's ``ScreenCommand/Shortcut/keyName`` (`space`, `a`, `Ctrl-R`, `Alt-S`, `F5`,
  /// `Delete`).
  ///
  /// - Parameter shortcut: The command's shortcut.
  func label(_ shortcut: ScreenCommand.Shortcut) -> String {
    switch shortcut {
    case .previous: isASCII ? "left" : "←"
    case .next: isASCII ? "right" : "→"
    default: shortcut.keyName
    }
  }
}
