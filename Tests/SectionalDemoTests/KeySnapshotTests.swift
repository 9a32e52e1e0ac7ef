import Foundation
import Testing

/// The keys users of less, vim and htop press, and the help that lists them (issue 20, 15).
@Suite(.serialized) struct KeySnapshotTests {
  @Test func ctrlDAndCtrlFPageLikeLessAndVim() throws {
    let start = try demoFrame("animals", height: 8)
    for keys in ["ctrl-d", "ctrl-f"] {
      let moved = try demoFrame("animals", height: 8, keys: keys)
      #expect(moved.output != start.output, "\(keys) did nothing")
      // And back up again.
      let back = try demoFrame(
        "animals", height: 8, keys: keys + " " + (keys == "ctrl-d" ? "ctrl-u" : "ctrl-b"))
      #expect(back.output == start.output, "\(keys)")
    }
    let half = try demoFrame("animals", height: 12, keys: "ctrl-d")
    let page = try demoFrame("animals", height: 12, keys: "ctrl-f")
    #expect(half.output != page.output)
  }

  @Test func hAndLMoveBetweenPillsAndHOnTheFirstPillStays() throws {
    let pills = "G"
    let first = try demoFrame("settings", keys: pills)
    #expect(first.output.contains("❨>Vegan<❩"), "\(first.output)")
    let second = try demoFrame("settings", keys: "\(pills) l")
    #expect(second.output.contains("❨>Open now<❩"), "\(second.output)")
    let backAgain = try demoFrame("settings", keys: "\(pills) l h")
    #expect(backAgain.output.contains("❨>Vegan<❩"))
    // h on the first pill does nothing: the screen stays.
    let stays = try demoFrame("settings", keys: "\(pills) h")
    #expect(stays.lines.first?.contains("Settings") == true, "\(stays.output)")
    #expect(stays.output.contains("❨>Vegan<❩"))
  }

  @Test func tabAndShiftTabMoveBetweenPills() throws {
    let tab = try demoFrame("settings", keys: "G tab tab")
    #expect(tab.output.contains("❨>Under $20<❩"), "\(tab.output)")
    let back = try demoFrame("settings", keys: "G tab tab backtab")
    #expect(back.output.contains("❨>Open now<❩"), "\(back.output)")
  }

  @Test func helpListsThePagingAndPillKeys() throws {
    let help = try demoFrame("settings", height: 40, keys: "G ?")
    for keys in ["Ctrl-B", "Ctrl-F", "Ctrl-U", "Ctrl-D", "← → h l", "Shift-Tab"] {
      #expect(help.output.contains(keys), "\(keys)\n\(help.output)")
    }
  }

  @Test func hAndLMoveBetweenAnAlertsButtonsAsArrowsDo() throws {
    let rate = "down down down down enter"
    let alert = try demoFrame("about", keys: rate)
    #expect(alert.output.contains("[>Continue<]"), "\(alert.output)")
    let right = try demoFrame("about", keys: "\(rate) l")
    #expect(right.output.contains("[>Cancel<]"), "\(right.output)")
    let back = try demoFrame("about", keys: "\(rate) l h")
    #expect(back.output.contains("[>Continue<]"), "\(back.output)")
  }

  @Test func aLinkInANarrowAlertBreaksBetweenItsParts() throws {
    // Not "https://github.com/scribe-or" / "g/Scribe-iOS" (issue 20).
    let alert = try demoFrame("about", width: 40, keys: "enter")
    #expect(alert.output.contains("https://github.com/scribe- "), "\(alert.output)")
    #expect(alert.output.contains("org/Scribe-iOS "), "\(alert.output)")
  }
}
