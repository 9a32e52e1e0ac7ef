import Foundation
import Sectional

/// Draws ``ImageItem``. With a picture (a readable PNG and a terminal with colour), a frame whose
/// height follows the image's aspect ratio at the current width (a cell is about twice as tall
/// as it is wide), the picture inside in half blocks — or drawn by the terminal itself where it
/// speaks kitty or iTerm2 graphics. Without one (no colour, ASCII, an unreadable file), a small
/// frame with the alt text. While the picture is decoded (off the main actor, by the
/// ``PictureLibrary``), the picture's frame shows the alt text; the row is drawn again in place
/// when the picture is ready.
///
/// A picture's frame takes at most ``viewportShare`` of the list's height: a taller picture is
/// narrowed to keep its ratio and centred, so the rows around it (a caption, a post's Like bar)
/// fit on screen with it. Whatever the ratio — one that is not a positive finite number draws
/// as 1:1, and 1e-300 or 1e300 are as safe as 4:3 — the picture is at least one cell and never
/// more than the width and that share of the height.
enum ImageRenderer {
  /// How an image row shows.
  enum Mode: Equatable {
    /// The alt text in a frame as tall as the text.
    case altText
    /// A frame of the aspect ratio's height; the terminal draws the picture over it.
    case inline
    /// A frame of the aspect ratio's height with the picture in half blocks.
    case picture(Picture)
    /// A frame of the aspect ratio's height with the alt text inside, while the picture is
    /// decoded; the row is drawn again, in place, when it is ready.
    case pending
  }

  /// The largest share of the list's height a picture's frame takes: 60 %, which leaves room
  /// for a few rows with it (at 120×40 a post's picture, caption and Like bar fit together).
  static let viewportShare = 0.6

  /// Where the picture goes in a row `width` columns wide: the cells inside the frame, and how
  /// far the frame is moved right to centre a narrowed picture.
  struct Box: Equatable {
    var columns: Int
    var rows: Int
    var indent: Int
  }

  /// The ratio a picture is sized by: `aspectRatio`, or 1 when it is not a positive finite
  /// number (``ImageItem/aspectRatio`` is a variable: it can be set to anything after `init`).
  static func ratio(_ aspectRatio: Double) -> Double {
    aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
  }

  /// The picture's box at `width` (the frame takes two columns each side) within a list
  /// `viewportHeight` lines tall.
  static func box(_ item: ImageItem, width: Int, viewportHeight: Int?) -> Box {
    box(ratio: item.aspectRatio, width: width, viewportHeight: viewportHeight)
  }

  /// The box of a picture of `ratio` at `width` within a list `viewportHeight` lines tall.
  /// Computed in `Double` and clamped before it becomes an `Int`, so no ratio can overflow or
  /// ask for more cells than the screen has.
  static func box(ratio aspectRatio: Double, width: Int, viewportHeight: Int?) -> Box {
    let available = max(1, width - 4)
    let ratio = ratio(aspectRatio)
    // The frame's two lines come out of the share; without a height, a 1:2 picture at most.
    let limit = Double(
      max(1, viewportHeight.map { Int(Double($0) * viewportShare) - 2 } ?? available))
    let natural = (Double(available) / ratio / 2).rounded()
    let rows = min(limit, max(1, natural))
    guard rows < natural else {
      return Box(columns: available, rows: Int(rows), indent: 0)
    }
    // Capped: as wide as that height allows.
    let columns = Int(min(Double(available), max(1, (rows * 2 * ratio).rounded())))
    return Box(columns: columns, rows: Int(rows), indent: (available - columns) / 2)
  }

  /// Whether pictures show at `width`: a library to draw them from, in colour, with Unicode
  /// glyphs, and room for a frame. Where they do not, an image row is its alt text's frame.
  static func showsPictures(width: Int, _ context: DrawContext, _ pictures: PictureLibrary?)
    -> Bool
  {
    guard let pictures else { return false }
    return !context.glyphs.isASCII && width > 4 && pictures.capability != .none
  }

  /// How `item` shows at `width`. Drawing (`requesting`) starts the picture's decode when it is
  /// not ready; measuring does not (a row measured off screen is not decoded), and sizes a
  /// picture not known to be broken as a picture.
  static func mode(
    _ item: ImageItem, width: Int, _ context: DrawContext, _ pictures: PictureLibrary?,
    requesting: Bool = true
  )
    -> Mode
  {
    mode(
      .image(item.source), ratio: item.aspectRatio, width: width, context, pictures,
      requesting: requesting)
  }

  /// How the picture of `source`, sized by `ratio`, shows at `width` (see the other
  /// `mode`): ``Mode/altText`` where pictures do not show and when there is no picture (no
  /// file or bytes, or ones that are not a readable PNG).
  static func mode(
    _ source: PictureSource, ratio: Double, width: Int, _ context: DrawContext,
    _ pictures: PictureLibrary?, requesting: Bool = true
  ) -> Mode {
    guard let pictures, showsPictures(width: width, context, pictures) else { return .altText }
    if pictures.inline != .none { return .inline }
    let box = box(ratio: ratio, width: width, viewportHeight: context.viewportHeight)
    let lookup =
      requesting
      ? pictures.picture(source, columns: box.columns, rows: box.rows)
      : pictures.lookup(source, columns: box.columns, rows: box.rows)
    switch lookup {
    case nil, .ready(.failure): return .altText
    case .pending: return .pending
    case .ready(.success(let picture)): return .picture(picture)
    }
  }

  /// The alt text and the image's shape, wrapped inside the frame.
  static func label(_ item: ImageItem, width: Int, _ context: DrawContext) -> [StyledText.Line] {
    let inner = max(1, width - 6)
    var label = StyledText([(text: item.altText, style: context.theme.text)]).wrapped(width: inner)
    let ratio = AspectRatioText.of(Self.ratio(item.aspectRatio))
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
    switch mode(item, width: width, context, pictures, requesting: false) {
    case .altText: label(item, width: width, context).count + 2
    case .inline, .picture, .pending:
      box(item, width: width, viewportHeight: context.viewportHeight).rows + 2
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
    let right = canvas.width - 2
    guard right > 1, canvas.height >= 2 else { return }
    let mode = mode(item, width: canvas.width, context, pictures)
    // A picture's frame hugs its box; alt text has the whole width.
    let box =
      mode == .altText
      ? Box(columns: right - 2, rows: 0, indent: 0)
      : box(item, width: canvas.width, viewportHeight: context.viewportHeight)
    drawFrame(left: 1 + box.indent, right: 2 + box.indent + box.columns, &canvas, context)
    if case .picture(let picture) = mode {
      picture.draw(into: &canvas, x: 2 + box.indent, y: 1)
      return
    }
    if mode == .pending {
      // The alt text inside the picture's frame, drawn again each frame until it is ready.
      canvas.isProvisional = true
      drawCentred(
        label(item, width: box.columns + 4, context), x: 3 + box.indent,
        inner: max(1, box.columns - 2), &canvas)
      return
    }
    drawCentred(label(item, width: canvas.width, context), x: 3, inner: max(1, right - 4), &canvas)
  }

  /// Draws `lines` inside a frame as tall as the canvas, each centred in the `inner` columns
  /// from `x`, and the block of them centred between the frame's top and bottom; the lines
  /// beyond its height are left out.
  static func drawCentred(
    _ lines: [StyledText.Line], x: Int, inner: Int, _ canvas: inout Canvas
  ) {
    let bottom = canvas.height - 1
    let shown = lines.prefix(max(0, bottom - 1))
    var y = 1 + max(0, (bottom - 1 - shown.count) / 2)
    for line in shown {
      let width = line.reduce(0) { $0 + $1.width }
      canvas.draw(line, x: x + max(0, (inner - width) / 2), y: y, maxWidth: inner)
      y += 1
    }
  }

  /// The frame's border from column `left` to column `right`, the canvas's height.
  static func drawFrame(left: Int, right: Int, _ canvas: inout Canvas, _ context: DrawContext) {
    let glyphs = context.glyphs
    let style = context.theme.border
    canvas.drawBorder(
      left: left, top: 0, right: right, bottom: canvas.height - 1, glyphs: glyphs, style: style)
  }
}
