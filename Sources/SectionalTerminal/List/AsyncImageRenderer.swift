import Foundation
import Sectional

/// Draws `AsyncImageItem`. Where the terminal shows pictures (colour and Unicode, the rules of
/// ``ImageRenderer``), a loaded image whose bytes are a PNG is drawn as an ``ImageItem``'s
/// picture is: in half blocks inside a frame of the aspect ratio's height (or by the terminal
/// itself, where it speaks kitty or iTerm2 graphics), decoded off the main actor to the cells
/// drawn and cached by the app's ``PictureLibrary``.
///
/// Until there is a picture — while the image loads, while its bytes are decoded, when the
/// load failed, when the bytes are not a PNG the decoder reads — and wherever pictures do not
/// show (no colour, ASCII), the frame holds the image's accessibility label and a line saying
/// its shape and where its load is: `[image 4:3, loading]`, `[image 4:3]` once loaded,
/// `[image 4:3, failed]`; so a person sees the load arrive and a screen reader reads it.
///
/// The row's height never follows the load: where pictures show it is the picture's from the
/// start (the label and the state line are drawn inside, the state line kept when the frame is
/// too short for both), elsewhere the label's and the longest state line's. A finished load or
/// decode redraws the rows that show its source, in place, and moves nothing. Until the
/// picture or the load's end is drawn, the row is drawn again each frame (its canvas is
/// provisional), so the frame follows the pipeline and the library.
enum AsyncImageRenderer {
  /// The label's lines, `inner` columns wide.
  static func labelLines(_ item: AsyncImageItem, inner: Int, _ context: DrawContext)
    -> [StyledText.Line]
  {
    item.accessibilityLabel.isEmpty
      ? []
      : StyledText([(text: item.accessibilityLabel, style: context.theme.text)]).wrapped(
        width: inner)
  }

  /// The line (or lines, when it wraps) saying the image's shape and where its load is,
  /// `inner` columns wide.
  static func stateLines(
    _ item: AsyncImageItem, phase: ImagePhase<Data>, inner: Int, _ context: DrawContext
  ) -> [StyledText.Line] {
    let ratio = AspectRatioText.of(ImageRenderer.ratio(item.aspectRatio))
    let state: (String, Style)? =
      switch phase {
      case .loaded: nil
      case .empty, .loading: (StateWords.imageLoading, context.theme.secondary)
      case .failed: (StateWords.imageFailed, context.theme.destructive)
      }
    var runs: [(text: String, style: Style)] = [
      (text: "[image \(ratio):1", style: context.theme.secondary)
    ]
    if let state { runs.append((text: ", " + state.0, style: state.1)) }
    runs.append((text: "]", style: context.theme.secondary))
    return StyledText(runs).wrapped(width: inner)
  }

  /// The label's lines and the state's, inside a frame `width` columns wide.
  static func label(
    _ item: AsyncImageItem, phase: ImagePhase<Data>, width: Int, _ context: DrawContext
  ) -> [StyledText.Line] {
    let inner = max(1, width - 6)
    return labelLines(item, inner: inner, context)
      + stateLines(item, phase: phase, inner: inner, context)
  }

  /// The label's lines and the state's, `inner` columns wide, within `rows` lines: the state
  /// is kept, and as many of the label's first lines as fit above it.
  static func fitted(
    _ item: AsyncImageItem, phase: ImagePhase<Data>, inner: Int, rows: Int,
    _ context: DrawContext
  ) -> [StyledText.Line] {
    let state = stateLines(item, phase: phase, inner: inner, context)
    let label = labelLines(item, inner: inner, context)
    return Array(label.prefix(max(0, rows - state.count))) + state
  }

  /// The lines the row takes at `width`: where pictures show, the picture's frame; elsewhere
  /// the frame's two, the label's and the longest state's, so that no load changes a height.
  static func lines(
    _ item: AsyncImageItem, width: Int, _ context: DrawContext, _ pictures: PictureLibrary?
  ) -> Int {
    if ImageRenderer.showsPictures(width: width, context, pictures) {
      let box = ImageRenderer.box(
        ratio: item.aspectRatio, width: width, viewportHeight: context.viewportHeight)
      return box.rows + 2
    }
    let longest = [ImagePhase<Data>.loading, .failed("")].map {
      label(item, phase: $0, width: width, context).count
    }
    return (longest.max() ?? 0) + 2
  }

  /// The renderer, reading where each image is from `images` and drawing the loaded ones from
  /// `pictures`; `nil` images draw every image as loading (a list no pipeline follows loads
  /// nothing), `nil` pictures draw none (the label's frame).
  static func renderer(images: ImagePipeline<Data>?, pictures: PictureLibrary? = nil)
    -> ComponentRenderer
  {
    typed(
      AsyncImageItem.self,
      lines: { item, width, context in lines(item, width: width, context, pictures) },
      draw: { item, canvas, context in
        draw(item, phase: images?.phase(of: item.source) ?? .empty, &canvas, context, pictures)
      })
  }

  /// The renderer of ``ComponentRenderers/standard``: loading, until an app gives it images.
  static let renderer = renderer(images: nil)

  static func draw(
    _ item: AsyncImageItem, phase: ImagePhase<Data>, _ canvas: inout Canvas,
    _ context: DrawContext, _ pictures: PictureLibrary? = nil
  ) {
    let right = canvas.width - 2
    guard right > 1, canvas.height >= 2 else { return }
    // Drawn again each frame until the load has ended.
    if phase.image == nil, !isFailed(phase) { canvas.isProvisional = true }
    guard ImageRenderer.showsPictures(width: canvas.width, context, pictures) else {
      ImageRenderer.drawFrame(left: 1, right: right, &canvas, context)
      ImageRenderer.drawCentred(
        label(item, phase: phase, width: canvas.width, context), x: 3, inner: max(1, right - 4),
        &canvas)
      return
    }
    let box = ImageRenderer.box(
      ratio: item.aspectRatio, width: canvas.width, viewportHeight: context.viewportHeight)
    ImageRenderer.drawFrame(
      left: 1 + box.indent, right: 2 + box.indent + box.columns, &canvas, context)
    // The picture of loaded bytes; none while they are not (a load that failed has none).
    let mode =
      phase.image == nil
      ? ImageRenderer.Mode.altText
      : ImageRenderer.mode(
        .loaded(item.source), ratio: item.aspectRatio, width: canvas.width, context, pictures)
    switch mode {
    case .picture(let picture):
      picture.draw(into: &canvas, x: 2 + box.indent, y: 1)
      return
    case .inline:
      return
    case .pending:
      // Drawn again each frame until the picture is decoded.
      canvas.isProvisional = true
    case .altText:
      break
    }
    let inner = max(1, box.columns - 2)
    ImageRenderer.drawCentred(
      fitted(item, phase: phase, inner: inner, rows: canvas.height - 2, context),
      x: 3 + box.indent, inner: inner, &canvas)
  }

  private static func isFailed(_ phase: ImagePhase<Data>) -> Bool {
    if case .failed = phase { return true }
    return false
  }
}
