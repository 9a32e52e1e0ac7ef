import Sectional

/// Draws ``TextAreaItem``: the label on its own line, then the text wrapped at spaces in an
/// underlined area indented by a column, which grows with the text between the item's line
/// limits and then scrolls inside (the editor keeps the caret's line in view); the placeholder
/// shows dim while the text is empty; the validation message goes under the area. A disabled
/// area is dim.
enum TextAreaRenderer {
  /// The area's first column.
  static let areaX = 2

  /// The columns the text wraps at in a row `width` wide.
  static func areaWidth(_ width: Int) -> Int { max(1, width - 1 - areaX) }

  /// The line the area starts on: under the label, or at the top without one.
  static func areaTop(_ item: TextAreaItem) -> Int { item.label.isEmpty ? 0 : 1 }

  /// The item's line limits, at least one line.
  static func limits(_ item: TextAreaItem) -> ClosedRange<Int> {
    let lower = max(1, item.lines.lowerBound)
    return lower...max(lower, item.lines.upperBound)
  }

  static func columns(_ width: Int) -> FieldColumns {
    FieldColumns(
      labelWidth: max(0, width - 2), fieldX: areaX, fieldWidth: areaWidth(width), fieldLine: 1)
  }

  /// The lines the wrapped text takes, kept between the item's limits.
  static func areaLines(_ item: TextAreaItem, width: Int) -> Int {
    let editor = LineEditor(item.text, isMultiline: true)
    let wrapped = editor.wrappedLines(width: areaWidth(width), display: .plain).lines.count
    let limits = limits(item)
    return min(max(wrapped, limits.lowerBound), limits.upperBound)
  }

  static let renderer = typed(
    TextAreaItem.self,
    lines: { item, width, _ in
      areaTop(item) + areaLines(item, width: width)
        + columns(width).messageLines(item.message ?? item.hint, width: width).count
    },
    draw: { item, canvas, context in draw(item, &canvas, context) })

  /// The area's lines in a canvas `height` lines tall (what the message leaves).
  static func shownLines(_ item: TextAreaItem, width: Int, height: Int) -> Int {
    max(
      0,
      height - areaTop(item)
        - columns(width).messageLines(item.message ?? item.hint, width: width).count)
  }

  static func layout(_ item: TextAreaItem, editor: LineEditor?, width: Int, height: Int)
    -> TextAreaLayout
  {
    var shown = editor ?? LineEditor(item.text, isMultiline: true)
    if editor == nil { shown.moveCaret(to: 0) }
    return shown.areaLayout(
      width: areaWidth(width), height: shownLines(item, width: width, height: height))
  }

  static func draw(_ item: TextAreaItem, _ canvas: inout Canvas, _ context: DrawContext) {
    let theme = context.theme
    let columns = columns(canvas.width)
    if areaTop(item) > 0 {
      columns.drawLabel(item.label, enabled: item.isEnabled, into: &canvas, context)
    }
    let top = areaTop(item)
    let rows = shownLines(item, width: canvas.width, height: canvas.height)
    let width = areaWidth(canvas.width)
    guard canvas.width > areaX + 1 else { return }
    let text = context.editor?.text ?? item.text
    if text.isEmpty {
      if rows > 0 {
        canvas.write(
          TextLayout.truncate(item.placeholder, width: width, ellipsis: context.glyphs.ellipsis),
          x: areaX, y: top, style: theme.secondary, maxWidth: width)
      }
    } else {
      let layout = layout(item, editor: context.editor, width: canvas.width, height: canvas.height)
      for (index, line) in layout.visibleLines.enumerated() {
        canvas.write(
          line, x: areaX, y: top + index,
          style: item.isEnabled ? theme.text : theme.secondary, maxWidth: width)
      }
    }
    if item.isEnabled {
      for line in top..<top + rows {
        canvas.highlight(y: line, x: areaX, width: width, style: fieldAreaStyle)
      }
    }
    columns.drawMessage(
      columns.messageLines(item.message ?? item.hint, width: canvas.width),
      isHint: item.message == nil, y: top + rows, into: &canvas, context)
  }

  /// Where the caret of `editor` shows in a row `width` × `height`: the column and line.
  static func caret(_ item: TextAreaItem, editor: LineEditor, width: Int, height: Int)
    -> (x: Int, y: Int)?
  {
    let layout = layout(item, editor: editor, width: width, height: height)
    guard width > areaX + 1, layout.visibleLineCount > 0 else { return nil }
    let line = layout.caretLine - layout.firstVisibleLine
    guard line >= 0, line < layout.visibleLineCount else { return nil }
    return (areaX + layout.caretColumn, areaTop(item) + line)
  }
}
