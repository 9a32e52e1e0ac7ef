import Foundation
import Testing

/// The demo's pictures as a user sees them: drawn in half blocks with colour, a frame whose height
/// follows the width, and alt text without colour.
@Suite struct DemoPictureTests {
  /// Lines of the frame that hold half blocks.
  func pictureLines(_ output: String) -> Int {
    output.split(separator: "\n").filter { $0.contains("▀") }.count
  }

  @Test func animalPhotosAreDrawnAndFollowTheWidth() async throws {
    let demo = try DemoProcess()
    var heights: [Int] = []
    for width in [40, 80, 120] {
      let result = try await demo.snapshotDetached(
        "animals", width: width, height: 60, keys: "enter", extra: ["--color", "always"])
      #expect(result.status == 0)
      // Truecolor half blocks: a foreground and a background colour per cell.
      #expect(result.output.contains("▀"), "at \(width) columns")
      #expect(result.output.contains("48;2;"), "at \(width) columns")
      heights.append(pictureLines(result.output))
    }
    // The red fox is 1.5:1 and a cell is twice as tall as wide: about width / 3 lines.
    #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
    #expect(abs(heights[2] - 38) <= 1, "\(heights)")
  }

  @Test func withoutColourTheAltTextShows() async throws {
    let demo = try DemoProcess()
    for extra in [["--color", "never"], ["--ascii"]] {
      let result = try await demo.snapshotDetached(
        "animals", width: 60, height: 24, keys: "enter", extra: extra)
      #expect(!result.output.contains("▀"))
      #expect(result.output.contains("A red fox standing"), "\(extra)")
    }
  }
}
