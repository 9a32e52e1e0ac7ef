import Foundation
import Sectional
import TestSupport
import Testing

@testable import SectionalTerminal

/// The editing footer asks on every frame whether another field follows ("⏎ next", "tab next
/// field"): that is read from the fields the controller keeps with its content, so a frame
/// makes no row of a `ForEach`, however many rows lie between the fields.
@MainActor
@Suite struct EditingFooterRowsTests {

  /// A comment box over a screenful of tips and 5,000 comments (a `ForEach` whose rows are
  /// one line, all off screen), and a second field under them.
  @MainActor final class Comments: Screen {
    let title = "Comments"
    let counter: RowCounter
    var comment = ""
    var signature = ""
    let comments = (0..<5_000).map { "Comment \($0)" }

    init(counter: RowCounter) {
      self.counter = counter
    }

    var content: ListContent {
      Section(id: "box") {
        Row(id: "comment", TextFieldItem("Comment", text: comment))
          .onChange(String.self) { [unowned self] in comment = $0 }
      }
      Section(id: "tips") {
        for tip in 0..<20 { Row(id: "tip \(tip)", TextItem("Tip \(tip)")).selectable(false) }
      }
      Section(id: "comments") {
        ForEach(comments, id: \.self) { [counter] text in
          counter.increment()
          return Row(id: text, TextItem(text)).selectable(false)
        }
        .height(.fixed(1))
      }
      Section(id: "end") {
        Row(id: "signature", TextFieldItem("Signature", text: signature))
          .onChange(String.self) { [unowned self] in signature = $0 }
      }
    }
  }

  /// The screen, its row counter and an app editing its comment field.
  func editing() -> (RowCounter, Comments, TerminalApp) {
    let counter = RowCounter()
    let screen = Comments(counter: counter)
    let app = TerminalApp(root: screen, width: 60, height: 12)
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.stack.last?.controller.focusedID == ListID("comment"))
    return (counter, screen, app)
  }

  @Test func aFrameOfTheEditingFooterMakesNoForEachRow() {
    let (counter, screen, app) = editing()
    for character in "hi" { app.handle(.key(KeyEvent(.character(character)))) }
    #expect(screen.comment == "hi")
    _ = app.render()
    counter.reset()
    let frame = app.render().plainText()
    #expect(counter.count == 0, "a frame made \(counter.count) rows")
    let footer = frame.split(separator: "\n").last.map(String.init) ?? ""
    #expect(footer.contains("⏎ next"), "\(footer)")
    #expect(footer.contains("tab next field"), "\(footer)")
  }

  @Test func aKeystrokeMakesNoForEachRowOffScreen() {
    let (counter, screen, app) = editing()
    _ = app.render()
    counter.reset()
    // The rebuild after a keystroke, and its frame: none of the comments, all off screen.
    app.handle(.key(KeyEvent(.character("a"))))
    _ = app.render()
    #expect(screen.comment == "a")
    #expect(counter.count == 0, "a keystroke made \(counter.count) rows")
  }
}
