/// Makes text safe to draw: nothing in it can move the cursor or change the terminal's state.
///
/// - A tab becomes spaces up to the next tab stop (every `tabWidth` columns from the start).
/// - A C0 control or DEL becomes its Unicode control picture (U+2400 to U+2421), so `"\u{1B}"`
///   shows as `␛` and `"\n"` as `␊`: one column each, never executed.
/// - A C1 control (U+0080 to U+009F) becomes U+FFFD `�`.
///
/// ```swift
/// VisibleText.make("a\tb")  // "a   b"
/// VisibleText.make("\u{1B}[2J")  // "␛[2J"
/// ```
public enum VisibleText {
  /// `text` with tabs expanded and control characters replaced by visible pictures.
  ///
  /// - Parameters:
  ///   - text: Any text, including controls and invalid sequences already decoded as U+FFFD.
  ///   - tabWidth: The distance between tab stops, in columns (at least 1).
  /// - Returns: Text whose display width equals the columns a terminal uses to show it.
  /// - Complexity: O(n); returns `text` itself when it holds no control character.
  ///
  /// While a terminal app draws in ASCII, the result is folded to ASCII too (`…` becomes
  /// `...`), so that it is measured and laid out as it will be drawn.
  public static func make(_ text: String, tabWidth: Int = 4) -> String {
    let visible = withoutControls(text, tabWidth: tabWidth)
    guard ASCIIText.isOn, !visible.utf8.allSatisfy({ $0 < 0x80 }) else { return visible }
    return ASCIIText.fold(visible)
  }

  /// ``make(_:tabWidth:)`` but for the folding to ASCII.
  static func withoutControls(_ text: String, tabWidth: Int) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    let stop = max(1, tabWidth)
    var result = ""
    var column = 0
    for character in text {
      guard character.unicodeScalars.contains(where: isControl) else {
        result.append(character)
        column += DisplayWidth.of(character)
        continue
      }
      for scalar in character.unicodeScalars {
        if scalar == "\t" {
          let spaces = stop - column % stop
          result += String(repeating: " ", count: spaces)
          column += spaces
        } else if isControl(scalar) {
          result.unicodeScalars.append(picture(for: scalar))
          column += 1
        } else {
          result.unicodeScalars.append(scalar)
          column += DisplayWidth.of(scalar)
        }
      }
    }
    return result
  }

  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// The visible stand-in for a control scalar.
  static func picture(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
  }
}
