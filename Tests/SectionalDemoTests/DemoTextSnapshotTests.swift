import Foundation
import Testing

/// The demo's words as a user reads them (issue 20, 18).
@Suite(.serialized) struct DemoTextSnapshotTests {
  @Test func daysHelpIsLowercaseLikeEveryEntry() throws {
    let help = try demoFrame("day", height: 40, keys: "left ?")
    #expect(help.output.contains("previous day"), "\(help.output)")
    #expect(!help.output.contains("Previous day"))
    #expect(!help.output.contains("Next day"))
  }

  @Test func asciiCaptionsSpellEmojiOut() throws {
    let result = try demoFrame("feed", keys: "/ S u n d a y enter", ascii: true)
    #expect(result.output.contains("Sunday market haul :tomato::leafy_green:"), "\(result.output)")
    #expect(!result.output.contains("??"))
  }

  @Test func asciiShareIsNotTheFocusMarker() throws {
    let result = try demoFrame("feed", keys: "/ S u n d a y enter", ascii: true)
    #expect(result.output.contains("^ Share"), "\(result.output)")
    #expect(!result.output.contains("> Share"))
  }

  @Test func asciiDayPillMatchesTheReadme() throws {
    let result = try demoFrame("day", ascii: true)
    #expect(result.output.contains("(>* Nov 15<)"), "\(result.output)")
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "README.md"), encoding: .utf8)
    #expect(readme.contains("marked `✓` (`*` with `--ascii`)"))
  }
}
