import Foundation
import Sectional
import SectionalTerminal
import Testing

/// The title bar's back label answers a click as Esc answers a key (issue 11, defect 17: a
/// click on "‹ back" did nothing).
@MainActor
@Suite struct BackLabelTests {
  @MainActor final class Titled: Screen {
    let title: String
    let next: (any Screen)?

    init(_ title: String, next: (any Screen)? = nil) {
      self.title = title
      self.next = next
    }

    var content: ListContent {
      Section(id: "s") {
        Row(id: "open", TextItem("Open", accessory: .disclosure))
          .onSelect { [unowned self] context in
            if let next { context.presenter.push(next) }
          }
      }
    }
  }

  func click(_ app: TerminalApp, x: Int, y: Int) {
    app.handle(.mouse(MouseEvent(.press(.left), x: x, y: y)))
    app.handle(.mouse(MouseEvent(.release(.left), x: x, y: y)))
  }

  @Test func clickingTheBackLabelGoesBackAndTheRestOfTheTitleBarDoesNot() {
    let app = TerminalApp(root: Titled("Inbox", next: Titled("Message")), width: 40, height: 6)
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.depth == 2)
    let frame = app.render().plainText()
    #expect(frame.hasPrefix(" ‹ Inbox"), "\(frame)")
    // Past the label (columns 1 to 7): the title itself, which is not a button.
    click(app, x: 20, y: 0)
    #expect(app.depth == 2)
    // The label's last column, then its first.
    click(app, x: 7, y: 0)
    #expect(app.depth == 1)
    app.handle(.key(KeyEvent(.enter)))
    click(app, x: 1, y: 0)
    #expect(app.depth == 1)
    // On the root there is no label: a click there changes nothing.
    click(app, x: 1, y: 0)
    #expect(app.depth == 1)
  }

  @Test func inASCIIACutTitleEndsInThreeDots() {
    // A lone "." (the ASCII look-alike of "…") reads as the end of a sentence: "Sectional."
    let app = TerminalApp(
      root: Titled("Sectional demo", next: Titled("A rather long screen title here")), width: 30,
      height: 6, options: TerminalApp.Options(glyphs: .ascii))
    app.handle(.key(KeyEvent(.enter)))
    let bar = app.render().plainText().split(separator: "\n").first.map(String.init) ?? ""
    #expect(bar.hasPrefix(" < Secti...  "), "\(bar)")
    #expect(bar.hasSuffix("..."), "\(bar)")
  }
}
