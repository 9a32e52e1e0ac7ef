import Foundation
import Testing

/// The Day screen's calendar strip, driven by keys: the chosen day is the focused pill, marked
/// without colour too, moved by ←/→, always the day in the title.
@Suite(.serialized) struct DayStripTests {
  /// The title line and the reverse-video runs of the strip's line.
  func dayFrame(keys: String, width: Int = 80) throws -> (title: String, focused: [String]) {
    let result = try DemoProcess().snapshot(
      "day", width: width, height: 14, keys: keys, extra: ["--color", "always"])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.lines
    try #require(lines.count > 2)
    let title = reversedRuns(lines[0]).joined()
    return (title, reversedRuns(lines[1]))
  }

  @Test(arguments: [
    ("", "Nov 15"), ("left", "Nov 14"), ("left left left", "Nov 12"),
    ("left left left right", "Nov 13"), ("enter", "Nov 15"), ("left enter", "Nov 14"),
    ("right", "Nov 15"), ("home left left", "Nov 13"),
    // Shift-Tab and Tab move between pills as ← and → do, so on Day they change the day too:
    // no second, hidden focus on the strip.
    ("backtab backtab", "Nov 13"), ("backtab backtab tab", "Nov 14"),
  ])
  func theFocusedPillIsTheDayInTheTitle(keys: String, day: String) throws {
    let frame = try dayFrame(keys: keys)
    #expect(frame.title == "Day — \(day)")
    #expect(frame.focused == ["❨>✓ \(day)<❩"], "keys: \(keys)")
  }

  @Test func theChosenDayIsMarkedWithoutColour() throws {
    var result = try DemoProcess().snapshot("day", keys: "left left")
    #expect(result.output.contains("✓ Nov 13"))
    #expect(result.output.contains("❨ Nov 15 ❩"))
    #expect(!result.output.contains("✓ Nov 15"))
    result = try DemoProcess().snapshot("day", keys: "left left", extra: ["--ascii"])
    #expect(result.output.contains("* Nov 13"))
    #expect(result.output.contains("( Nov 15 )"))
  }
}
