import Sectional

/// Draws ``TextFieldItem``: the label, then the field underlined (`Username     john`) — its
/// text, or its placeholder dim when empty; a secure field shows one `•` (`*` in ASCII) per
/// grapheme — and the validation message under it in the destructive colour. Being edited, the
/// field shows the line editor's text scrolled to keep the caret in view; the terminal cursor
/// shows the caret (see ``ListView``). A disabled field is dim.
enum TextFieldRenderer {
  static func columns(_ item: TextFieldItem, width: Int) -> FieldColumns {
    FieldColumns(label: item.label, width: width)
  }

  static let renderer = typed(
    TextFieldItem.self,
    lines: { item, width, _ in
      let columns = columns(item, width: width)
      return columns.fieldLine + 1
        + columns.messageLines(item.message ?? item.hint, width: width).count
    },
    draw: { item, canvas, context in draw(item, &canvas, context) })

  static func display(_ item: TextFieldItem, _ context: DrawContext) -> LineDisplay {
    fieldDisplay(secure: item.kind.isSecure, ascii: context.glyphs.isASCII)
  }

  /// The field's line as drawn: the editor's when the field is being edited, else the text from
  /// its start (cut with an ellipsis where it does not fit).
  static func shownText(_ item: TextFieldItem, fieldWidth: Int, _ context: DrawContext) -> String {
    let display = display(item, context)
    if let editor = context.editor {
      return editor.lineLayout(width: fieldWidth, display: display).text
    }
    // More characters than the field has columns decide what shows: no need to look further.
    var head = LineEditor(String(item.text.prefix(fieldWidth + 1)))
    head.moveCaret(to: 0)
    let line = head.lineLayout(width: fieldWidth, display: display)
    guard line.isClippedTrailing else { return line.text }
    let ellipsis = context.glyphs.ellipsis
    return head.lineLayout(width: max(0, fieldWidth - ellipsis.width), display: display).text
      + ellipsis.text
  }

  static func draw(_ item: TextFieldItem, _ canvas: inout Canvas, _ context: DrawContext) {
    let theme = context.theme
    let columns = columns(item, width: canvas.width)
    columns.drawLabel(item.label, enabled: item.isEnabled, into: &canvas, context)
    let y = columns.fieldLine
    let width = columns.fieldWidth
    guard width > 0 else { return }
    let text = context.editor?.text ?? item.text
    let textStyle = item.isEnabled ? theme.text : theme.secondary
    if text.isEmpty {
      canvas.write(
        TextLayout.truncate(item.placeholder, width: width, ellipsis: context.glyphs.ellipsis),
        x: columns.fieldX, y: y, style: theme.secondary, maxWidth: width)
    } else {
      canvas.write(
        shownText(item, fieldWidth: width, context), x: columns.fieldX, y: y,
        style: textStyle, maxWidth: width)
    }
    if item.isEnabled {
      canvas.highlight(y: y, x: columns.fieldX, width: width, style: fieldAreaStyle)
    }
    columns.drawMessage(
      columns.messageLines(item.message ?? item.hint, width: canvas.width),
      isHint: item.message == nil, y: y + 1, into: &canvas, context)
  }

  /// Where the caret of `editor` shows in the row: the column and line of the canvas.
  static func caret(_ item: TextFieldItem, editor: LineEditor, width: Int, _ context: DrawContext)
    -> (x: Int, y: Int)?
  {
    let columns = columns(item, width: width)
    guard columns.fieldWidth > 0 else { return nil }
    let line = editor.lineLayout(width: columns.fieldWidth, display: display(item, context))
    return (columns.fieldX + line.caretColumn, columns.fieldLine)
  }
}
