import Sectional

extension TerminalApp {
  /// The component renderers of the app's lists: the options' renderers, drawing pictures from
  /// the app's picture library.
  var listRenderers: ComponentRenderers {
    options.renderers.drawingPictures(from: pictures)
  }

  /// Draws pictures in the colours of `capability` from now on (`.none`: alt text), measuring
  /// and drawing every list again when that changes how images show.
  ///
  /// - Parameter capability: The terminal's colours.
  func showPictures(in capability: ColorCapability) {
    guard pictures.capability != capability else { return }
    pictures.capability = capability
    for page in stack {
      page.list.invalidateDrawing()
      page.list.reloadData(from: page.controller)
    }
  }
}
