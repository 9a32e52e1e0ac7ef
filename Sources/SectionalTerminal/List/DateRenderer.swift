import Sectional

/// Draws `DateItem`: the label, and at the right edge the value ISO-like and of a fixed width
/// (`Due ……… 2026-12-06 14:30`), so values in a column line up. Where the row is narrow the
/// label is cut first; with no room for the label the value shows alone, cut last. A disabled
/// item is dim. Being edited (Enter or Space), the row shows the draft with the focused field in
/// brackets, reversed (`2026-[12]-06`), and the digits typed into it so far (`[20__]`): the
/// focus shows without colour too.
enum DateRenderer {
  static let renderer = typed(
    DateItem.self,
    lines: { _, _, _ in 1 },
    draw: { item, canvas, context in draw(item, &canvas, context) })

  /// The value as drawn: the item's, or the draft with the focused field in brackets while it
  /// is edited; and the columns of the focused field within it (with its brackets).
  static func value(_ item: DateItem, _ context: DrawContext) -> (text: String, focus: Range<Int>?)
  {
    guard let editing = context.dateEditing else { return (item.formattedValue, nil) }
    let (text, focus) = editing.shown(in: item)
    guard let focus else { return (text, nil) }
    let characters = Array(text)
    let before = String(characters[..<focus.lowerBound])
    let inside = String(characters[focus])
    let after = String(characters[focus.upperBound...])
    return (before + "[" + inside + "]" + after, focus.lowerBound..<focus.upperBound + 2)
  }

  static func draw(_ item: DateItem, _ canvas: inout Canvas, _ context: DrawContext) {
    let theme = context.theme
    let style = item.isEnabled ? theme.text : theme.secondary
    let (value, focus) = value(item, context)
    let valueWidth = DisplayWidth.of(value)
    let valueX = canvas.width - 1 - valueWidth
    guard valueX >= 1 else {
      // No room beside the label: the value alone, from the left, cut at the edge.
      canvas.write(
        TextLayout.truncate(
          value, width: max(0, canvas.width - 2), ellipsis: context.glyphs.ellipsis),
        x: 1, y: 0, style: style, maxWidth: max(0, canvas.width - 2))
      return
    }
    canvas.write(value, x: valueX, y: 0, style: style)
    if let focus {
      canvas.highlight(
        y: 0, x: valueX + focus.lowerBound, width: focus.count, style: theme.selected)
    }
    let labelWidth = max(0, valueX - 2)
    canvas.write(
      TextLayout.truncate(item.label, width: labelWidth, ellipsis: context.glyphs.ellipsis), x: 1,
      y: 0, style: style, maxWidth: labelWidth)
  }
}
