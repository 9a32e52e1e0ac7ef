import Foundation
import Sectional
import Testing

@testable import SectionalTerminal

/// The picture's box, on its own: never more than the width and the share of the height, never
/// less than a cell, whatever the aspect ratio and whether or not the list's height is known.
@MainActor
@Suite struct ImageRendererBoxTests {
  @Test(arguments: ImageRendererTests.hostileRatios)
  func theBoxIsBoundedForAnyRatio(ratio: Double) {
    var image = ImageItem(source: .named("fox.png"), aspectRatio: 1, altText: "A red fox")
    image.aspectRatio = ratio
    for width in [1, 5, 200, 1000] {
      for height in [1, 24, 1000, nil] as [Int?] {
        let box = ImageRenderer.box(image, width: width, viewportHeight: height)
        let place = "\(ratio) at \(width)×\(String(describing: height)): \(box)"
        #expect(box.columns >= 1 && box.indent >= 0, "\(place)")
        #expect(box.columns + box.indent <= max(1, width - 4), "\(place)")
        #expect(box.rows >= 1, "\(place)")
        if let height {
          #expect(box.rows <= max(1, Int(Double(height) * 0.6) - 2), "\(place)")
        } else {
          #expect(box.rows <= max(1, width - 4), "\(place)")
        }
      }
    }
    // Measured with a picture library, as the app measures it.
    let library = PictureLibrary(file: { _ in ImageRendererTests.file })
    library.capability = .truecolor
    let lines = ImageRenderer.lines(image, width: 200, DrawContext(viewportHeight: 100), library)
    #expect((3...60).contains(lines), "\(ratio): \(lines) lines")
  }

  @Test func aPictureThatFitsKeepsTheWholeWidth() {
    let image = ImageItem(source: .named("fox.png"), aspectRatio: 2, altText: "A red fox")
    #expect(
      ImageRenderer.box(image, width: 44, viewportHeight: 40)
        == ImageRenderer.Box(columns: 40, rows: 10, indent: 0))
    // 1.25:1 at 120×40 (the Feed): 46 lines by width, 22 by the share, 55 columns centred.
    let photo = ImageItem(source: .named("fox.png"), aspectRatio: 1.25, altText: "A photo")
    #expect(
      ImageRenderer.box(photo, width: 119, viewportHeight: 38)
        == ImageRenderer.Box(columns: 50, rows: 20, indent: 32))
  }
}
