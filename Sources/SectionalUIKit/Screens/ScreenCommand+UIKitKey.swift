#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A key as a `UIKeyCommand` names it: its input string and modifier flags.
  struct UIKitKey: Equatable {
    /// A character (a letter in lower case: Shift is a modifier) or one of `UIKeyCommand`'s
    /// input strings.
    var input: String
    /// The modifier keys held with it.
    var modifierFlags: UIKeyModifierFlags
    /// Whether a text input being edited uses the key: it types (a character, with or without
    /// Shift or Option) or edits (an arrow, Return, Tab, Escape, Backspace, Delete). Keys with
    /// Control and function keys do neither.
    var editsText: Bool

    /// Whether `keyCommand` is this key.
    @MainActor
    func names(_ keyCommand: UIKeyCommand) -> Bool {
      keyCommand.input == input && keyCommand.modifierFlags == modifierFlags
    }
  }

  extension ScreenCommand.Shortcut {
    /// The key UIKit offers for the shortcut, or `nil` when UIKit has no name for it: ← and →
    /// for ``previous`` and ``next``; a mnemonic's character (a capital letter is Shift and the
    /// letter); Control and the character, whatever its case; Option and the character (Shift
    /// too for a capital); F1 to F12; forward delete. Besides printable characters, Return,
    /// Tab, Escape and Backspace have names; other control characters, other white space and
    /// function keys past F12 do not. On the main actor: the iOS 16 SDK isolates
    /// `UIKeyCommand`'s input strings to it.
    @MainActor
    var uiKitKey: UIKitKey? {
      switch self {
      case .previous:
        UIKitKey(input: UIKeyCommand.inputLeftArrow, modifierFlags: [], editsText: true)
      case .next: UIKitKey(input: UIKeyCommand.inputRightArrow, modifierFlags: [], editsText: true)
      case .mnemonic(let character): Self.key(character, modifierFlags: [], editsText: true)
      case .control(let character):
        Self.lowercase(character).flatMap(Self.input(for:)).map {
          UIKitKey(input: $0, modifierFlags: .control, editsText: false)
        }
      case .alt(let character): Self.key(character, modifierFlags: .alternate, editsText: true)
      case .function(let number):
        (1...Self.functionKeys.count).contains(number)
          ? UIKitKey(input: Self.functionKeys[number - 1], modifierFlags: [], editsText: false)
          : nil
      case .delete: UIKitKey(input: UIKeyCommand.inputDelete, modifierFlags: [], editsText: true)
      }
    }

    /// F1 to F12, in order: the function keys UIKit names.
    @MainActor
    private static let functionKeys = [
      UIKeyCommand.f1, UIKeyCommand.f2, UIKeyCommand.f3, UIKeyCommand.f4, UIKeyCommand.f5,
      UIKeyCommand.f6, UIKeyCommand.f7, UIKeyCommand.f8, UIKeyCommand.f9, UIKeyCommand.f10,
      UIKeyCommand.f11, UIKeyCommand.f12,
    ]

    /// The key for `character` with `modifierFlags`, and Shift when it is a capital letter:
    /// UIKit names a letter's key in lower case.
    @MainActor
    private static func key(
      _ character: Character, modifierFlags: UIKeyModifierFlags, editsText: Bool
    ) -> UIKitKey? {
      guard let lower = lowercase(character), let input = input(for: lower) else { return nil }
      let isCapital = lower != character
      return UIKitKey(
        input: input, modifierFlags: isCapital ? modifierFlags.union(.shift) : modifierFlags,
        editsText: editsText)
    }

    /// `character` in lower case, or `nil` when that is not one character.
    private static func lowercase(_ character: Character) -> Character? {
      let lower = character.lowercased()
      return lower.count == 1 ? lower.first : nil
    }

    /// UIKit's input string for the key that types `character`, or `nil` when it has none.
    @MainActor
    private static func input(for character: Character) -> String? {
      switch character {
      case "\r", "\n", "\r\n": return "\r"
      case "\t": return "\t"
      case "\u{1B}": return UIKeyCommand.inputEscape
      case "\u{8}": return "\u{8}"
      case " ": return " "
      default:
        let isPrintable = !character.unicodeScalars.contains {
          $0.properties.generalCategory == .control || $0.properties.isWhitespace
        }
        return isPrintable ? String(character) : nil
      }
    }
  }
#endif
