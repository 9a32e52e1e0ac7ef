import Sectional

extension KeyEvent {
  /// A key from its name, as `--keys` takes them: `up down left right enter esc space tab
  /// backtab (or shift-tab) backspace pageup pagedown home end delete`, `f1` to `f12`, `ctrl-c`
  /// and `alt-s` style combinations (`alt-S` is Alt with Shift-S), Alt with any of those
  /// names (`alt-enter`, the text areas' new line; `alt-left`), or a single character.
  ///
  /// `ctrl-X` is the key a terminal delivers for Ctrl with X (see ``control(_:)``): X is a
  /// letter or one of `@ [ \ ] ^ _`, and `ctrl-i` is Tab, as in a terminal.
  ///
  /// - Parameter name: The name.
  /// - Returns: The key, or `nil` for an unknown name or a chord no terminal can send.
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
      guard let key = Self.control(character) else { return nil }
      self = key
    } else if lower.hasPrefix("alt-"), name.count == 5, let character = name.last {
      self.init(.character(character), .alt)
    } else if lower.hasPrefix("alt-"), let key = named[String(lower.dropFirst(4))] {
      // Alt with a named key: alt-enter (a new line in a text area), alt-left, alt-backspace.
      self.init(key, .alt)
    } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) {
      self.init(.function(number))
    } else if name.count == 1, let character = name.first {
      self.init(.character(character))
    } else {
      return nil
    }
  }
}

extension KeyEvent {
  /// The characters Ctrl combines with besides the letters a–z: the control bytes 0x00 and
  /// 0x1B–0x1F a terminal sends for them.
  public static let controlPunctuation = "@[\\]^_"

  /// The key a terminal delivers for Ctrl with `character`: the control byte it sends, read
  /// as ``TTYTerminal`` reads it — so Ctrl-I arrives as Tab, Ctrl-M as Enter, Ctrl-H as
  /// Backspace and Ctrl-[ as Esc, as they do in a terminal.
  ///
  /// - Parameter character: A letter (either case) or one of ``controlPunctuation``.
  /// - Returns: The key, or `nil` for a character Ctrl does not combine with (`ä`, `1`, `.`).
  public static func control(_ character: Character) -> KeyEvent? {
    guard let ascii = character.lowercased().first?.asciiValue else { return nil }
    let byte: UInt8
    switch ascii {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): byte = ascii - 0x60
    case _ where controlPunctuation.utf8.contains(ascii): byte = ascii & 0x1F
    default: return nil
    }
    var decoder = KeyDecoder()
    let events = decoder.feed([byte]) + decoder.finish()
    guard events.count == 1, case .key(let key) = events[0] else { return nil }
    return key
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
  /// key as help writes it (`space`, `a`, `Ctrl-R`, `Alt-S`, `F5`, `Delete`).
  ///
  /// - Parameter shortcut: The command's shortcut.
  func label(_ shortcut: ScreenCommand.Shortcut) -> String {
    switch shortcut {
    case .previous: isASCII ? "left" : "←"
    case .next: isASCII ? "right" : "→"
    default: shortcut.terminalName
    }
  }
}
