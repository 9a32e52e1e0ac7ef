import Foundation
import Sectional

/// Draws ``ImageItem``. With a picture (a readable PNG and a terminal with colour), a frame whose
/// height follows the image's aspect ratio at the current width (a cell is about twice as tall
/// as it is wide), the picture inside in half blocks — or drawn by the terminal itself where it
/// speaks kitty or iTerm2 graphics. Without one (no colour, ASCII, an unreadable file), a small
/// frame with the alt text.
enum ImageRenderer {
  /// How an image row shows.
  enum Mode: Equatable {
    /// The alt text in a frame as tall as the text.
    case altText
    /// A frame of the aspect ratio's height; the terminal draws the picture over it.
    case inline
    /// A frame of the aspect ratio's height with the picture in half blocks.
    case picture(Picture)
  }

  /// The lines of picture inside the frame at `width` (the frame takes two columns each side).
  static func pictureRows(_ item: ImageItem, width: Int) -> Int {
    let columns = Double(max(1, width - 4))
    return max(1, Int((columns / item.aspectRatio / 2).rounded()))
  }

  static func mode(
    _ item: ImageItem, width: Int, _ context: DrawContext, _ pictures: PictureLibrary?
  )
    -> Mode
  {
    guard let pictures, !context.glyphs.isASCII, width > 4, pictures.capability != .none else {
      return .altText
    }
    if pictures.inline != .none { return .inline }
    guard
      case .success(let picture) = pictures.picture(
        item.source, columns: width - 4, rows: pictureRows(item, width: width))
    else { return .altText }
    return .picture(picture)
  }

  /// The alt text and the image's shape, wrapped inside the frame.
  static func label(_ item: ImageItem, width: Int, _ context: DrawContext) -> [StyledText.Line] {
    let inner = max(1, width - 6)
    var label = StyledText([(text: item.altText, style: context.theme.text)]).wrapped(width: inner)
    let ratio = AspectRatioText.of(item.aspectRatio)
    label.append(
      contentsOf: StyledText([(text: "[image \(ratio):1]", style: context.theme.secondary)])
        .wrapped(width: inner))
    return label
  }

  static func lines(
    _ item: ImageItem, width: Int, _ context: DrawContext, _ pictures: PictureLibrary?
  )
    -> Int
  {
    switch mode(item, width: width, context, pictures) {
    case .altText: label(item, width: width, context).count + 2
    case .inline, .picture: pictureRows(item, width: width) + 2
    }
  }

  /// The renderer, drawing pictures from `pictures` (alt text only without it).
  static func renderer(pictures: PictureLibrary?) -> ComponentRenderer {
    typed(
      ImageItem.self,
      lines: { item, width, context in lines(item, width: width, context, pictures) },
      draw: { item, canvas, context in draw(item, &canvas, context, pictures) })
  }

  /// The renderer of ``ComponentRenderers/standard``: alt text, until an app gives it pictures.
  static let renderer = renderer(pictures: nil)

  static func draw(
    _ item: ImageItem, _ canvas: inout Canvas, _ context: DrawContext, _ pictures: PictureLibrary?
  ) {
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
    if case .picture(let picture) = mode(item, width: canvas.width, context, pictures) {
      picture.draw(into: &canvas, x: 2, y: 1)
      return
    }
    let inner = max(1, right - 4)
    let shown = label(item, width: canvas.width, context).prefix(max(0, bottom - 1))
    var y = 1 + max(0, (bottom - 1 - shown.count) / 2)
    for line in shown {
      let width = line.reduce(0) { $0 + $1.width }
      canvas.draw(line, x: 3 + max(0, (inner - width) / 2), y: y, maxWidth: inner)
      y += 1
    }
  }
}
