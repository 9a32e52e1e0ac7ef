import Testing

@testable import SectionalTerminal

/// Titles written by apps read in the footer and help as the library's own hints do: in lower
/// case after their key, names in capitals kept.
@Suite struct HintWordsTests {
  @Test(arguments: [
    ("Sort by PID", "sort by PID"), ("Grid", "grid"), ("Try Again", "try again"),
    ("Send SIGTERM", "send SIGTERM"), ("OK", "OK"), ("I agree", "I agree"),
    ("Keep the cursor's line", "keep the cursor's line"), ("", ""), ("iPhone", "iPhone"),
    ("Show details", "show details"), ("Copy Link to Post", "copy link to post"),
  ])
  func titlesReadAsActions(title: String, shown: String) {
    #expect(HintWords.action(title) == shown)
  }
}
