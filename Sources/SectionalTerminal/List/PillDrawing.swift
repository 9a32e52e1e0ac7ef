import Sectional

/// Draws a flow item as a pill: its text between round brackets, on one line, as wide as the
/// text — `( Vegan )`, `( ★ Starred ✓ )` — and `(>Vegan<)` reversed in the accent style under
/// the cursor, so the cursor shows without colour too (as a ``PillsItem``'s focused pill).
///
/// Text items and buttons are pills; a flow item of another component has no text to put in
/// one and is drawn as a card (``CardDrawing``) the flow's width.
enum PillDrawing {
  /// The text of `component` as a pill: a text item's icon, title and checkmark; a button's
  /// title; `nil` for other components.
  ///
  /// - Parameters:
  ///   - component: The flow item's component.
  ///   - glyphs: The glyph set (the icon's and the checkmark's forms).
  static func label(of component: any Component, glyphs: Glyphs) -> String? {
    switch component {
    case let text as TextItem:
      var label = VisibleText.make(text.title)
      if let icon = text.icon {
        label = (glyphs.symbol(icon) ?? (glyphs.isASCII ? "*" : "•")) + " " + label
      }
      if text.accessory == .checkmark { label += (glyphs.isFlat ? ", " : " ") + glyphs.checkmark }
      return label
    case let button as ButtonItem:
      return VisibleText.make(button.title)
    default:
      return nil
    }
  }

  /// The columns a pill of `label` takes: the text, a space and a bracket each side.
  static func columns(of label: String) -> Int { DisplayWidth.of(label) + 4 }

  /// The width a flow lays `component` out at, in columns, at most `maxWidth`: the pill's
  /// width, or the whole width for a component drawn as a card.
  ///
  /// - Parameters:
  ///   - component: The flow item's component.
  ///   - maxWidth: The list's width in columns.
  ///   - glyphs: The glyph set.
  static func naturalWidth(of component: any Component, maxWidth: Double, glyphs: Glyphs)
    -> Double
  {
    guard let label = label(of: component, glyphs: glyphs) else { return maxWidth }
    return min(maxWidth, Double(columns(of: label)))
  }

  /// Draws the pill of `label` on the first line of `canvas`, clipped to its width (the text
  /// ends in an ellipsis when cut).
  ///
  /// - Parameters:
  ///   - label: The text (``label(of:glyphs:)``).
  ///   - canvas: The item's canvas: the frame the flow gave it.
  ///   - selected: Whether the cursor is on the item.
  ///   - destructive: Whether the item's role is destructive (drawn in that style).
  ///   - glyphs: The glyph set.
  ///   - theme: The styles.
  static func draw(
    _ label: String, into canvas: inout Canvas, selected: Bool, destructive: Bool = false,
    glyphs: Glyphs, theme: Theme
  ) {
    let width = canvas.width
    guard width > 0, canvas.height > 0 else { return }
    let text = TextLayout.truncate(label, width: max(1, width - 4), ellipsis: glyphs.ellipsis)
    let pill = selected ? "(>" + text + "<)" : "( " + text + " )"
    var style = destructive ? theme.destructive : theme.text
    if selected { style = theme.accent.merged(over: theme.selected) }
    let end = canvas.write(pill, x: 0, y: 0, style: style, maxWidth: width)
    // The brackets in the border style, unless the pill is the cursor's.
    if !selected {
      canvas.write("(", x: 0, y: 0, style: theme.border, maxWidth: 1)
      if end >= 1, end <= width { canvas.write(")", x: end - 1, y: 0, style: theme.border) }
    }
  }
}
