import Foundation
import Testing

/// The demo's words as a user reads them (issue 20, 18).
@Suite(.serialized) struct DemoTextSnapshotTests {
  /// Command titles in lower case after their key, as every entry of help and the footer
  /// (issue 31: help mixed title case from screen commands with the library's lower case),
  /// names in capitals kept (issue 18: "Sort by CPU" must not read "sort by cpu").
  @Test func helpWritesCommandTitlesAsItsOwnEntries() throws {
    let help = try demoFrame("day", height: 40, keys: "left ?")
    #expect(help.output.contains("previous day"), "\(help.output)")
    #expect(help.output.contains("next day"))
    #expect(!help.output.contains("Previous day"))
    #expect(help.output.contains("this help"))
    let processes = try demoFrame("processes", width: 80, height: 40, keys: "?")
    #expect(processes.output.contains("sort by CPU"), "\(processes.output)")
    #expect(!processes.output.contains("Sort by"), "\(processes.output)")
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

  @Test func privacyPolicyAndThirdPartyAreSpeltOneWay() throws {
    let about = try demoFrame("about", height: 30)
    let settings = try demoFrame("settings", height: 30, keys: "down enter")
    let debug = try demoFrame("settings", keys: "down down down down enter")
    #expect(about.output.contains("Privacy Policy"), "\(about.output)")
    #expect(about.output.contains("Third Party Licenses"))
    #expect(settings.output.contains("Third Party Log Out"), "\(settings.output)")
    #expect(debug.output.contains("Third Party"), "\(debug.output)")
    for result in [about, settings, debug] {
      #expect(!result.output.contains("Privacy policy"))
      #expect(!result.output.contains("Third-party"))
      #expect(!result.output.contains("Third party"))
    }
  }
}
