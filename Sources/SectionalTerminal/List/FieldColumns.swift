import Sectional

/// Where a field row puts its label, its text and its message, in a row `width` columns wide
/// (column 0 shows the cursor bar; the last column stays empty).
///
/// Inline (`Username     john`) in rows at least 30 columns wide where the field keeps at least
/// 10 columns beside its label (so the fields of a form agree); the fields of a form line up at a third of the width (at most column 16)
/// when their labels are short enough. Otherwise stacked: the label on its own line, the field
/// under it from column 1. The validation message goes under the field, from the field's column.
struct FieldColumns: Equatable {
  /// The columns the label may use (0: none).
  var labelWidth: Int
  /// The field's first column.
  var fieldX: Int
  /// The field's columns.
  var fieldWidth: Int
  /// The line the field is on (1 when stacked under its label).
  var fieldLine: Int

  /// The narrowest row that puts a field beside its label.
  static let inlineMinimum = 30

  /// The columns a row `width` wide gives a field labelled `label`.
  init(label: String, width: Int) {
    let available = max(0, width - 2)
    let labelColumns = DisplayWidth.of(VisibleText.make(label))
    guard labelColumns > 0 else {
      self.init(labelWidth: 0, fieldX: 1, fieldWidth: available, fieldLine: 0)
      return
    }
    let inlineX = max(1 + labelColumns + 2, min(16, width / 3))
    let inlineWidth = width - 1 - inlineX
    if width >= Self.inlineMinimum && inlineWidth >= 10 {
      self.init(labelWidth: labelColumns, fieldX: inlineX, fieldWidth: inlineWidth, fieldLine: 0)
    } else {
      self.init(labelWidth: available, fieldX: 1, fieldWidth: available, fieldLine: 1)
    }
  }

  init(labelWidth: Int, fieldX: Int, fieldWidth: Int, fieldLine: Int) {
    self.labelWidth = labelWidth
    self.fieldX = fieldX
    self.fieldWidth = fieldWidth
    self.fieldLine = fieldLine
  }

  /// The validation message wrapped under the field (none without one).
  func messageLines(_ message: String?, width: Int) -> [String] {
    guard let message, !message.isEmpty else { return [] }
    return TextLayout.wrap(message, width: max(1, width - 1 - messageX))
  }

  /// The message's first column: the field's, unless that leaves it less than 10 columns.
  var messageX: Int { fieldWidth >= 10 ? fieldX : 1 }

  /// Draws the label, dim when disabled.
  func drawLabel(_ label: String, enabled: Bool, into canvas: inout Canvas, _ context: DrawContext)
  {
    guard labelWidth > 0 else { return }
    canvas.write(
      TextLayout.truncate(label, width: labelWidth, ellipsis: context.glyphs.ellipsis), x: 1, y: 0,
      style: enabled ? context.theme.text : context.theme.secondary, maxWidth: labelWidth)
  }

  /// Draws the message lines from line `y`: a validation message in the destructive style, a
  /// hint (`isHint`) in the secondary one.
  func drawMessage(
    _ lines: [String], isHint: Bool = false, y: Int, into canvas: inout Canvas,
    _ context: DrawContext
  ) {
    for (index, line) in lines.enumerated() {
      canvas.write(
        line, x: messageX, y: y + index,
        style: isHint ? context.theme.secondary : context.theme.destructive,
        maxWidth: canvas.width - 1 - messageX)
    }
  }
}

/// How a field shows its text: masked when secure, with ASCII stand-ins in ASCII mode.
func fieldDisplay(secure: Bool, ascii: Bool) -> LineDisplay {
  switch (secure, ascii) {
  case (true, true): .secureASCII
  case (true, false): .secure
  case (false, true): .plainASCII
  case (false, false): .plain
  }
}

/// The style of a field's text area: underlined so the field shows where it is, in colour and
/// without.
let fieldAreaStyle = Style(attributes: .underline)
