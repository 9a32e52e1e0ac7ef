import Foundation
import Sectional
import SectionalTerminal
import Testing

/// A presented screen in the terminal: Cancel in the title bar where a pushed screen has its
/// back label, Done at the right end when it has one; Esc (or a click on Cancel) dismisses it,
/// Ctrl-S (or a click on Done) finishes it; the footer and the help say so.
@MainActor
@Suite struct PresentationKeyTests {
  @MainActor final class Notes: Screen {
    let title = "Notes"
    var notes: [String] = []

    var content: ListContent {
      Section(id: "s") {
        Row(id: "new", TextItem("New note")).onSelect { [unowned self] context in
          let editor = Editor()
          context.presenter.present(editor) { [unowned self] in notes.append(editor.text) }
        }
        Row(id: "info", TextItem("Info")).onSelect { context in
          context.presenter.present(Editor())
        }
        for (index, note) in notes.enumerated() {
          Row(id: index, TextItem(note)).onSelect { _ in }
        }
      }
    }
  }

  @MainActor final class Editor: Screen {
    let title = "New Note"
    let text = "Milk"
    var content: ListContent {
      Section(id: "s") {
        Row(id: "text", TextItem(text))
        Row(id: "more", TextItem("More", accessory: .disclosure)).onSelect { context in
          context.presenter.push(Editor())
        }
      }
    }
  }

  func click(_ app: TerminalApp, x: Int, y: Int) {
    app.handle(.mouse(MouseEvent(.press(.left), x: x, y: y)))
    app.handle(.mouse(MouseEvent(.release(.left), x: x, y: y)))
  }

  static let ctrlS = KeyEvent(.character("s"), .control)

  @Test func aPresentedScreenShowsCancelAndDoneAndTheirKeys() {
    let app = TerminalApp(root: Notes(), width: 50, height: 7)
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.depth == 2)
    let lines = [
      " Cancel              New Note                Done",
      "▌Milk",
      " More                                          ›",
      "",
      "",
      "",
      " ↑↓ move  Ctrl-S done  esc cancel  ? help  q quit",
    ]
    #expect(app.render().plainText() == lines.joined(separator: "\n"))
  }

  @Test func escDismissesAPresentedScreenWithoutDone() {
    let notes = Notes()
    let app = TerminalApp(root: notes, width: 50, height: 7)
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(KeyEvent(.escape)))
    #expect(app.depth == 1)
    #expect(notes.notes.isEmpty)
  }

  @Test func ctrlSFinishesItAndTheScreenUnderShowsTheResult() {
    let notes = Notes()
    let app = TerminalApp(root: notes, width: 50, height: 7)
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(Self.ctrlS))
    #expect(app.depth == 1)
    #expect(notes.notes == ["Milk"])
    #expect(app.render().plainText().contains("Milk"))
  }

  @Test func escOnAScreenPushedInsideThePresentationGoesBackWithinIt() {
    let app = TerminalApp(root: Notes(), width: 50, height: 7)
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(KeyEvent(.down)))
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.depth == 3)
    #expect(app.render().plainText().hasPrefix(" ‹ New Note"))
    app.handle(.key(KeyEvent(.escape)))
    #expect(app.depth == 2)
    app.handle(.key(KeyEvent(.escape)))
    #expect(app.depth == 1)
  }

  @Test func clicksOnCancelAndDoneAnswerAsTheirKeys() {
    let notes = Notes()
    let app = TerminalApp(root: notes, width: 50, height: 7)
    app.handle(.key(KeyEvent(.enter)))
    click(app, x: 47, y: 0)
    #expect(app.depth == 1)
    #expect(notes.notes == ["Milk"])
    app.handle(.key(KeyEvent(.enter)))
    click(app, x: 1, y: 0)
    #expect(app.depth == 1)
    #expect(notes.notes == ["Milk"])
  }

  @Test func withoutDoneCtrlSDoesNothingAndNoDoneShows() {
    let app = TerminalApp(root: Notes(), width: 50, height: 7)
    app.handle(.key(KeyEvent(.down)))
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.depth == 2)
    app.handle(.key(Self.ctrlS))
    #expect(app.depth == 2)
    let frame = app.render().plainText()
    #expect(!frame.contains("Done"))
    #expect(frame.contains("esc cancel"))
  }

  @Test func theHelpNamesCancelAndDone() {
    let app = TerminalApp(root: Notes(), width: 60, height: 24)
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(KeyEvent(.character("?"))))
    let frame = app.render().plainText()
    #expect(frame.contains("cancel: close New Note"), "\(frame)")
    #expect(frame.contains("done: finish New Note"), "\(frame)")
  }
}
