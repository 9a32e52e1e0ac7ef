import Sectional
import Testing

@testable import SectionalTerminal

/// Issue 29: screen readers and braille displays follow the terminal's cursor, so after every
/// frame the hidden cursor rests on what has focus: the first cell of the row under the list's
/// cursor (the caret shows in a field being edited), the focused button of a pop-up.
@MainActor
@Suite struct FocusCursorTests {
  @MainActor final class Numbers: Screen {
    let title = "Numbers"
    var content: ListContent {
      Section(id: "s", header: "Numbers") {
        for number in 1...30 {
          Row(id: number, TextItem("Number \(number)")).onSelect { context in
            context.presenter.present(
              Alert(
                title: "Forget \(number)?",
                actions: [
                  AlertAction("Cancel", role: .cancel), AlertAction("Forget", role: .destructive),
                ]))
          }
        }
      }
    }
  }

  func press(_ key: TerminalKey, in app: TerminalApp) {
    app.handle(.key(KeyEvent(key)))
  }

  /// The line of the frame whose text has `marker` (the row under the cursor).
  func line(of marker: String, in frame: String) -> Int? {
    frame.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
      $0.contains(marker)
    }
  }

  @Test func theCursorRestsOnTheFocusedRowAfterEveryKey() throws {
    let app = TerminalApp(root: Numbers(), width: 30, height: 10)
    for key: TerminalKey in [.down, .down, .pageDown, .end, .up, .home] {
      press(key, in: app)
      let frame = app.render().plainText()
      let selected = try #require(app.stack.last?.list.selectedID)
      let row = try #require(line(of: "Number \(selected) ", in: frame + " "))
      #expect(app.focusPoint == CursorPosition(x: 0, y: row), "after \(key):\n\(frame)")
      #expect(app.cursor == nil)
    }
  }

  @Test func overAPopUpTheCursorRestsOnItsFocusedButton() throws {
    let app = TerminalApp(root: Numbers(), width: 40, height: 12)
    press(.enter, in: app)
    let frame = app.render().plainText()
    // Cancel has the focus (arrows never give it to the destructive button).
    let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(lines.firstIndex { $0.contains("[>Cancel<]") })
    let x = try #require(lines[y].range(of: "[>Cancel<]")).lowerBound
    #expect(
      app.focusPoint == CursorPosition(x: lines[y].distance(from: lines[y].startIndex, to: x), y: y)
    )
  }
}
