import Foundation
import Testing

/// `--ascii` (and a non-UTF-8 locale) prints only ASCII, and state shows without colour.
// Serialized: one demo process at a time, so the suite does not starve the tmux test.
@Suite(.serialized) struct DemoASCIITests {
  @Test(arguments: ["home", "about", "settings", "animals", "feed", "day"])
  func everyScreenIsPureASCII(screen: String) async throws {
    let demo = try DemoProcess()
    for width in [40, 80, 120] {
      for keys in ["", "enter", "?", "end enter"] {
        var arguments = ["snapshot", screen, "--width", "\(width)", "--height", "30", "--ascii"]
        if !keys.isEmpty { arguments += ["--keys", keys] }
        let result = try await demo.runDetached(arguments)
        #expect(result.status == 0)
        let bad = result.output.unicodeScalars.filter { !$0.isASCII }
        #expect(
          bad.isEmpty,
          "\(screen) at \(width) after \"\(keys)\": \(String(String.UnicodeScalarView(bad)))")
      }
    }
  }

  @Test func likedAndUnlikedDifferWithoutColour() async throws {
    let demo = try DemoProcess()
    for extra in [["--ascii"], []] {
      // 16 lines: room for the action bar under a picture as tall as 749afab drew it (10 lines),
      // so that the test fails there for the defect (liked and unliked read alike), not because
      // the bar was off screen.
      let before = try await demo.snapshotDetached("feed", width: 60, height: 16, extra: extra)
        .output
      let after = try await demo.snapshotDetached(
        "feed", width: 60, height: 16, keys: "enter", extra: extra
      )
      .output
      let bar = { (text: String) in text.split(separator: "\n").first { $0.contains("Like") } }
      #expect(bar(before) != nil)
      #expect(bar(before) != bar(after), "\(extra)")
    }
  }

  @Test func focusMarkersStandApartFromIconsInASCII() async throws {
    // Not ">><3 Like" (row marker, focus marker, heart) nor "|></> See the code".
    let demo = try DemoProcess()
    let feed = try await demo.snapshotDetached(
      "feed", width: 60, height: 16, extra: ["--ascii"]
    )
    .output
    #expect(feed.contains("\n>> <3 Like"), "\(feed)")
    let about = try await demo.snapshotDetached(
      "about", width: 60, height: 16, extra: ["--ascii"]
    )
    .output
    #expect(about.contains("|>{}  See the code on GitHub"), "\(about)")
    for frame in [feed, about] { #expect(!frame.contains("><"), "\(frame)") }
  }

  @Test func theChosenDayShowsWithoutColour() async throws {
    let result = try await DemoProcess().snapshotDetached(
      "day", width: 80, height: 12, extra: ["--ascii"])
    #expect(result.output.contains("( * Nov 15 )") || result.output.contains("(>* Nov 15<)"))
  }
}
