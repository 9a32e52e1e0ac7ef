import Foundation
import Sectional

/// Draws `AsyncImageItem`. A terminal draws no pixels of a loaded image: the row is a frame
/// with the image's accessibility label and a line saying its shape and where its load is —
/// `[image 4:3, loading]`, `[image 4:3]` once loaded, `[image 4:3, failed]` — so a person sees
/// the load arrive (the row is drawn again when it does) and a screen reader reads it.
///
/// The row's height does not change with the load: a finished load redraws the rows that show
/// its source, in place, and moves nothing. While the image is not loaded the row is drawn
/// again each frame (its canvas is provisional), so the line follows the pipeline.
enum AsyncImageRenderer {
  /// The label's lines and the state's line, inside the frame's width.
  static func label(
    _ item: AsyncImageItem, phase: ImagePhase<Data>, width: Int, _ context: DrawContext
  ) -> [StyledText.Line] {
    let inner = max(1, width - 6)
    var lines =
      item.accessibilityLabel.isEmpty
      ? []
      : StyledText([(text: item.accessibilityLabel, style: context.theme.text)]).wrapped(
        width: inner)
    let ratio = AspectRatioText.of(item.aspectRatio)
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
    lines.append(contentsOf: StyledText(runs).wrapped(width: inner))
    return lines
  }

  /// The lines the row takes at `width`: the frame's two, the label's and the state's (the
  /// longest state's, so a finished load changes no height).
  static func lines(_ item: AsyncImageItem, width: Int, _ context: DrawContext) -> Int {
    label(item, phase: .failed(""), width: width, context).count + 2
  }

  /// The renderer, reading where each image is from `images`; `nil` draws every image as
  /// loading (a list no pipeline follows loads nothing).
  static func renderer(images: ImagePipeline<Data>?) -> ComponentRenderer {
    typed(
      AsyncImageItem.self,
      lines: { item, width, context in lines(item, width: width, context) },
      draw: { item, canvas, context in
        draw(item, phase: images?.phase(of: item.source) ?? .empty, &canvas, context)
      })
  }

  /// The renderer of ``ComponentRenderers/standard``: loading, until an app gives it images.
  static let renderer = renderer(images: nil)

  static func draw(
    _ item: AsyncImageItem, phase: ImagePhase<Data>, _ canvas: inout Canvas,
    _ context: DrawContext
  ) {
    let right = canvas.width - 2
    guard right > 1, canvas.height >= 2 else { return }
    if phase.image == nil, !isFailed(phase) { canvas.isProvisional = true }
    let bottom = canvas.height - 1
    ImageRenderer.drawFrame(left: 1, right: right, &canvas, context)
    let inner = max(1, right - 4)
    let shown = label(item, phase: phase, width: canvas.width, context).prefix(max(0, bottom - 1))
    var y = 1 + max(0, (bottom - 1 - shown.count) / 2)
    for line in shown {
      let width = line.reduce(0) { $0 + $1.width }
      canvas.draw(line, x: 3 + max(0, (inner - width) / 2), y: y, maxWidth: inner)
      y += 1
    }
  }

  private static func isFailed(_ phase: ImagePhase<Data>) -> Bool {
    if case .failed = phase { return true }
    return false
  }
}
