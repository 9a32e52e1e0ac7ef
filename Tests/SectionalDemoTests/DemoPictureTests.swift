import Foundation
import Testing

/// The demo's pictures as a user sees them: drawn in half blocks with colour, a frame whose height
/// follows the width, and alt text without colour. The Feed's photos are loaded
/// (`AsyncImageItem`) and drawn the same way once loaded; without colour, a frame with their
/// description and their load's state.
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
    // Truecolor half blocks: the loaded photo is drawn, not described.
    #expect(result.output.contains("48;2;"))
    let lines = result.output.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression
    ).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.contains("Photo by scribe_org") || $0.contains("[image") })
    // The photo's frame under the first post's header: every line inside it is picture.
    let header = try #require(
      lines.firstIndex { $0.contains("scribe_org") }, "\(lines.joined(separator: "\n"))")
    #expect(lines[header + 1].contains("╭"))
    let bottom = try #require(lines[(header + 1)...].firstIndex { $0.contains("╰") })
    #expect(bottom - header - 2 >= 10, "\(lines.joined(separator: "\n"))")
    #expect(lines[(header + 2)..<bottom].allSatisfy { $0.contains("▀") })
    // The first post's Like bar is on screen, under the cursor, right under its photo.
    let like = try #require(
      lines.firstIndex { $0.hasPrefix("▌") && $0.contains("Like") },
      "no focused Like bar:\n\(lines.joined(separator: "\n"))")
    #expect(like == bottom + 1)
    // Enter on it likes the post at once (it no longer scrolls first).
    let liked = try await demo.snapshotDetached(
      "feed", width: 120, height: 40, keys: "enter", extra: ["--color", "always"])
    #expect(liked.output.contains("349 likes"), "\(liked.output)")
  }

  @Test func withoutColourTheFeedsPhotoIsItsDescriptionAtThePicturesHeight() async throws {
    let demo = try DemoProcess()
    let colour = try await demo.snapshotDetached(
      "feed", width: 80, height: 24, extra: ["--color", "always"])
    #expect(pictureLines(colour.output) > 2, "\(colour.output)")
    for extra in [["--color", "never"], ["--ascii", "--color", "always"]] {
      let result = try await demo.snapshotDetached("feed", width: 80, height: 24, extra: extra)
      #expect(result.status == 0, "\(extra): \(result.error)")
      #expect(!result.output.contains("▀"), "\(extra)")
      let lines = result.output.replacingOccurrences(
        of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression
      ).split(separator: "\n", omittingEmptySubsequences: false)
      let label = try #require(
        lines.firstIndex { $0.contains("Photo by scribe_org") }, "\(extra):\n\(result.output)")
      // Loaded: its shape, without "loading" or "failed".
      #expect(lines[label + 1].contains("[image 1.25:1]"), "\(extra): \(lines[label + 1])")
    }
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
