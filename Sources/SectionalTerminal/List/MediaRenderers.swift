import Foundation
import Sectional

/// Draws ``ImageItem`` as a frame that keeps the image's aspect ratio (a terminal cell is about
/// twice as tall as it is wide) with the alt text inside.
enum ImageRenderer {
  static func lines(_ item: ImageItem, width: Int) -> Int {
    let columns = Double(max(0, width - 2))
    return min(10, max(3, Int((columns / item.aspectRatio / 2).rounded())))
  }

  static let renderer = typed(
    ImageItem.self,
    lines: { item, width, _ in lines(item, width: width) },
    draw: { item, canvas, context in
      let glyphs = context.glyphs
      let style = context.theme.border
      let right = canvas.width - 2
      guard right > 1, canvas.height >= 2 else { return }
      let bottom = canvas.height - 1
      let bar = String(repeating: glyphs.horizontal, count: max(0, right - 2))
      canvas.write(glyphs.topLeft + bar + glyphs.topRight, x: 1, y: 0, style: style)
      canvas.write(glyphs.bottomLeft + bar + glyphs.bottomRight, x: 1, y: bottom, style: style)
      for y in 1..<bottom {
        canvas.write(glyphs.vertical, x: 1, y: y, style: style)
        canvas.write(glyphs.vertical, x: right, y: y, style: style)
      }
      let inner = max(1, right - 4)
      var label = StyledText([(text: item.altText, style: context.theme.text)]).wrapped(
        width: inner)
      let ratio = String(format: "%.2g", item.aspectRatio)
      label.append(
        StyledText([(text: "[image \(ratio):1]", style: context.theme.secondary)]).wrapped(
          width: inner)[0])
      let shown = label.prefix(max(0, bottom - 1))
      var y = 1 + max(0, (bottom - 1 - shown.count) / 2)
      for line in shown {
        let width = line.reduce(0) { $0 + $1.width }
        canvas.draw(line, x: 3 + max(0, (inner - width) / 2), y: y, maxWidth: inner)
        y += 1
      }
    })
}

/// Draws ``LoadingItem``: a spinner with its label, or the failure with how to retry.
enum LoadingRenderer {
  static func text(_ item: LoadingItem, _ context: DrawContext) -> StyledText {
    switch item.state {
    case .loading(let label):
      let spinner = context.glyphs.ellipsisSpinner
      let frame = spinner[abs(context.tick) % spinner.count]
      return StyledText([
        (text: frame + " ", style: context.theme.accent),
        (text: label ?? "Loading…", style: context.theme.secondary),
      ])
    case .failed(let message):
      return StyledText([
        (text: context.glyphs.warning + " ", style: context.theme.destructive),
        (text: message, style: context.theme.text),
        (text: " — press Enter to retry", style: context.theme.secondary),
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
