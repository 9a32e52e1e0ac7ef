import Foundation
import Testing

/// A row taller than the terminal shows its focused part (a pill of the week strip, a button of
/// the feed's action bar), not its top: at 12 columns each pill and button takes a line.
@Suite(.serialized) struct FocusedPartSnapshotTests {
  func frame(_ screen: String, height: Int, keys: String) throws -> String {
    try demoFrame(screen, width: 12, height: height, keys: keys).output
  }

  /// The strip's chosen day is its last pill, on line 7 of the row, under a 1-line list.
  @Test(arguments: [
    (
      "",
      """
       Day — Nov…
       ❨>✓ No…<❩ ┃
                 │
       q quit

      """
    ),
    (
      "left left",
      """
       Day — Nov…
       ❨>✓ No…<❩ ┃
       ❨ Nov… ❩  │
       q quit

      """
    ),
  ])
  func theDayStripShowsTheFocusedDay(keys: String, expected: String) throws {
    #expect(try frame("day", height: 4, keys: keys) == expected, "keys: \(keys)")
  }

  /// ↓ reads on past the action bar a line at a time, scrolling its focused ♡ Like away; Enter
  /// then brings the button back instead of liking a post the user cannot see it on.
  @Test func enterShowsTheFocusedButtonBeforeActing() throws {
    #expect(
      try frame("feed", height: 8, keys: "down down down enter") == """
            Feed
         │       │ │
         ╰───────╯ ┃
        ▌>♡ Like   │
          💬 Comm… │
          ➤ Share  │
          ⚐ Save   │
         q quit

        """)
  }
}
