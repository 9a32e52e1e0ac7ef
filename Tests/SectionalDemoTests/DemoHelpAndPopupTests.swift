import Foundation
import Testing

/// Help that lists only what acts on each screen, pop-ups that fit small terminals and footers
/// that keep help and quit, as a user sees them.
@Suite(.serialized) struct DemoHelpAndPopupTests {
  @Test(arguments: ["home", "about", "settings", "animals", "feed", "day"])
  func helpListsOnlyKeysThatActHere(screen: String) async throws {
    let result = try await DemoProcess().snapshotDetached(screen, width: 80, height: 40, keys: "?")
    #expect(result.status == 0)
    let output = result.output
    // The keys column is as wide as the widest keys the screen lists.
    #expect(
      output.split(separator: "\n").contains {
        $0.contains("│ q Ctrl-C ") && $0.contains(" quit ")
      },
      "\(output)")
    // No screen of the demo has info buttons, deletable or movable rows.
    for absent in ["│ i ", "│ d ", "│ m ", "character("] {
      #expect(!output.contains(absent), "\(screen): \(absent)")
    }
    // ← is described at most once.
    let help = output.split(separator: "\n").filter { $0.contains("│ ←") || $0.contains("│ → ") }
    #expect(help.count <= 2, "\(screen): \(help)")
  }

  @Test func helpAt30By10StaysInsideItsBorder() async throws {
    let result = try await DemoProcess().snapshotDetached("home", width: 30, height: 10, keys: "?")
    let lines = result.lines.filter { !$0.isEmpty }
    #expect(lines.count == 10)
    // Every line between the corners has the box's two sides.
    let box = lines.filter { $0.contains("│ ") && !$0.contains("╭") && !$0.contains("╰") }
    for line in box { #expect(line.filter { $0 == "│" }.count >= 2, "\(line)") }
    #expect(result.output.contains("[>Close<]"))
    #expect(lines.last == " ↑↓ scroll   esc close")
  }

  @Test func theShareSheetAt40By9KeepsEveryButtonAndTheFooter() async throws {
    let demo = try DemoProcess()
    let result = try await demo.snapshotDetached(
      "home", width: 40, height: 9, keys: "enter down down down enter down down")
    for button in ["[ Copy link ]", "[ Show link ]", "[>Cancel<]"] {
      #expect(result.output.contains(button), "\(button)")
    }
    // No button on a border (749afab drew "╰─[ Show link ]───╯" and hid Cancel), whatever the
    // focus marks look like.
    #expect(!result.output.contains("─[") && !result.output.contains("]─"), "\(result.output)")
    #expect(result.output.contains("Cancel"), "\(result.output)")
    #expect(result.lines.last(where: { !$0.isEmpty }) == " PgUp/PgDn scroll   ⏎/esc cancel")
  }

  @Test func at40ColumnsTheFooterKeepsHelpAndQuit() async throws {
    let demo = try DemoProcess()
    for (screen, keys, footer) in [
      ("home", "", " ↑↓ move   ⏎ open   ? help   q quit"),
      // Day opens on its last day: there is no next day to offer, and the previous day goes
      // before esc back.
      ("home", "end up up enter", " ← previous day   ? help   q quit"),
      ("day", "", " ← previous day   ? help   q quit"),
      // One row takes the cursor (the calendar): ↑↓ scroll the day's figures.
      ("day", "left", " ↑↓ scroll   ←→ day   ? help   q quit"),
    ] {
      let result = try await demo.snapshotDetached(screen, width: 40, height: 12, keys: keys)
      #expect(result.lines.last(where: { !$0.isEmpty }).map(String.init) == footer, "\(screen)")
    }
  }
}
