import Foundation
import Testing

/// With `--ascii`, the demo's own text is ASCII too: the Day title's dash, the workout times,
/// the sleep sparkline, the licenses' copyright sign. (About's icon glyphs come from the
/// library's glyph table and are checked there.)
@Suite(.serialized) struct AsciiTextTests {
  @Test(arguments: [
    ("home", ""), ("settings", ""), ("day", ""), ("day", "left left left"),
    ("about", "down down down down down down down down enter"), ("animals", "enter"),
  ])
  func asciiFramesHoldOnlyASCII(screen: String, keys: String) throws {
    let result = try DemoProcess().snapshot(
      screen, width: 80, height: 40, keys: keys, extra: ["--ascii"])
    #expect(result.status == 0, "\(result.error)")
    for line in result.lines {
      let isASCII = line.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(isASCII, "\(screen) \(keys): \(line)")
    }
  }

  /// Issue 31, item 12: `--ascii` turned "Add a comment…" into "Add a comment." (the fallback
  /// keeps a character's width); an ellipsis of the demo's own is three dots.
  @Test func anEllipsisIsThreeDotsInASCII() throws {
    let comments = try DemoProcess().snapshot(
      "feed", width: 60, height: 20, keys: "right enter", extra: ["--ascii"])
    #expect(comments.output.contains("Add a comment..."), "\(comments.output)")
    #expect(!comments.output.contains("Add a comment.\n"), "\(comments.output)")
  }

  @Test func theSparklineKeepsItsShapeInASCII() throws {
    let unicode = try DemoProcess().snapshot("day", height: 40).output
    let ascii = try DemoProcess().snapshot("day", height: 40, extra: ["--ascii"]).output
    let blocks = Array("▁▂▃▄▅▆▇█")
    let line = try #require(unicode.split(separator: "\n").first { $0.contains("▁") })
    let levels = line.compactMap { blocks.firstIndex(of: $0) }
    let ramp = Array("_.,-=+*#")
    #expect(ascii.contains(String(levels.map { ramp[$0] })), "\(ascii)")
  }
}
