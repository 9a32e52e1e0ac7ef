import Sectional

/// Draws ``ButtonItem``: its title in the accent colour (red when destructive); a disabled
/// button is dim, and takes neither the cursor nor a tap.
enum ButtonRenderer {
  static let renderer = typed(
    ButtonItem.self,
    lines: { _, _, _ in 1 },
    draw: { item, canvas, context in
      let theme = context.theme
      let style =
        !item.isEnabled
        ? theme.secondary : item.role == .destructive ? theme.destructive : theme.accent
      canvas.write(
        TextLayout.truncate(
          item.title, width: max(0, canvas.width - 2), ellipsis: context.glyphs.ellipsis),
        x: 1, y: 0, style: style, maxWidth: canvas.width - 2)
    })
}
