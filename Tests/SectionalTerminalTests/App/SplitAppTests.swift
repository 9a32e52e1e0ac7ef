import Sectional
import Testing

@testable import SectionalTerminal

/// A split in the terminal app: panes side by side with the focused one marked, keys and clicks
/// reaching the focused pane, master–detail following the cursor, and one pane at a time in a
/// narrow terminal.
@MainActor
@Suite struct SplitAppTests {
  @MainActor final class Letters: Screen {
    let title = "Letters"
    var asked: [String] = []
    var content: ListContent {
      ListContent {
        Section(id: "letters") {
          for letter in ["a", "b", "c"] {
            Row(id: letter, TextItem(letter.uppercased()))
          }
        }
      }
    }
  }

  @MainActor final class Detail: Screen {
    let letter: String
    var answers: [String] = []
    var title: String { "About \(letter.uppercased())" }
    init(_ letter: String) { self.letter = letter }
    var content: ListContent {
      ListContent {
        Section(id: "detail") {
          Row(id: "\(letter)-1", TextItem("\(letter) one"))
            .onSelect { [unowned self] context in
              context.presenter.present(
                Alert(
                  title: "Sure?",
                  actions: [
                    AlertAction("Yes") { [weak self] in self?.answers.append("yes") },
                    AlertAction("Cancel", role: .cancel),
                  ]))
            }
          Row(id: "\(letter)-2", TextItem("\(letter) two"))
        }
      }
    }
  }

  @MainActor final class Split: SplitScreen {
    let title = "Split"
    let letters = Letters()
    var made: [String] = []
    var panes: [Pane] {
      [
        Pane(letters, id: "letters", minimumWidth: 16),
        .detail(id: "detail", minimumWidth: 20, weight: 2) { [unowned self] id in
          guard let letter = id.base as? String, letter != "c" else { return nil }
          made.append(letter)
          return Detail(letter)
        },
      ]
    }
  }

  static func app(width: Int = 44, height: Int = 7) -> (TerminalApp, Split) {
    let split = Split()
    let app = TerminalApp(
      root: split, width: width, height: height, options: .init(glyphs: .ascii))
    return (app, split)
  }

  static func lines(_ app: TerminalApp) -> [String] {
    app.render().plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
  }

  @Test func thePanesShowSideBySideWithTheFocusedOneMarked() {
    let (app, _) = Self.app()
    #expect(
      Self.lines(app) == [
        "                   Split",
        "> Letters          |  About A",
        ">A                 |>a one",
        " B                 | a two",
        " C                 |",
        "                   |",
        " enter open   tab pane   ? help   q quit",
      ])
  }

  @Test func theDetailFollowsTheCursorAndARowWithoutOneShowsThePlaceholder() {
    let (app, split) = Self.app()
    #expect(Self.lines(app)[1] == "> Letters          |  About A")
    app.handle(.key(KeyEvent(.down)))
    #expect(Self.lines(app)[1] == "> Letters          |  About B")
    app.handle(.key(KeyEvent(.down)))
    #expect(Self.lines(app)[1] == "> Letters          |")
    #expect(Self.lines(app)[2] == " A                 | Nothing selected")
    // One detail for each row the cursor rested on, however many frames read it.
    #expect(split.made == ["a", "b"])
  }

  @Test func keysGoToTheFocusedPaneAndTabGoesRound() throws {
    let (app, _) = Self.app()
    app.handle(.key(KeyEvent(.tab)))
    #expect(Self.lines(app)[1] == "  Letters          |> About A")
    app.handle(.key(KeyEvent(.down)))
    let detail = try #require(app.stack.last?.split?.pane(at: 1).view)
    #expect(detail.selectedID == ListID("a-2"))
    #expect(app.stack.last?.split?.pane(at: 0).view.selectedID == ListID("a"))
    app.handle(.key(KeyEvent(.tab)))
    #expect(app.stack.last?.split?.focus == 0)
    app.handle(.key(KeyEvent(.backTab)))
    #expect(app.stack.last?.split?.focus == 1)
  }

  @Test func enterOnARowFocusesItsDetailAndEscGoesBackToThePaneBefore() throws {
    let (app, _) = Self.app()
    app.handle(.key(KeyEvent(.down)))
    app.handle(.key(KeyEvent(.enter)))
    let split = try #require(app.stack.last?.split)
    #expect(split.focus == 1 && app.topScreen?.title == "Split")
    #expect(Self.lines(app).last?.contains("esc back") == true)
    app.handle(.key(KeyEvent(.escape)))
    #expect(split.focus == 0)
    // At the first pane of the root, back does nothing more.
    app.handle(.key(KeyEvent(.escape)))
    #expect(split.focus == 0 && app.depth == 1)
    // → and l focus the detail too; ← and h come back.
    app.handle(.key(KeyEvent(.character("l"))))
    #expect(split.focus == 1)
    app.handle(.key(KeyEvent(.character("h"))))
    #expect(split.focus == 0)
  }

  @Test func aClickFocusesThePaneAndPutsItsCursorOnTheRowClicked() throws {
    let (app, _) = Self.app()
    // "a two", on line 3, in the detail pane from column 20.
    app.handle(.mouse(MouseEvent(.press(.left), x: 25, y: 3)))
    let split = try #require(app.stack.last?.split)
    #expect(split.focus == 1)
    #expect(split.pane(at: 1).view.selectedID == ListID("a-2"))
    app.handle(.mouse(MouseEvent(.press(.left), x: 3, y: 4)))
    #expect(split.focus == 0)
    #expect(split.pane(at: 0).view.selectedID == ListID("c"))
  }

  @Test func aNarrowTerminalShowsOnePaneAtATimeAndWideningKeepsEachCursor() throws {
    let (app, _) = Self.app()
    app.handle(.key(KeyEvent(.down)))
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(KeyEvent(.down)))
    app.handle(.resize(TerminalSize(columns: 30, rows: 7)))
    #expect(
      Self.lines(app) == [
        " < Split   About B",
        " b one",
        ">b two",
        "",
        "",
        "",
        " esc back   ? help   q quit",
      ])
    app.handle(.key(KeyEvent(.escape)))
    #expect(Self.lines(app)[0] == "            Split")
    #expect(Self.lines(app)[2] == ">B")
    app.handle(.key(KeyEvent(.enter)))
    #expect(Self.lines(app)[0] == " < Split   About B")
    app.handle(.resize(TerminalSize(columns: 44, rows: 7)))
    let split = try #require(app.stack.last?.split)
    #expect(!split.isCollapsed && split.focus == 1)
    #expect(split.pane(at: 0).view.selectedID == ListID("b"))
    #expect(split.pane(at: 1).view.selectedID == ListID("b-2"))
  }

  @Test func anAlertOfTheDetailPaneIsAnsweredThere() throws {
    let (app, _) = Self.app()
    app.handle(.key(KeyEvent(.tab)))
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.presentedAlert?.title == "Sure?")
    // "Yes" is the alert's first button.
    app.navigator.choose(actionAt: 0)
    let detail = try #require(app.stack.last?.split?.pane(at: 1).host.screen as? Detail)
    #expect(detail.answers == ["yes"])
  }

  @Test func helpListsThePaneKeysOnlyInASplit() throws {
    let (app, _) = Self.app()
    let page = try #require(app.stack.last)
    #expect(app.helpEntries(page).contains { $0.keys == "Tab Shift-Tab" })
    let plain = TerminalApp(root: Letters(), width: 44, height: 7)
    let plainPage = try #require(plain.stack.last)
    #expect(!plain.helpEntries(plainPage).contains { $0.keys == "Tab Shift-Tab" })
  }

  @Test func aSplitPushedOverAScreenGoesBackToItFromItsFirstPane() throws {
    let app = TerminalApp(root: Letters(), width: 44, height: 7, options: .init(glyphs: .ascii))
    app.push(Split())
    #expect(Self.lines(app)[0] == " < Letters         Split")
    app.handle(.key(KeyEvent(.tab)))
    app.handle(.key(KeyEvent(.escape)))
    #expect(app.depth == 2)
    app.handle(.key(KeyEvent(.escape)))
    #expect(app.depth == 1)
  }

  @Test func theWheelOverThePaneWithoutTheFocusScrollsItAndLeavesTheFocus() throws {
    let split = Split()
    let app = TerminalApp(
      root: split, width: 44, height: 5, options: .init(glyphs: .ascii))
    let names = try #require(app.stack.last?.split?.pane(at: 0))
    _ = app.render()
    app.handle(.key(KeyEvent(.tab)))
    let before = names.view.layout.contentOffset
    app.handle(.mouse(MouseEvent(.scrollDown, x: 3, y: 3)))
    #expect(app.stack.last?.split?.focus == 1)
    #expect(names.view.layout.contentOffset > before)
  }

  @Test func forScreenReadersTheStatusLineNamesThePaneThatTakesTheFocus() throws {
    let app = TerminalApp(
      root: Split(), width: 44, height: 7, options: .init(screenReader: true))
    _ = app.render()
    app.handle(.key(KeyEvent(.tab)))
    #expect(app.status == "About A pane. 1 of 2")
    app.handle(.key(KeyEvent(.backTab)))
    #expect(app.status == "Letters pane. 1 of 3")
  }

  @MainActor final class Three: SplitScreen {
    let title = "Three"
    let letters = Letters()
    var panes: [Pane] {
      [
        Pane(letters, id: "letters", minimumWidth: 10),
        .detail(id: "detail", minimumWidth: 12) { id in
          (id.base as? String).map { Detail($0) }
        },
        .detail(id: "part", minimumWidth: 12) { id in
          (id.base as? String).map { Detail($0) }
        },
      ]
    }
  }

  @Test func threePanesChainEachDetailFollowsThePaneBeforeIt() throws {
    let app = TerminalApp(root: Three(), width: 40, height: 6, options: .init(glyphs: .ascii))
    #expect(
      Self.lines(app) == [
        "                 Three",
        "> Letters   |  About A    |  About A-1",
        ">A          |>a one       |>a-1 one",
        " B          | a two       | a-1 two",
        " C          |             |",
        " enter open  tab pane  ? help  q quit",
      ])
    app.handle(.key(KeyEvent(.down)))
    #expect(Self.lines(app)[1] == "> Letters   |  About B    |  About B-1")
    app.handle(.key(KeyEvent(.tab)))
    app.handle(.key(KeyEvent(.down)))
    #expect(Self.lines(app)[1] == "  Letters   |> About B    |  About B-2")
  }
}
