extension LineEditor {
  /// One wrapped line of a text area: the characters it holds and whether it ends its paragraph
  /// (then the caret may sit after its last character; on a line that wraps, that spot is the
  /// start of the next line).
  struct WrappedLine: Hashable {
    var range: Range<Int>
    var endsParagraph: Bool
  }

  /// The text area's lines at `width` columns, with each character's cell width.
  ///
  /// Paragraphs end at newlines. A line breaks after its last space that fits, else between
  /// characters (a wide character never straddles the edge). The end of a paragraph needs a
  /// column for the caret: a paragraph filling the width exactly gets an empty line after it,
  /// so the layout never depends on where the caret is.
  ///
  /// - Complexity: O(n).
  func wrappedLines(width: Int, display: LineDisplay) -> (lines: [WrappedLine], widths: [Int]) {
    let width = max(1, width)
    let widths = characters.map {
      Self.isNewline($0) ? 0 : Self.cell($0, display: display, fieldWidth: width).width
    }
    var lines: [WrappedLine] = []
    var start = 0
    while true {
      var end = start
      while end < characters.count && !Self.isNewline(characters[end]) { end += 1 }
      wrapParagraph(start..<end, widths: widths, width: width, into: &lines)
      if end >= characters.count { break }
      start = end + 1
    }
    return (lines, widths)
  }

  private func wrapParagraph(
    _ paragraph: Range<Int>, widths: [Int], width: Int, into lines: inout [WrappedLine]
  ) {
    var lineStart = paragraph.lowerBound
    while true {
      var used = 0
      var index = lineStart
      while index < paragraph.upperBound && used + widths[index] <= width {
        used += widths[index]
        index += 1
      }
      if index == paragraph.upperBound {
        if used + 1 <= width {
          lines.append(WrappedLine(range: lineStart..<index, endsParagraph: true))
        } else {
          // Full to the edge: the caret's spot after it opens a line of its own.
          lines.append(WrappedLine(range: lineStart..<index, endsParagraph: false))
          lines.append(WrappedLine(range: index..<index, endsParagraph: true))
        }
        return
      }
      var breakAt = max(index, lineStart + 1)
      if index > lineStart, characters[index] != " " {
        var space = index
        while space > lineStart + 1 && characters[space - 1] != " " { space -= 1 }
        if space > lineStart + 1 { breakAt = space }  // just after the last space that fits
      }
      lines.append(WrappedLine(range: lineStart..<breakAt, endsParagraph: false))
      lineStart = breakAt
    }
  }

  /// The line and column of `position` among `lines`.
  static func location(
    of position: Int, in lines: [WrappedLine], widths: [Int]
  ) -> (line: Int, column: Int) {
    for (number, line) in lines.enumerated()
    where line.range.contains(position) || line.endsParagraph && position == line.range.upperBound {
      let column = widths[line.range.lowerBound..<position].reduce(0, +)
      return (number, column)
    }
    return (max(0, lines.count - 1), 0)
  }

  /// The text area `width` columns wide and `height` lines high, scrolled vertically from
  /// ``lineScrollOffset`` just enough that the caret's line shows.
  ///
  /// - Parameters:
  ///   - width: The field's width in columns (at least 1 is used).
  ///   - height: How many lines the field shows.
  ///   - display: Masking and stand-ins.
  /// - Returns: Every line, the caret's line and column, and the lines to show.
  /// - Complexity: O(n).
  package func areaLayout(width: Int, height: Int, display: LineDisplay = .plain)
    -> TextAreaLayout
  {
    let fieldWidth = max(1, width)
    let (lines, widths) = wrappedLines(width: fieldWidth, display: display)
    let texts = lines.map { line in
      line.range.map { Self.cell(characters[$0], display: display, fieldWidth: fieldWidth).text }
        .joined()
    }
    let (caretLine, caretColumn) = Self.location(of: caret, in: lines, widths: widths)
    let shown = max(0, min(height, lines.count))
    var first = min(lineScrollOffset, caretLine)
    if shown > 0 { first = max(first, caretLine - shown + 1) }
    first = max(0, min(first, lines.count - shown))
    return TextAreaLayout(
      lines: texts, caretLine: caretLine, caretColumn: min(fieldWidth - 1, caretColumn),
      firstVisibleLine: first, visibleLineCount: shown)
  }

  /// ``areaLayout(width:height:display:)``, keeping its scroll position in
  /// ``lineScrollOffset``.
  ///
  /// - Parameters:
  ///   - width: The field's width in columns.
  ///   - height: How many lines the field shows.
  ///   - display: Masking and stand-ins.
  /// - Returns: The layout.
  /// - Complexity: O(n).
  package mutating func layOutArea(width: Int, height: Int, display: LineDisplay = .plain)
    -> TextAreaLayout
  {
    let layout = areaLayout(width: width, height: height, display: display)
    lineScrollOffset = layout.firstVisibleLine
    return layout
  }

  /// ↑/↓: in a text area, the same column (the goal column) on the line above or below; on the
  /// first or last line, or in a single line, ``LineEditOutcome/leave(_:)``.
  mutating func moveVertically(down: Bool, width: Int) -> LineEditOutcome {
    guard isMultiline else { return .leave(down ? .down : .up) }
    let (lines, widths) = wrappedLines(width: width > 0 ? width : Int.max / 2, display: .plain)
    let (line, column) = Self.location(of: caret, in: lines, widths: widths)
    let target = line + (down ? 1 : -1)
    guard lines.indices.contains(target) else { return .leave(down ? .down : .up) }
    let goal = goalColumn ?? column
    let range = lines[target].range
    let last =
      lines[target].endsParagraph ? range.upperBound : max(range.lowerBound, range.upperBound - 1)
    var position = range.lowerBound
    var used = 0
    while position < last && used + widths[position] <= goal {
      used += widths[position]
      position += 1
    }
    moveCaret(to: position)
    goalColumn = goal
    return .moved
  }
}
