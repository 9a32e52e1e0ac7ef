extension LineEditor {
  /// The characters kept visible on each side of the caret while scrolling, when there is room:
  /// none below 6 columns, then a fifth of the field, at most 4.
  static func scrollContext(width: Int) -> Int {
    width < 6 ? 0 : min(4, (width - 1) / 5)
  }

  /// The single-line field `width` columns wide, scrolled horizontally from ``scrollOffset``
  /// just enough that the caret shows with a little text on either side.
  ///
  /// The scroll position moves only when the caret would leave the field (or text was deleted
  /// at the end while scrolled, then more text shows); store ``LineLayout/firstCharacter`` back
  /// in ``scrollOffset`` (``layOutLine(width:display:)`` does) so the next layout starts there.
  /// A wide character never straddles an edge; the caret's cell, including a wide character
  /// under it, is always inside the field.
  ///
  /// - Parameters:
  ///   - width: The field's width in columns; `0` or less gives an empty layout.
  ///   - display: Masking and stand-ins.
  /// - Returns: The visible text and the caret's column.
  /// - Complexity: O(width), whatever the length of the text.
  package func lineLayout(width: Int, display: LineDisplay = .plain) -> LineLayout {
    let count = characters.count
    guard width > 0 else {
      return LineLayout(
        text: "", columns: 0, caretColumn: 0, firstCharacter: min(caret, scrollOffset),
        isClippedLeading: caret > 0, isClippedTrailing: caret < count)
    }
    // Only characters within a field's width of the caret (or of the end) can show.
    let low = max(0, min(caret, count - width) - width - 2)
    let high = min(count, caret + width + 2)
    var cells: [(text: String, width: Int)] = []
    cells.reserveCapacity(high - low)
    var sums = [0]  // sums[i - low]: the columns of characters low..<i
    for index in low..<high {
      let cell = Self.cell(characters[index], display: display, fieldWidth: width)
      cells.append(cell)
      sums.append(sums[sums.count - 1] + cell.width)
    }
    func columns(_ from: Int, _ to: Int) -> Int { sums[to - low] - sums[from - low] }
    let caretWidth = caret < count ? cells[caret - low].width : 1
    func needed(_ start: Int, context: Int) -> Int {
      columns(start, caret) + caretWidth
        + columns(min(high, caret + 1), min(high, caret + 1 + context))
    }
    let context = Self.scrollContext(width: width)
    var start = min(max(low, scrollOffset), caret)
    start = min(start, max(low, caret - context))
    while start < caret && needed(start, context: context) > width { start += 1 }
    while start < caret && needed(start, context: 0) > width { start += 1 }
    // Scrolled with room to spare at the end (text deleted): show more of what lies before.
    while start > low && columns(start - 1, high) + (high == count ? 1 : 0) <= width
      && high == count
    {
      start -= 1
    }
    var text = ""
    var used = 0
    var end = start
    while end < high && used + cells[end - low].width <= width {
      text += cells[end - low].text
      used += cells[end - low].width
      end += 1
    }
    return LineLayout(
      text: text, columns: used, caretColumn: min(width - 1, columns(start, caret)),
      firstCharacter: start, isClippedLeading: start > 0, isClippedTrailing: end < count)
  }

  /// ``lineLayout(width:display:)``, keeping its scroll position in ``scrollOffset``.
  ///
  /// - Parameters:
  ///   - width: The field's width in columns.
  ///   - display: Masking and stand-ins.
  /// - Returns: The visible text and the caret's column.
  /// - Complexity: O(width).
  package mutating func layOutLine(width: Int, display: LineDisplay = .plain) -> LineLayout {
    let layout = lineLayout(width: width, display: display)
    scrollOffset = layout.firstCharacter
    return layout
  }
}
