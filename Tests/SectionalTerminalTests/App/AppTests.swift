import Foundation
import Sectional
import SectionalTerminal
import Testing

/// The app shell: navigation, modals, editing, the presenter's fallbacks, tiny terminals.
@MainActor
@Suite struct AppTests {
  @MainActor
  final class ListScreen: Screen {
    let title: String
    var items: [String]
    var pushed: (any Screen)?
    var log: [String] = []

    init(title: String = "List", items: [String]) {
      self.title = title
      self.items = items
    }

    var content: ListContent {
      Section(id: "items") {
        for item in items {
          Row(id: item, TextItem(item, accessory: .disclosure))
            .deletable(confirmationTitle: "Remove")
            .movable()
            .onSelect { [unowned self] context in
              log.append("select \(item)")
              if let pushed { context.presenter.push(pushed) }
            }
            .onDelete { [unowned self] _ in items.removeAll { $0 == item } }
            .onMove { [unowned self] context in
              items.remove(at: context.sourcePath?.row ?? 0)
              items.insert(item, at: context.indexPath.row)
            }
        }
      }
    }
  }

  func key(_ key: TerminalKey, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers))
  }

  @Test func pushShowsABackAffordanceAndEscapeGoesBack() {
    let detail = ListScreen(title: "Detail", items: ["x"])
    let root = ListScreen(title: "Root", items: ["a", "b"])
    root.pushed = detail
    let app = TerminalApp(root: root, width: 30, height: 6)
    app.handle(key(.enter))
    #expect(app.depth == 2)
    let frame = app.render().plainText()
    #expect(frame.hasPrefix(" ‹ Root"))
    #expect(frame.contains("Detail"))
    app.handle(key(.escape))
    #expect(app.depth == 1)
    #expect(app.handle(key(.character("q"))) == .quit)
    #expect(app.handle(key(.character("c"), .control)) == .quit)
  }

  @Test func deleteAsksFirstAndRemovesTheRowThroughItsHandler() {
    let screen = ListScreen(items: ["a", "b", "c"])
    let app = TerminalApp(root: screen, width: 30, height: 8)
    app.handle(key(.down))
    app.handle(key(.character("d")))
    #expect(app.presentedAlert?.title == "Remove?")
    app.handle(key(.escape))
    #expect(app.presentedAlert == nil)
    #expect(screen.items == ["a", "b", "c"])
    app.handle(key(.character("d")))
    // The focus starts on Cancel, never on the destructive button; Shift-Tab reaches it, no
    // arrow does.
    app.handle(key(.up))
    app.handle(key(.enter))
    #expect(screen.items == ["a", "b", "c"])
    app.handle(key(.character("d")))
    app.handle(key(.backTab))
    app.handle(key(.enter))
    #expect(screen.items == ["a", "c"])
    #expect(!app.render().plainText().contains(" b "))
  }

  /// The line and column where `text` starts in the frame (single-width characters only).
  func position(of text: String, in app: TerminalApp) -> (x: Int, y: Int)? {
    for (y, line) in app.render().plainText().split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .enumerated() {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound), y)
      }
    }
    return nil
  }

  @Test func clickingAnActionSheetButtonChoosesIt() throws {
    let screen = ListScreen(items: ["a", "b"])
    let app = TerminalApp(root: screen, width: 40, height: 12)
    app.handle(key(.character("d")))
    let cancel = try #require(position(of: "[>Cancel<]", in: app))  // focused
    app.handle(.mouse(MouseEvent(.press(.left), x: cancel.x + 2, y: cancel.y)))
    #expect(app.presentedAlert == nil)
    #expect(screen.items == ["a", "b"])
    app.handle(key(.character("d")))
    let remove = try #require(position(of: "[ Remove ]", in: app))
    app.handle(.mouse(MouseEvent(.press(.left), x: remove.x + 2, y: remove.y)))
    #expect(screen.items == ["b"])
  }

  @Test func reorderModeMovesTheRow() {
    let screen = ListScreen(items: ["a", "b", "c"])
    let app = TerminalApp(root: screen, width: 30, height: 8)
    app.handle(key(.character("m")))
    app.handle(key(.down))
    app.handle(key(.down))
    app.handle(key(.enter))
    #expect(screen.items == ["b", "c", "a"])
    let lines = app.render().plainText().split(separator: "\n")
    #expect(lines[3].hasPrefix("▌a"))  // the cursor follows the moved row
  }

  @Test func helpOverlayOpensAndAnyKeyCloses() {
    let app = TerminalApp(root: ListScreen(items: ["a"]), width: 50, height: 24)
    app.handle(key(.character("?")))
    #expect(app.isShowingHelp)
    #expect(app.render().plainText().contains("Keys"))
    app.handle(key(.character("x")))
    #expect(!app.isShowingHelp)
  }

  @Test func mailAndReviewFallBackAndLinksAreShown() throws {
    @MainActor final class Actions: Screen {
      let title = "Actions"
      var content: ListContent {
        Section(id: "s") {
          Row(id: "mail", TextItem("Mail")).onSelect {
            $0.presenter.sendMail(MailDraft(to: ["team@example.org"]))
          }
          Row(id: "link", TextItem("Link")).onSelect { context in
            if let url = URL(string: "https://example.org") { context.presenter.openOrShow(url) }
          }
        }
      }
    }
    let app = TerminalApp(root: Actions(), width: 60, height: 12)
    app.handle(key(.enter))
    #expect(app.presentedAlert?.message?.contains("team@example.org") == true)
    #expect(app.render().plainText().contains("[>OK<]"))
    app.handle(key(.enter))
    #expect(app.presentedAlert == nil)
    app.handle(key(.down))
    app.handle(key(.enter))
    #expect(app.presentedAlert?.message == "https://example.org")
  }

  @Test(arguments: [(0, 0), (1, 1), (10, 3), (11, 4)])
  func tinyTerminalsNeverCrashOrOverflow(width: Int, height: Int) {
    let app = TerminalApp(root: ListScreen(items: ["a", "b"]), width: width, height: height)
    app.handle(key(.down))
    app.handle(.resize(TerminalSize(columns: width, rows: height)))
    let frame = app.render()
    #expect(frame.width == width)
    #expect(frame.height == height)
  }

  @Test func keysDoNothingWhileTheTooSmallNoticeShows() {
    let root = ListScreen(items: ["a", "b"])
    root.pushed = ListScreen(title: "Detail", items: ["x"])
    let app = TerminalApp(root: root, width: 30, height: 8)
    app.handle(.resize(TerminalSize(columns: 10, rows: 5)))
    for event in [key(.down), key(.enter), key(.character("d")), key(.enter), .paste("a")] {
      app.handle(event)
    }
    app.handle(.mouse(MouseEvent(.press(.left), x: 1, y: 1)))
    // Before: Enter selected the row unseen and pushed a screen.
    #expect(root.log.isEmpty)
    #expect(app.depth == 1)
    #expect(app.presentedAlert == nil)
    #expect(
      app.render().plainText().split(separator: "\n") == ["Too small", "min 12×4", "q quits"])
    #expect(app.handle(key(.character("q"))) == .quit)
    app.handle(.resize(TerminalSize(columns: 30, rows: 8)))
    #expect(root.items == ["a", "b"])
    #expect(app.render().plainText().contains("▌a"))
  }

  @Test func snapshotFeedsKeysAndPrintsTheFrame() async {
    let root = ListScreen(items: ["first", "second"])
    let text = await TerminalApp.snapshot(
      root: root, width: 24, height: 5, keys: [KeyEvent(.down), KeyEvent(.enter)])
    #expect(root.log == ["select second"])
    #expect(text.contains("▌second"))
  }
}
