import Sectional

/// Draws ``StepperItem``: the label, and at the right edge the value between its step buttons
/// (`Guests ……… − 3 +`); a button that cannot step (at the end of the range, or the stepper
/// disabled) is dim. ←/→ or -/+ step.
enum StepperRenderer {
  /// The minus sign of the decrement button.
  static func minus(_ glyphs: Glyphs) -> String { glyphs.isASCII ? "-" : "−" }

  static let renderer = typed(
    StepperItem.self,
    lines: { _, _, _ in 1 },
    draw: { item, canvas, context in draw(item, &canvas, context) })

  /// The columns of the − and + buttons in a row `width` wide; `nil` when they do not fit.
  static func buttonColumns(_ item: StepperItem, width: Int) -> (minus: Int, plus: Int)? {
    // From the right: "+", a space, the value, a space, "−".
    let plus = width - 2
    let minus = plus - 1 - DisplayWidth.of("\(item.value)") - 2
    return minus >= 1 ? (minus, plus) : nil
  }

  static func draw(_ item: StepperItem, _ canvas: inout Canvas, _ context: DrawContext) {
    let theme = context.theme
    let value = "\(item.value)"
    let valueStyle = item.isEnabled ? theme.text : theme.secondary
    guard let (minusX, plusX) = buttonColumns(item, width: canvas.width) else {
      // Too narrow for the buttons: the value alone, from the left.
      canvas.write(value, x: 1, y: 0, style: valueStyle, maxWidth: canvas.width - 2)
      return
    }
    canvas.write(
      minus(context.glyphs), x: minusX, y: 0,
      style: item.canDecrement ? theme.accent : theme.secondary)
    canvas.write(value, x: minusX + 2, y: 0, style: valueStyle)
    canvas.write("+", x: plusX, y: 0, style: item.canIncrement ? theme.accent : theme.secondary)
    let labelWidth = max(0, minusX - 2)
    canvas.write(
      TextLayout.truncate(item.label, width: labelWidth, ellipsis: context.glyphs.ellipsis), x: 1,
      y: 0, style: valueStyle, maxWidth: labelWidth)
  }
}
