import Foundation
import Testing

/// The demo's pictures as a user sees them: drawn in half blocks with colour, a frame whose height
/// follows the width, and alt text without colour. The Feed's photos are loaded
/// (`AsyncImageItem`), which a terminal draws as a frame with their description and their
/// load's state, in colour too.
@Suite struct DemoPictureTests {
  /// Lines of the frame that hold half blocks.
  func pictureLines(_ output: String) -> Int {
    output.split(separator: "\n").filter { $0.contains("▀") }.count
  }

  @Test func animalPhotosAreDrawnAndFollowTheWidth() async throws {
    let demo = try DemoProcess()
    var heights: [Int] = []
    for width in [40, 80, 120] {
      // Tall enough that no picture meets its share of the height.
      let result = try await demo.snapshotDetached(
        "animals", width: width, height: 100, keys: "enter", extra: ["--color", "always"])
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

  @Test func theFeedOpensWithItsFocusedLikeBarUnderItsLoadedPhoto() async throws {
    let demo = try DemoProcess()
    let result = try await demo.snapshotDetached(
      "feed", width: 120, height: 40, extra: ["--color", "always"])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.output.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression
    ).split(separator: "\n", omittingEmptySubsequences: false)
    // The photo's frame: its description, then its shape, loaded (not "loading" or "failed").
    let label = try #require(
      lines.firstIndex { $0.contains("Photo by scribe_org") },
      "no photo:\n\(lines.joined(separator: "\n"))")
    #expect(lines[label + 1].contains("[image 1.25:1]"), "\(lines[label + 1])")
    #expect(!lines[label + 1].contains(","), "\(lines[label + 1])")
    // The first post's Like bar is on screen, under the cursor, with its photo above it.
    let like = try #require(
      lines.firstIndex { $0.hasPrefix("▌") && $0.contains("Like") },
      "no focused Like bar:\n\(lines.joined(separator: "\n"))")
    #expect(label < like)
    // Enter on it likes the post at once (it no longer scrolls first).
    let liked = try await demo.snapshotDetached(
      "feed", width: 120, height: 40, keys: "enter", extra: ["--color", "always"])
    #expect(liked.output.contains("349 likes"), "\(liked.output)")
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
