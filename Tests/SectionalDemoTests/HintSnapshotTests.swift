import Foundation
import Testing

/// Footer hints offer only what works (issue 20, 17).
@Suite(.serialized) struct HintSnapshotTests {
  @Test func theLastDayOffersNoNextDay() throws {
    let last = try demoFrame("day")
    #expect(last.lines.first?.contains("Nov 15") == true)
    #expect(!footer(last).contains("next day"), "\(footer(last))")
    #expect(footer(last).contains("previous day"))
    // Nothing to move to, and Enter would choose the day already chosen.
    #expect(!footer(last).contains("move"), "\(footer(last))")
    #expect(!footer(last).contains("select"), "\(footer(last))")
    let earlier = try demoFrame("day", keys: "left")
    #expect(footer(earlier).contains("next day"), "\(footer(earlier))")
  }

  @Test(arguments: [
    ("about", "down down down down down down down enter"), ("settings", "down down down enter"),
    ("settings", "down down down down enter"),
  ])
  func aPageThatFitsOffersNoMove(screen: String, keys: String) throws {
    let result = try demoFrame(screen, keys: keys)
    #expect(!footer(result).contains("move"), "\(result.output)")
  }

  @Test func afterGTheFeedsLastRowIsShownWhole() throws {
    // At 40 columns the failure row takes two lines: the second is the one that was cut.
    let result = try demoFrame("feed", width: 40, height: 20, keys: "G")
    let lines = result.lines.map(String.init)
    let failure = try #require(
      lines.firstIndex { $0.contains("Loading failed") }, "\(result.output)")
    #expect(lines[failure + 1].contains("to retry"), "\(result.output)")
  }

  @Test(arguments: [
    ("settings", "down down enter "), ("settings", "down down down enter "),
    ("settings", "down down down down enter "), ("day", ""),
  ])
  func helpListsNoMoveKeysWhereNothingMoves(screen: String, keys: String) throws {
    let help = try demoFrame(screen, height: 40, keys: keys + "?")
    #expect(help.output.contains("this help"), "\(help.output)")
    for entry in ["↑ ↓ k j", "PgUp PgDn", "Home End g G"] {
      #expect(!help.output.contains(entry), "\(entry)\n\(help.output)")
    }
  }

  @Test func helpOffersSpaceForTheSwitchOnlyOnASwitchRow() throws {
    let onLink = try demoFrame("about", height: 40, keys: "?")
    #expect(onLink.output.contains("this help"), "\(onLink.output)")
    #expect(!onLink.output.contains("flip"), "\(onLink.output)")
    let onSwitch = try demoFrame("about", height: 40, keys: "G ?")
    #expect(onSwitch.output.contains("flip the switch"), "\(onSwitch.output)")
  }

  @Test func anAnimalsTextScrollsAndTheFooterSaysSo() throws {
    // Nothing on the detail takes the cursor: ↑/↓ scroll its text, as help says.
    let detail = try demoFrame("animals", height: 12, keys: "enter")
    #expect(footer(detail).contains("scroll"), "\(detail.output)")
    #expect(!footer(detail).contains("move"), "\(detail.output)")
  }

  @Test func aFindWithOneMatchOffersNoNextOrPrevious() throws {
    let one = try demoFrame("animals", keys: "/ a x o enter")
    #expect(one.output.contains("1 match"), "\(one.output)")
    #expect(!footer(one).contains("n/N"), "\(footer(one))")
    let three = try demoFrame("animals", keys: "/ c a enter")
    #expect(footer(three).contains("n/N next/previous"), "\(footer(three))")
  }

  @Test func aNarrowFooterOffersTheDayBeforeBack() throws {
    // Opened from Home, at 40 columns: ← changes the day, and says so before esc back.
    let day = try demoFrame("home", width: 40, height: 20, keys: "end up up enter")
    #expect(day.lines.first?.contains("Nov 15") == true, "\(day.output)")
    #expect(footer(day).contains("previous day"), "\(footer(day))")
    #expect(footer(day).contains("? help") && footer(day).contains("q quit"), "\(footer(day))")
  }

}
