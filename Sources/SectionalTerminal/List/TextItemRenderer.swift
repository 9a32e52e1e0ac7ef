import Sectional

/// Draws ``TextItem``: `icon title …… detail accessory`, with the subtitle under the title,
/// wrapped to the width (a subtitle is never cut: the row grows instead).
enum TextItemRenderer {
  static let iconColumns = 4

  static let renderer = typed(
    TextItem.self,
    lines: { item, width, _ in 1 + subtitleLines(item, width: width).count },
    draw: { item, canvas, context in draw(item, &canvas, context) })

  /// The column where the title and subtitle start.
  static func textColumn(_ item: TextItem) -> Int {
    1 + (item.icon == nil ? 0 : iconColumns)
  }

  /// The subtitle wrapped under the title, in a row `width` columns wide; none without one.
  static func subtitleLines(_ item: TextItem, width: Int) -> [String] {
    guard let subtitle = item.subtitle else { return [] }
    let lines = TextLayout.wrap(subtitle, width: max(1, width - 1 - textColumn(item)))
    return lines.isEmpty ? [""] : lines
  }

  static func accessory(_ item: TextItem, _ glyphs: Glyphs) -> String {
    switch item.accessory {
    case .none: ""
    case .disclosure: glyphs.isFlat ? StateWords.opens : glyphs.chevron
    case .checkmark: glyphs.checkmark
    case .toggle(let isOn): glyphs.toggle(isOn)
    case .detailButton: glyphs.info
    case .badge(let text): " \(text) "
    }
  }

  static func draw(_ item: TextItem, _ canvas: inout Canvas, _ context: DrawContext) {
    let theme = context.theme
    let left = 1
    var right = canvas.width - 1
    let accessory = accessory(item, context.glyphs)
    if !accessory.isEmpty {
      let width = DisplayWidth.of(accessory)
      let style: Style
      switch item.accessory {
      case .badge: style = Style(foreground: .ansi(7), background: .ansi(4), attributes: .bold)
      case .toggle(true): style = theme.accent
      default: style = theme.secondary
      }
      right -= width
      canvas.write(accessory, x: right, y: 0, style: style, maxWidth: width)
      right -= 1
    }
    var x = left
    if let icon = item.icon {
      let glyph = context.glyphs.symbol(icon) ?? (context.glyphs.isASCII ? "*" : "•")
      canvas.write(glyph, x: x, y: 0, style: theme.text, maxWidth: iconColumns - 1)
      x += iconColumns
    }
    let available = max(0, right - x)
    let titleStyle = item.role == .destructive ? theme.destructive : theme.text
    let ellipsis = context.glyphs.ellipsis
    // The detail keeps its place at the right edge; the title truncates first, and the two never
    // touch.
    let detail = TextLayout.truncate(
      item.detail ?? "", width: max(0, available - 2), ellipsis: ellipsis)
    let detailWidth = DisplayWidth.of(detail)
    let titleWidth = max(0, available - (detailWidth > 0 ? detailWidth + 1 : 0))
    let title = TextLayout.truncate(item.title, width: titleWidth, ellipsis: ellipsis)
    canvas.write(title, x: x, y: 0, style: titleStyle, maxWidth: titleWidth)
    if detailWidth > 0 {
      canvas.write(
        detail, x: x + available - detailWidth, y: 0, style: theme.secondary, maxWidth: detailWidth)
    }
    for (index, line) in subtitleLines(item, width: canvas.width).enumerated()
    where index + 1 < canvas.height {
      canvas.write(line, x: x, y: index + 1, style: theme.secondary, maxWidth: canvas.width - 1 - x)
    }
  }
}

/// Draws ``ParagraphItem``: styled runs wrapped to the width.
enum ParagraphRenderer {
  static func text(_ item: ParagraphItem, _ theme: Theme) -> StyledText {
    StyledText(item.runs.map { (text: $0.text, style: theme.style(for: $0.style)) })
  }

  static let renderer = typed(
    ParagraphItem.self,
    lines: { item, width, context in text(item, context.theme).wrapped(width: width - 2).count },
    draw: { item, canvas, context in
      for (y, line) in text(item, context.theme).wrapped(width: canvas.width - 2).enumerated() {
        canvas.draw(line, x: 1, y: y, maxWidth: canvas.width - 2)
      }
    })
}
