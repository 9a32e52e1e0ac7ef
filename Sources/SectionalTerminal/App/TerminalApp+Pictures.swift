import Sectional

extension TerminalApp {
  /// The component renderers of the app's lists: the options' renderers, drawing pictures from
  /// the app's picture library and asynchronous images as its image pipeline has them (the
  /// loaded ones as pictures from the library too).
  var listRenderers: ComponentRenderers {
    options.renderers.drawingPictures(from: pictures).drawingImages(
      from: images, pictures: pictures)
  }

  /// Draws pictures in the colours of `capability` from now on (`.none`: alt text), measuring
  /// and drawing every list again when that changes how images show.
  ///
  /// - Parameter capability: The terminal's colours.
  func showPictures(in capability: ColorCapability) {
    guard pictures.capability != capability else { return }
    pictures.capability = capability
    for (list, host) in lists {
      list.invalidateDrawing()
      list.reloadData(from: host.controller)
    }
  }

  /// Redraws every list after pictures finished decoding (the rows that showed their alt text
  /// while they were decoded now show them, in place), and asks for a frame.
  func picturesDidChange() {
    for (list, _) in lists { list.picturesDidChange() }
    onNeedsDisplay?()
  }

  /// Waits, at most `limit` each time, for the decodes a frame started, and draws again until
  /// no picture is pending and none arrived since the frame was drawn (a finished one may
  /// bring others on screen), a few times at most: the frame `snapshot` returns shows the
  /// pictures, not their placeholders.
  ///
  /// - Parameters:
  ///   - frame: The last frame; replaced by the new one.
  ///   - stored: ``PictureLibrary/stored`` before `frame` was drawn.
  ///   - limit: The longest wait for one round of decodes.
  func awaitPictures(_ frame: inout Buffer, stored: Int, limit: Duration = .seconds(30)) async {
    var seen = stored
    for _ in 0..<4 {
      await pictures.settle(within: limit)
      let now = pictures.stored
      guard now != seen else { return }
      seen = now
      picturesDidChange()
      frame = render()
    }
  }
}
