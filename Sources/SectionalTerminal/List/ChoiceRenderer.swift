import Sectional

/// Draws ``ChoiceItem``: inline segments when they fit the width (`Size   Small [Medium] Large`,
/// the chosen one in brackets and the accent colour, so it shows without colour too; ←/→ choose),
/// otherwise a row showing the chosen title with a disclosure (`Size ……… Medium ›`) that pushes
/// the component's checklist screen on Enter. A disabled choice is dim.
enum ChoiceRenderer {
  /// The column where the segments start: after the label and two spaces.
  static func segmentStart(_ item: ChoiceItem) -> Int {
    let label = DisplayWidth.of(VisibleText.make(item.label))
    return label == 0 ? 1 : 1 + label + 2
  }

  /// The segment labels: ` Title ` each, the chosen one `[Title]`; in the flat drawing for
  /// screen readers, `( Title )` each and the chosen one `( Title, selected )`, in words.
  static func segments(_ item: ChoiceItem, flat: Bool = false) -> [String] {
    item.options.map { option in
      let title = VisibleText.make(option.title)
      let isChosen = option.id == item.selection
      if flat { return isChosen ? "( \(title), \(StateWords.selected) )" : "( \(title) )" }
      return isChosen ? "[\(title)]" : " \(title) "
    }
  }

  /// Whether the choice shows as segments in a row `width` columns wide: not `.menu`, and the
  /// label and every segment (a space apart) fit before the last column.
  static func showsSegments(_ item: ChoiceItem, width: Int, flat: Bool = false) -> Bool {
    guard item.style != .menu, !item.options.isEmpty else { return false }
    let labels = segments(item, flat: flat)
    let total = labels.reduce(0) { $0 + DisplayWidth.of($1) } + max(0, labels.count - 1)
    return segmentStart(item) + total <= width - 1
  }

  /// The index of the chosen option, if any.
  static func selectedIndex(_ item: ChoiceItem) -> Int? {
    item.options.firstIndex { $0.id == item.selection }
  }

  static let renderer = typed(
    ChoiceItem.self,
    lines: { _, _, _ in 1 },
    draw: { item, canvas, context in draw(item, &canvas, context) })

  static func draw(_ item: ChoiceItem, _ canvas: inout Canvas, _ context: DrawContext) {
    let theme = context.theme
    let flat = context.glyphs.isFlat
    guard showsSegments(item, width: canvas.width, flat: flat) else {
      TextItemRenderer.draw(
        TextItem(item.label, detail: item.selectedTitle ?? "", accessory: .disclosure), &canvas,
        context)
      if !item.isEnabled { canvas.highlight(y: 0, x: 1, style: theme.secondary) }
      return
    }
    let labelStyle = item.isEnabled ? theme.text : theme.secondary
    canvas.write(item.label, x: 1, y: 0, style: labelStyle, maxWidth: canvas.width - 2)
    var x = segmentStart(item)
    for (index, label) in segments(item, flat: flat).enumerated() {
      let isChosen = item.options[index].id == item.selection
      let style =
        !item.isEnabled ? theme.secondary : isChosen ? theme.accent : theme.text
      x = canvas.write(label, x: x, y: 0, style: style, maxWidth: canvas.width - 1 - x) + 1
    }
  }
}
