import Foundation
import Testing

/// Find as you type on the demo's screens, as a user types it.
@Suite(.serialized) struct FindSnapshotTests {
  func frame(_ screen: String, height: Int = 12, keys: String) throws -> DemoProcess.Result {
    let result = try DemoProcess().snapshot(screen, height: height, keys: keys)
    #expect(result.status == 0, "\(result.error)")
    return result
  }

  @Test func slashFiltersTheAnimals() throws {
    let result = try frame("animals", keys: "/ o c")
    #expect(result.lines.contains("/oc   3 matches"), "\(result.output)")
    #expect(result.output.contains("Common octopus"))
    #expect(!result.output.contains("Red fox"))
    // Esc shows every animal again, the cursor staying on its row.
    let cleared = try frame("animals", keys: "/ o c escape")
    #expect(cleared.output.contains("Axolotl"))
    #expect(cleared.output.contains("▌Common octopus"))
    #expect(!cleared.output.contains("/oc"))
  }

  @Test func typedLettersAreNotShortcuts() throws {
    // "q" would quit, "?" show help: while typing a query they are text.
    let result = try frame("settings", keys: "/ q ?")
    #expect(result.lines.contains("/q?   no match"), "\(result.output)")
  }

  @Test func enterThenNStepsToTheNextMatchAndSelectsIt() throws {
    let result = try frame("animals", keys: "/ o c enter n enter")
    #expect(result.lines.first?.contains("Capybara") == true, "\(result.output)")
  }

  @Test func findInTheFeedReachesItsMatch() throws {
    // The caption cannot take the cursor: its post's action bar does, shown with it.
    let found = try demoFrame("feed", keys: "/ S u n d a y enter n")
    #expect(found.output.contains("▌>♡ Like"), "\(found.output)")
    #expect(found.output.contains("Sunday market haul"))
    #expect(found.output.contains("1 of 1"))
    // Enter presses the focused button (Like) of the matched post.
    let liked = try demoFrame("feed", keys: "/ S u n d a y enter n enter")
    #expect(liked.output.contains("♥ Liked"), "\(liked.output)")
    // Esc shows the whole feed again on the matched post, not on the first post.
    let cleared = try demoFrame("feed", keys: "/ S u n d a y enter n escape")
    #expect(cleared.output.contains("oakandash Sunday market haul"), "\(cleared.output)")
    #expect(cleared.output.contains("▌>♡ Like"))
  }

  @Test func aFindWithNoMatchOffersNoNextMatch() throws {
    let result = try demoFrame("animals", keys: "/ z z z enter")
    #expect(result.output.contains("no match"))
    #expect(!footer(result).contains("n/N"), "\(footer(result))")
    #expect(footer(result).contains("esc clear"))
  }

  @Test func theFindStatusKeepsItsColumnWhenTypingEnds() throws {
    let typing = try demoFrame("animals", height: 12, keys: "/ o")
    let kept = try demoFrame("animals", height: 12, keys: "/ o enter")
    let line = typing.lines.first { $0.hasPrefix("/o ") }
    #expect(line?.hasPrefix("/o   ") == true, "\(typing.output)")
    #expect(kept.lines.contains { $0 == line ?? "" }, "\(kept.output)")
  }

  /// Finding a day of the week strip focuses that day's pill, so Enter, once find is kept,
  /// opens the day found rather than the one the strip had.
  @Test func findingADayFocusesItsPill() throws {
    let found = try demoFrame("day", keys: "/ 'Nov 12'")
    #expect(found.lines[1].contains("❨>Nov 12<❩"), "\(found.output)")
    let opened = try demoFrame("day", keys: "/ 'Nov 12' enter enter")
    #expect(opened.lines[0].contains("Day — Nov 12"), "\(opened.output)")
  }

  /// The strip shows seven days, but find reaches every day of the data: a day outside the
  /// strip is found, the strip slides to show it focused, and Enter opens it. Before, "Nov 3"
  /// (the data runs Nov 1–15, the strip Nov 9–15) said "no match".
  @Test func findingADayOutsideTheStripShowsItsPill() throws {
    let found = try demoFrame("day", keys: "/ 'Nov 3' enter")
    #expect(found.lines[1].contains("❨>Nov 3<❩"), "\(found.output)")
    #expect(found.lines[1].contains("❨ Nov 1 ❩"), "\(found.output)")
    #expect(!found.lines[1].contains("Nov 15"), "\(found.output)")
    #expect(found.lines.contains("/Nov 3   1 match"), "\(found.output)")
    let opened = try demoFrame("day", keys: "/ 'Nov 3' enter enter escape")
    #expect(opened.lines[0].contains("Day — Nov 3"), "\(opened.output)")
    #expect(opened.lines[1].contains("❨>✓ Nov 3<❩"), "\(opened.output)")
    #expect(opened.output.contains("Heart rate"), "\(opened.output)")
  }
}
