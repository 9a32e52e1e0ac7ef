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

  // Day's calendar strip is the demo's row of pills (Settings' filters are a flow of rows).
  @Test func hAndLMoveBetweenPillsAndLOnTheLastPillStays() throws {
    let previous = try demoFrame("day", keys: "h")
    #expect(previous.output.contains("❨>✓ Nov 14<❩"), "\(previous.output)")
    let backAgain = try demoFrame("day", keys: "h l")
    #expect(backAgain.output.contains("❨>✓ Nov 15<❩"), "\(backAgain.output)")
    // l on the last pill does nothing: the screen stays.
    let stays = try demoFrame("day", keys: "l")
    #expect(stays.lines.first?.contains("Day — Nov 15") == true, "\(stays.output)")
    #expect(stays.output.contains("❨>✓ Nov 15<❩"))
  }

  @Test func tabAndShiftTabMoveBetweenPills() throws {
    let tab = try demoFrame("day", keys: "h h tab")
    #expect(tab.output.contains("❨>✓ Nov 14<❩"), "\(tab.output)")
    let back = try demoFrame("day", keys: "h h backtab")
    #expect(back.output.contains("❨>✓ Nov 12<❩"), "\(back.output)")
  }

  @Test func helpListsThePagingAndPillKeys() throws {
    let help = try demoFrame("settings", height: 40, keys: "?")
    for keys in ["Ctrl-B", "Ctrl-F", "Ctrl-U", "Ctrl-D"] {
      #expect(help.output.contains(keys), "\(keys)\n\(help.output)")
    }
    // On Day, Tab and Shift-Tab change the day as → and ← do: help says so, and no longer
    // that they focus a pill (issue 31: a hint that lied), nor that Space presses the focused
    // pill, the chosen day, where it does nothing.
    let pills = try demoFrame("day", height: 40, keys: "left ?")
    #expect(pills.output.contains("previous day (Shift-Tab too)"), "\(pills.output)")
    #expect(pills.output.contains("next day (Tab too)"), "\(pills.output)")
    #expect(!pills.output.contains("focus the next pill"), "\(pills.output)")
    #expect(!pills.output.contains("press the focused pill"), "\(pills.output)")
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
