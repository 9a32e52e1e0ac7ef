import Foundation
import Sectional
import SectionalTerminal
import Testing

/// ASCII terminals get only ASCII, and state shows without colour: chosen and focused pills,
/// buttons that are on, focused pop-up buttons.
@MainActor
@Suite struct ASCIIAndStateTests {
  @MainActor final class Mixed: Screen {
    let title = "Day — Nov 15"
    var liked = true
    var content: ListContent {
      Section(id: "s", header: "Café § ×") {
        Row(id: "text", TextItem("Crème brûlée — 2–3 ❄️ 🍅", detail: "…"))
        Row(id: "spark", TextItem("▁▂▃▄▅▆▇█"))
        Row(
          id: "pills",
          PillsItem([
            Pill(id: "a", title: "Nov 14"), Pill(id: "b", title: "Nov 15", isSelected: true),
          ]))
        Row(
          id: "bar",
          ActionBarItem([
            .init(id: "like", symbol: "heart", title: "Like", isOn: liked),
            .init(id: "save", symbol: "bookmark", title: "Save"),
          ]))
        Row(id: "loading", LoadingItem(.loading(nil))).selectable(false)
      }
    }
    var commands: [ScreenCommand] {
      [
        ScreenCommand("Previous day", shortcut: .previous) { _ in },
        ScreenCommand("Next day", shortcut: .next) { _ in },
      ]
    }
  }

  func frame(_ app: TerminalApp) -> String { app.render().plainText() }

  @Test func asciiFramesArePureASCIIAndKeepTheirWidth() {
    for width in [20, 40, 80] {
      let app = TerminalApp(
        root: Mixed(), width: width, height: 12, options: TerminalApp.Options(glyphs: .ascii))
      for keys in [[], [TerminalKey.character("?")], [.down, .down, .right]] {
        for key in keys { app.handle(.key(KeyEvent(key))) }
        let text = frame(app)
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "at \(width): \(text)")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= width })
        app.handle(.key(KeyEvent(.escape)))
      }
    }
  }

  @Test func asciiGrid() {
    let app = TerminalApp(
      root: Mixed(), width: 40, height: 12, options: TerminalApp.Options(glyphs: .ascii))
    // The focus starts on the chosen pill (the last); → finds nothing further right.
    for key in [TerminalKey.down, .down, .right] { app.handle(.key(KeyEvent(key))) }
    #expect(
      frame(app) == """
                      Day - Nov 15
         Cafe S x
         Creme brulee - 2-3 ?? ??          ...
         __--==##
        >( Nov 14 ) (>* Nov 15<)
           <3* Like   [ ] Save
         / Loading...




         left/right day   ? help   q quit
        """)
  }

  /// The app's text is folded to ASCII before it is laid out: its "…" is "..." in three
  /// columns, measured and cut as such (the pass over the finished frame made it one "."), in a
  /// row's title, a field's placeholder and a truncated title.
  @Test func anAppsEllipsisIsThreeDotsInASCII() {
    @MainActor final class Comments: Screen {
      let title = "Comments…"
      var content: ListContent {
        Section(id: "s") {
          Row(id: "add", TextItem("Add a comment…"))
          Row(id: "long", TextItem("A title much too long… for the list"))
          Row(
            id: "field",
            TextAreaItem("Comment", text: "", placeholder: "Add a comment…", lines: 2...2))
        }
      }
    }
    let app = TerminalApp(
      root: Comments(), width: 30, height: 8, options: TerminalApp.Options(glyphs: .ascii))
    #expect(
      frame(app) == """
                 Comments...
        >Add a comment...
         A title much too long......
         Comment
          Add a comment...


         up/down move  ? help  q quit
        """)
  }

  @Test func withoutColourStateStillShows() {
    let app = TerminalApp(root: Mixed(), width: 40, height: 12)
    for key in [TerminalKey.down, .down, .down] { app.handle(.key(KeyEvent(key))) }
    let lines = frame(app).split(separator: "\n")
    // The chosen pill is ticked; the liked heart is filled, the unsaved flag hollow; the focused
    // button is marked.
    #expect(lines[4] == " ❨ Nov 14 ❩ ❨ ✓ Nov 15 ❩")
    #expect(lines[5].hasPrefix("▌>♥ Like  ⚐ Save"))
  }
}
