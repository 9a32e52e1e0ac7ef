import Foundation
import Testing

/// Issue 29: `--screen-reader` (or `SECTIONAL_SCREEN_READER=1`) draws every screen flat — no
/// box drawing or block elements, no borders — with states in words.
// Serialized: one demo process at a time, so the suite does not starve the tmux tests.
@Suite(.serialized) struct DemoScreenReaderTests {
  /// Box drawing (U+2500–U+257F) and block elements (U+2580–U+259F).
  static func decorative(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.filter { (0x2500...0x259F).contains($0.value) }))
  }

  /// Keys into each screen: none, opening the row under the cursor (an animal, a post's like,
  /// an About link), help, a move and an open, and the last row's (an alert on About's rating,
  /// Settings' debug screen).
  static let keys = ["", "enter", "?", "down enter", "down down down down enter", "end enter"]

  @Test(arguments: ["home", "about", "settings", "animals", "feed", "day", "processes"])
  func noScreenDrawsBoxDrawingOrBlocks(screen: String) async throws {
    let demo = try DemoProcess()
    for (width, height) in [(40, 20), (80, 24), (120, 40)] {
      for keys in Self.keys {
        let result = try await demo.snapshotDetached(
          screen, width: width, height: height, keys: keys, extra: ["--screen-reader"])
        #expect(result.status == 0, "\(screen) \(width)x\(height) \"\(keys)\": \(result.output)")
        let bad = Self.decorative(result.output)
        #expect(
          bad.isEmpty, "\(screen) \(width)x\(height) after \"\(keys)\": \(bad)\n\(result.output)")
        // No ASCII card borders either (`+--`): the frames are blank.
        #expect(!result.output.contains("+--"), "\(screen) \(width)x\(height) \"\(keys)\"")
      }
    }
  }

  @Test func statesAreWordsAndMovesAreSaid() async throws {
    let demo = try DemoProcess()
    let home = try await demo.snapshotDetached(
      "home", width: 40, height: 20, keys: "down", extra: ["--screen-reader"]
    )
    .output
    #expect(home.contains("Settings                      opens"), "\(home)")
    #expect(home.contains("\n 2 of 5, Five articles, rebuilt\n"), "\(home)")
    let processes = try await demo.snapshotDetached(
      "processes", width: 80, height: 24, keys: "down", extra: ["--screen-reader"]
    )
    .output
    #expect(processes.contains("\n 2 of 20\n"), "\(processes)")
  }

  @Test func theEnvironmentVariableAsksForItToo() throws {
    let result = try DemoProcess().run(
      ["snapshot", "settings", "--width", "40", "--height", "20"],
      environment: ["SECTIONAL_SCREEN_READER": "1"])
    #expect(result.status == 0)
    #expect(result.output.contains("opens"), "\(result.output)")
  }

  @Test func bothCommandsOfferTheFlag() async throws {
    let demo = try DemoProcess()
    for command in ["run", "snapshot"] {
      let help = try await demo.runDetached([command, "--help"]).output
      #expect(help.contains("--screen-reader"), "\(command): \(help)")
      #expect(help.contains("SECTIONAL_SCREEN_READER"), "\(command): \(help)")
    }
  }
}
