import Sectional
import SectionalTerminal
import Testing

/// Hints that lied: "⏎ select" on every screen with a selectable row, where Enter asked to end
/// a process, posted a comment or did nothing at all, and "↑↓←→ move" on a folding header,
/// where ← → fold. The footer now says what each key does on the cursor row.
@MainActor
@Suite struct EnterHintTests {
  @MainActor final class Rows: Screen {
    let title = "Rows"
    var content: ListContent {
      Section(id: "rows") {
        Row(id: "open", TextItem("Open", accessory: .disclosure)).onSelect { _ in }
        Row(id: "details", TextItem("Details")).selectionTitle("Show details").onSelect { _ in }
        Row(id: "inert", TextItem("Nothing happens"))
        Row(id: "switch", TextItem("Wi-Fi", accessory: .toggle(isOn: true))).onSelect { _ in }
        Row(id: "post", ButtonItem("Post")).onSelect { _ in }
        Row(
          id: "bar",
          ActionBarItem([
            .init(id: "like", symbol: "heart", title: "Like"),
            .init(id: "share", symbol: "paperplane", title: "Share"),
          ])
        )
        .onSelect { _ in }
        Row(id: "name", TextFieldItem("Name", text: "", placeholder: "name"))
      }
      Section(id: "tags", header: "Tags") {
        Row(id: "a", TextItem("a")).onSelect { _ in }
        Row(id: "b", TextItem("b")).onSelect { _ in }
      }
      .collapsible()
      .layout(.flow)
    }
  }

  func footer(_ app: TerminalApp) -> String {
    let text = app.render().plainText()
    return text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init)
      ?? ""
  }

  @Test func enterIsNamedForWhatItDoesOnTheCursorRow() {
    let app = TerminalApp(root: Rows(), width: 60, height: 24)
    var footers: [String] = []
    for _ in 0..<8 {
      footers.append(footer(app))
      app.handle(.key(KeyEvent(.down)))
    }
    #expect(
      footers == [
        " ↑↓ move   ⏎ open   ? help   q quit",
        " ↑↓ move   ⏎ show details   ? help   q quit",
        // Enter does nothing on a row that handles no selection: no hint.
        " ↑↓ move   ? help   q quit",
        " ↑↓ move   ⏎ switch   ? help   q quit",
        " ↑↓ move   ⏎ post   ? help   q quit",
        " ↑↓ move   ⏎ like   ? help   q quit",
        " ↑↓ move   ⏎ edit   ? help   q quit",
        // On a folding header ← → fold: the four arrows move only on the flow's items.
        " ↑↓ move   ⏎ collapse   ? help   q quit",
      ])
    app.handle(.key(KeyEvent(.down)))
    #expect(footer(app) == " ↑↓←→ move   ⏎ select   ? help   q quit")
  }

  @Test func theFocusedButtonNamesEnter() {
    let app = TerminalApp(root: Rows(), width: 60, height: 24)
    for _ in 0..<5 { app.handle(.key(KeyEvent(.down))) }
    app.handle(.key(KeyEvent(.tab)))
    #expect(footer(app) == " ↑↓ move   ⏎ share   ? help   q quit")
  }

  @Test func helpSaysWhatEnterDoesHere() {
    let app = TerminalApp(root: Rows(), width: 60, height: 30)
    app.handle(.key(KeyEvent(.down)))
    app.handle(.key(KeyEvent(.character("?"))))
    #expect(app.render().plainText().contains("⏎             show details"))
  }
}
