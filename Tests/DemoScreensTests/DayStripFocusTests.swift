import DemoScreens
import Foundation
import Sectional
import SectionalTerminal
import Testing

/// The Day screen in the terminal app: the focused pill of the calendar strip is the chosen day,
/// whether the day was chosen with the mouse or with ←/→.
@MainActor
@Suite struct DayStripFocusTests {
  func app() throws -> TerminalApp {
    let day = DayScreen(samples: try HeartRateSample.load(from: .bundled))
    return TerminalApp(root: day, width: 80, height: 16)
  }

  /// The text drawn in reverse video on line `y`, trimmed.
  func reversed(_ frame: Buffer, y: Int) -> String {
    var text = ""
    for x in 0..<frame.width where frame[x, y].style.attributes.contains(.reverse) {
      text += frame[x, y].symbol
    }
    return text.trimmingCharacters(in: .whitespaces)
  }

  func column(of text: String, in frame: Buffer, y: Int) -> Int? {
    var line: [String] = []
    for x in 0..<frame.width { line.append(frame[x, y].symbol) }
    let joined = line.joined()
    guard let range = joined.range(of: text) else { return nil }
    // Cells hold one character each on this line (no wide glyphs in the strip).
    return joined.distance(from: joined.startIndex, to: range.lowerBound)
  }

  @Test func clickingADayThenLeftMovesTheFocusWithTheTitle() throws {
    let app = try app()
    var frame = app.render()
    #expect(reversed(frame, y: 1) == "❨>✓ Nov 15<❩")
    let x = try #require(column(of: "Nov 13", in: frame, y: 1))
    app.handle(.mouse(MouseEvent(.press(.left), x: x, y: 1)))
    frame = app.render()
    #expect(frame.line(0).contains("Day — Nov 13"))
    #expect(reversed(frame, y: 1) == "❨>✓ Nov 13<❩")
    app.handle(.key(KeyEvent(.left)))
    frame = app.render()
    #expect(frame.line(0).contains("Day — Nov 12"))
    #expect(reversed(frame, y: 1) == "❨>✓ Nov 12<❩")
    app.handle(.key(KeyEvent(.enter)))
    frame = app.render()
    #expect(frame.line(0).contains("Day — Nov 12"))
    #expect(reversed(frame, y: 1) == "❨>✓ Nov 12<❩")
  }
}
