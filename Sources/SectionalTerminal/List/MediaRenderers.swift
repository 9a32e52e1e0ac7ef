import Foundation
import Sectional

/// Draws ``LoadingItem``: a spinner with its label, or the failure with how to retry.
enum LoadingRenderer {
  static func text(_ item: LoadingItem, _ context: DrawContext) -> StyledText {
    switch item.state {
    case .loading(let label):
      let spinner = context.glyphs.ellipsisSpinner
      let frame = spinner[abs(context.tick) % spinner.count]
      return StyledText([
        (text: frame + " ", style: context.theme.accent),
        (
          text: label ?? SectionalStrings.current.loading,
          style: context.theme.secondary
        ),
      ])
    case .unavailable(let message):
      return StyledText([
        (text: context.glyphs.warning + " ", style: context.theme.destructive),
        (text: message, style: context.theme.text),
      ])
    case .failed(let message):
      return StyledText([
        (text: context.glyphs.warning + " ", style: context.theme.destructive),
        (text: message, style: context.theme.text),
        (
          text: (context.glyphs.isASCII ? " - " : " — ")
            + SectionalStrings.current.pressEnterToRetry,
          style: context.theme.secondary
        ),
      ])
    }
  }

  static let renderer = typed(
    LoadingItem.self,
    lines: { item, width, context in text(item, context).wrapped(width: width - 2).count },
    draw: { item, canvas, context in
      for (y, line) in text(item, context).wrapped(width: canvas.width - 2).enumerated() {
        canvas.draw(line, x: 1, y: y, maxWidth: canvas.width - 2)
      }
    })
}
