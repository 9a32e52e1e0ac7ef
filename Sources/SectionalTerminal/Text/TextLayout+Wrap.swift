extension TextLayout {
  /// `text` broken into lines of at most `width` columns.
  ///
  /// Lines break at spaces; a word wider than a whole line (a URL, say) is broken after its
  /// last `/`, `-`, `?`, `&` or `%20` that keeps at least half the line, else between grapheme
  /// clusters (a wide character never straddles the edge). Newlines in `text` start new lines; spaces at a
  /// break are dropped, leading spaces of a paragraph are kept when they fit.
  ///
  /// ```swift
  /// TextLayout.wrap("one two three", width: 7)  // ["one two", "three"]
  /// TextLayout.wrap("abcdefghij", width: 4)  // ["abcd", "efgh", "ij"]
  /// ```
  ///
  /// - Parameters:
  ///   - text: Any text; tabs and controls other than newlines are made visible first.
  ///   - width: The line width in columns; `0` or less gives no lines.
  /// - Returns: The lines, none wider than `width`; an empty paragraph gives an empty line.
  /// - Complexity: O(n) in the length of `text`.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    let paragraphs = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for paragraph in paragraphs {
      wrapParagraph(VisibleText.make(String(paragraph)), width: width, into: &lines)
    }
    return lines
  }

  private static func wrapParagraph(_ text: String, width: Int, into lines: inout [String]) {
    let firstIndex = lines.count
    var line = ""
    var lineWidth = 0
    var started = false  // whether `line` holds a word (not just indentation)
    var spaces = 0  // spaces seen since the last word
    var firstLine = true  // leading spaces (indentation) count only on a paragraph's first line
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == " " {
        spaces += 1
        index = text.index(after: index)
        continue
      }
      let wordEnd = text[index...].firstIndex(of: " ") ?? text.endIndex
      let word = text[index..<wordEnd]
      let wordWidth = DisplayWidth.of(word)
      index = wordEnd
      let gap = started || firstLine ? spaces : 0
      spaces = 0
      if lineWidth + gap + wordWidth <= width {
        line += String(repeating: " ", count: gap) + word
        lineWidth += gap + wordWidth
        started = true
        continue
      }
      firstLine = false
      if started {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      var rest = word
      while DisplayWidth.of(rest) > width {
        var piece = prefix(rest, width: width)
        piece = piece[..<breakPoint(in: piece, width: width)]
        if piece.isEmpty {
          // A cluster wider than the whole line: show an ellipsis in its place.
          piece = rest.prefix(1)
          lines.append(truncate(String(piece), width: width))
        } else {
          lines.append(String(piece))
        }
        rest = rest[piece.endIndex...]
      }
      line = String(rest)
      lineWidth = DisplayWidth.of(rest)
      started = !rest.isEmpty
    }
    if started || lines.count == firstIndex { lines.append(line) }
  }

  /// Where to end the line that `piece` (the most of a long word that fits in `width` columns)
  /// starts: just after its last `/`, `-`, `?`, `&` or `%20` (never inside `//`) when that keeps
  /// at least half the line, so a URL breaks between its parts; else at the end of `piece`.
  ///
  /// - Complexity: O(n) in the length of `piece`.
  private static func breakPoint(in piece: Substring, width: Int) -> Substring.Index {
    let characters = piece.map { (character: $0, width: DisplayWidth.of(String($0))) }
    return piece.index(piece.startIndex, offsetBy: breakLength(characters, width: width))
  }

  /// How many of `piece`'s characters (the most of a long word that fits in `width` columns)
  /// to keep on the line: up to just after the last `/`, `-`, `?`, `&` or `%20` (never inside
  /// `//`) when that keeps at least half the line; else all of them. Both ``wrap(_:width:)``
  /// and styled text break long words so.
  ///
  /// - Complexity: O(n) in the length of `piece`.
  static func breakLength(_ piece: [(character: Character, width: Int)], width: Int) -> Int {
    var best = piece.count
    var columns = 0
    for (index, element) in piece.enumerated() {
      let character = element.character
      columns += element.width
      let isMark =
        ["/", "-", "?", "&"].contains(character)
        || (character == "0" && index >= 2 && piece[index - 2].character == "%"
          && piece[index - 1].character == "2")
      let splitsSlashes =
        character == "/" && index + 1 < piece.count && piece[index + 1].character == "/"
      if isMark, !splitsSlashes, columns * 2 >= width { best = index + 1 }
    }
    return best
  }
}
