import Foundation
import Sectional

extension TerminalApp {
  /// Draws the lists again after an image load finished (the rows showing its source say it
  /// loaded or failed), and asks for a frame: the frame loop learns of it without a key.
  func imagesDidChange() {
    invalidateDrawing()
    onNeedsDisplay?()
  }

  /// Stops following the list of `host`, which left the stack: loads only it waited for are
  /// cancelled.
  ///
  /// - Parameter host: The host of a screen that was popped or dismissed.
  func stopLoadingImages(of host: ScreenHost) {
    imageFollows.removeValue(forKey: ObjectIdentifier(host))?.cancel()
  }

  /// Waits, at most `limit` each time, for the image loads under way, and draws again while
  /// loads finished since the frame was drawn (a few times at most): the frame `snapshot`
  /// returns shows where the loads ended, not that they were loading.
  ///
  /// - Parameters:
  ///   - frame: The last frame; replaced by the new one.
  ///   - finished: `ImagePipeline.finishedLoads` before `frame` was drawn.
  ///   - limit: The longest wait for one round of loads.
  func awaitImages(_ frame: inout Buffer, finished: Int, limit: Duration = .seconds(30)) async {
    var seen = finished
    for _ in 0..<4 {
      if images.loadsInFlight > 0 { await images.settle(within: limit) }
      guard images.finishedLoads != seen else { return }
      seen = images.finishedLoads
      frame = render()
    }
  }
}
