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

  /// Found in the trial: a liked post's button said "⏎ liked" (its title is its state), where
  /// Enter unlikes it; the failed page's row said "⏎ select", where Enter tries again.
  @Test func aButtonThatIsOnAndAFailedPageSayWhatEnterDoes() {
    @MainActor final class Post: Screen {
      let title = "Post"
      var content: ListContent {
        Section(id: "s") {
          Row(
            id: "bar",
            ActionBarItem([.init(id: "like", symbol: "heart", title: "Liked", isOn: true)])
          )
          .onSelect { _ in }
          Row(id: "status", LoadingItem(.failed(message: "offline"))).onSelect { _ in }
        }
      }
    }
    let app = TerminalApp(root: Post(), width: 60, height: 12)
    #expect(footer(app) == " ↑↓ move   ⏎ undo liked   ? help   q quit")
    app.handle(.key(KeyEvent(.down)))
    #expect(footer(app) == " ↑↓ move   ⏎ retry   ? help   q quit")
  }

  /// Found in the trial: on Day, help said "Tab: focus the next pill or button (Shift-Tab: the
  /// previous)" and "space: press the focused pill", where Tab and Shift-Tab change the day (a
  /// screen that gives ← and → a command gives it Tab and Shift-Tab too) and Space on the
  /// chosen day does nothing.
  @Test func helpSaysTabRunsTheArrowCommands() {
    @MainActor final class Calendar: Screen {
      let title = "Calendar"
      var day = 1
      var content: ListContent {
        Section(id: "s") {
          Row(
            id: "days",
            PillsItem(
              (0..<3).map { Pill(id: "\($0)", title: "Day \($0)", isSelected: $0 == day) })
          )
          .onSelect { _ in }
        }
      }
      var commands: [ScreenCommand] {
        [
          ScreenCommand("Previous day", shortcut: .previous) { [unowned self] _ in day -= 1 },
          ScreenCommand("Next day", shortcut: .next) { [unowned self] _ in day += 1 },
        ]
      }
    }
    let screen = Calendar()
    let app = TerminalApp(root: screen, width: 70, height: 24)
    app.handle(.key(KeyEvent(.character("?"))))
    let help = app.render().plainText()
    #expect(help.contains("previous day (Shift-Tab too)"), "\(help)")
    #expect(help.contains("next day (Tab too)"), "\(help)")
    #expect(!help.contains("focus the next pill"), "\(help)")
    #expect(!help.contains("press the focused pill"), "\(help)")
    app.handle(.key(KeyEvent(.escape)))
    app.handle(.key(KeyEvent(.tab)))
    #expect(screen.day == 2)
  }
}
