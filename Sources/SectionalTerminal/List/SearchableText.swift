import Sectional

/// The text a row shows, for find as you type: titles, subtitles, details, paragraphs, pill and
/// button titles, alt text. Other components are drawn and their drawn text is used.
enum SearchableText {
  /// The visible text of `component`, its parts separated by line breaks.
  @MainActor
  static func of(_ component: any Component, in list: ListView) -> String {
    switch component {
    case let text as TextItem:
      return [text.title, text.subtitle, text.detail].compactMap { $0 }.joined(separator: "\n")
    case let paragraph as ParagraphItem:
      return paragraph.plainText
    case let pills as PillsItem:
      return pills.pills.map(\.title).joined(separator: "\n")
    case let bar as ActionBarItem:
      return bar.actions.map(\.title).joined(separator: "\n")
    case let embedded as EmbeddedListItem:
      return ([embedded.title] + embedded.items.map(\.title)).compactMap { $0 }.joined(
        separator: "\n")
    case let image as ImageItem:
      return image.altText
    case is LoadingItem:
      return ""
    default:
      return drawnText(of: component, in: list)
    }
  }

  /// What `component` draws at the list's width, as plain text.
  @MainActor
  static func drawnText(of component: any Component, in list: ListView) -> String {
    let renderer = list.renderers.renderer(for: component)
    let width = list.contentWidth
    let context = list.context(selected: false)
    let lines = max(1, min(200, renderer.lines(component, width, context)))
    var canvas = Canvas(width: width, height: lines)
    renderer.draw(component, &canvas, context)
    return canvas.buffer.plainText()
  }
}
