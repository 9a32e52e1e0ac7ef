import Foundation

/// The last line of defence for ASCII terminals (`--ascii`, a non-UTF-8 locale): any character
/// still outside ASCII in a frame — in the app's data, a screen's own text, a custom component —
/// becomes an ASCII look-alike of the same width, so nothing reaches the terminal that it cannot
/// show. Glyphs the library draws itself have their own ASCII forms (``Glyphs``); this only
/// catches the rest.
enum ASCIIFallback {
  /// Look-alikes for common punctuation, arrows, blocks and symbols.
  static let table: [Character: Character] = [
    "—": "-", "–": "-", "‒": "-", "―": "-", "−": "-", "‐": "-", "…": ".", "·": ".", "•": "*",
    "‘": "'", "’": "'", "‚": ",", "“": "\"", "”": "\"", "„": "\"", "«": "<", "»": ">",
    "‹": "<", "›": ">", "←": "<", "→": ">", "↑": "^", "↓": "v", "↔": "-", "⏎": "<",
    "×": "x", "÷": "/", "©": "c", "®": "r", "™": "t", "§": "S", "°": "o", "±": "+", "€": "E",
    "£": "L", "¥": "Y", "✓": "x", "✔": "x", "✗": "x", "★": "*", "☆": "*", "♥": "<", "♡": "<",
    "▁": "_", "▂": "_", "▃": "-", "▄": "-", "▅": "=", "▆": "=", "▇": "#", "█": "#", "▀": "\"",
    "▌": ">", "┃": "#", "│": "|", "─": "-", "╭": "+", "╮": "+", "╰": "+", "╯": "+", "❨": "(",
    "❩": ")", "▲": "^", "▼": "v", "\u{00A0}": " ",
  ]

  /// The ASCII form of one character of display width `width`: `width` columns of ASCII.
  static func fold(_ character: Character, width: Int) -> String {
    if character.isASCII { return String(character) }
    if width == 1, let mapped = table[character] { return String(mapped) }
    // Latin letters with accents lose them: é → e, Å → A; ß and æ become two letters only
    // where there is room (there is not in one column, so they fall through to "?").
    let stripped = String(character).folding(options: .diacriticInsensitive, locale: nil)
    if stripped.count == 1, let first = stripped.first, first.isASCII, width == 1 {
      return String(first)
    }
    return String(repeating: "?", count: max(1, width))
  }

  /// Replaces every non-ASCII cell of `buffer` by its ASCII form, in place.
  ///
  /// - Complexity: O(cells).
  static func apply(to buffer: inout Buffer) {
    for y in 0..<buffer.height {
      var x = 0
      while x < buffer.width {
        let cell = buffer[x, y]
        let width = max(1, cell.width)
        // Most cells are one ASCII byte: known from the packed symbol, without building it.
        if cell.isASCII || cell.isContinuation {
          x += width
          continue
        }
        let symbol = cell.symbol
        if !symbol.utf8.allSatisfy({ $0 < 0x80 }) {
          let folded = symbol.first.map { fold($0, width: width) } ?? "?"
          for (offset, character) in folded.enumerated() {
            buffer.set(
              Cell(symbol: String(character), width: 1, style: cell.style), x: x + offset, y: y)
          }
        }
        x += width
      }
    }
  }
}
