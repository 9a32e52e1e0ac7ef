import Foundation
import Sectional
import Testing

@testable import SectionalTerminal

/// `:` or Ctrl-P opens the command palette: every command of the screen and action of the
/// cursor row, by name, narrowed by fuzzy match as you type; Enter runs the chosen one.
@MainActor
@Suite struct CommandPaletteTests {
  @MainActor final class Status: Screen {
    let title = "Status"
    var log: [String] = []
    var canPull = false
    var content: ListContent {
      Section(id: "files", header: "Unstaged") {
        Row(id: "readme", TextItem("README.md"))
          .onSelect { [unowned self] _ in log.append("open") }
          .swipeActions(
            .trailing,
            [
              RowAction("Discard", role: .destructive) { [unowned self] _ in
                log.append("discard")
              }
            ]
          )
          .contextMenu([RowAction("Ignore") { [unowned self] _ in log.append("ignore") }])
        Row(id: "main", TextItem("main.swift"))
          .onSelect { [unowned self] _ in log.append("open") }
      }
    }
    var commands: [ScreenCommand] {
      [
        ScreenCommand("Stage all", shortcut: .mnemonic("a")) { [unowned self] _ in
          log.append("stage all")
        },
        ScreenCommand("Commit", shortcut: .mnemonic("c")) { [unowned self] _ in
          log.append("commit")
        },
        ScreenCommand("Pull", shortcut: .mnemonic("p"), isEnabled: canPull) { [unowned self] _ in
          log.append("pull")
        },
        // No key: reachable through the palette alone.
        ScreenCommand("Stash changes") { [unowned self] _ in log.append("stash") },
      ]
    }
  }

  func key(_ key: TerminalKey, _ modifiers: Modifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers))
  }

  func type(_ text: String, into app: TerminalApp) {
    for character in text { app.handle(key(.character(character))) }
  }

  func frame(_ app: TerminalApp) -> String { app.render().plainText() }

  @Test func colonListsEveryCommandRowActionAndTheAppsOwn() {
    let app = TerminalApp(root: Status(), width: 50, height: 18)
    app.handle(key(.character(":")))
    // The screen's commands with their keys (one with none; a disabled one says so), what
    // Enter does on the cursor row and the row's actions, named with the row, then the app's
    // own.
    #expect(
      frame(app) == """
                              Status
         Uns╭─ Commands ─────────────────────────────╮
        ▌REA│ : ____________________________________ │
         mai│>Stage all                            a │
            │ Commit                               c │
            │ Pull (unavailable now)               p │
            │ Stash changes                          │
            │ Select: README.md                    ⏎ │
            │ Discard: README.md                     │
            │ Ignore: README.md                      │
            │ Find                                 / │
            │ Help                                 ? │
            │ Quit                                 q │
            ╰────────────────────────────────────────╯



         ↑↓ choose   ⏎ run   esc close
        """)
    // The terminal's cursor sits at the query's caret.
    #expect(app.cursor == CursorPosition(x: 8, y: 2))
  }

  @Test func typingNarrowsByFuzzyMatchBestFirstAndEnterRuns() {
    let screen = Status()
    let app = TerminalApp(root: screen, width: 50, height: 18)
    app.handle(key(.character("p"), .control))
    type("sc", into: app)
    // "Stash changes" (word starts) before "Discard" (s and c side by side inside a word),
    // before "Select" (c far from the s).
    #expect(
      app.palette?.matches.map { app.palette?.entries[$0.entry].title } == [
        "Stash changes", "Discard: README.md", "Select: README.md",
      ])
    #expect(
      frame(app).components(separatedBy: "\n").prefix(7).joined(separator: "\n") == """
                              Status
         Uns╭─ Commands ─────────────────────────────╮
        ▌REA│ : sc__________________________________ │
         mai│>Stash changes                          │
            │ Discard: README.md                     │
            │ Select: README.md                    ⏎ │
            ╰────────────────────────────────────────╯
        """)
    app.handle(key(.enter))
    #expect(screen.log == ["stash"])
    #expect(app.palette == nil)
  }

  @Test func arrowsChooseAndRowActionsActOnTheCursorRow() {
    let screen = Status()
    let app = TerminalApp(root: screen, width: 50, height: 18)
    app.handle(key(.character(":")))
    type("ignore", into: app)
    app.handle(key(.enter))
    #expect(screen.log == ["ignore"])
    // On a row without actions the palette lists none.
    app.handle(key(.down))
    app.handle(key(.character(":")))
    #expect(app.palette?.entries.contains { $0.title.hasPrefix("Ignore") } == false)
    app.handle(key(.down))
    app.handle(key(.enter))
    #expect(screen.log == ["ignore", "commit"])
  }

  @Test func escClosesRunningNothingAndADisabledEntryIsNotRun() {
    let screen = Status()
    let app = TerminalApp(root: screen, width: 50, height: 18)
    app.handle(key(.character(":")))
    app.handle(key(.escape))
    #expect(app.palette == nil)
    #expect(screen.log.isEmpty)
    app.handle(key(.character(":")))
    type("pull", into: app)
    app.handle(key(.enter))
    #expect(screen.log.isEmpty)
    #expect(app.palette == nil)
    #expect(app.status == "“Pull” is not available now")
  }

  @Test func nothingMatchingSaysSoAndEnterDoesNothing() {
    let screen = Status()
    let app = TerminalApp(root: screen, width: 50, height: 18)
    app.handle(key(.character(":")))
    type("zzz", into: app)
    #expect(frame(app).contains("│ No command matches"))
    app.handle(key(.enter))
    #expect(app.palette != nil)
    #expect(screen.log.isEmpty)
  }

  @Test func quitAndHelpRunAsTheirKeysDo() throws {
    let app = TerminalApp(root: Status(), width: 50, height: 18)
    app.handle(key(.character(":")))
    type("help", into: app)
    app.handle(key(.enter))
    #expect(app.isShowingHelp)
    // Help lists the palette's keys.
    let page = try #require(app.stack.last)
    #expect(app.helpEntries(page).contains { $0.keys == ": Ctrl-P" })
    app.handle(key(.escape))
    app.handle(key(.character(":")))
    type("quit", into: app)
    #expect(app.handle(key(.enter)) == .quit)
  }

  @Test func whileTypingInAFindColonIsACharacter() {
    let app = TerminalApp(root: Status(), width: 50, height: 18)
    app.handle(key(.character("/")))
    app.handle(key(.character(":")))
    #expect(app.palette == nil)
    #expect(app.stack.last?.list.find?.query == ":")
  }

  @Test func aCommandOnTheColonOrCtrlPHasNoKeyAndSaysWhy() {
    let keys = CommandKeys(
      [
        ScreenCommand("Palette", shortcut: .mnemonic(":")) { _ in },
        ScreenCommand("Print", shortcut: .control("p")) { _ in },
      ], screen: "Status")
    #expect(keys.bound.isEmpty)
    #expect(
      keys.problems == [
        .reserved(screen: "Status", command: "Palette", key: ":", use: "opens the command palette"),
        .reserved(
          screen: "Status", command: "Print", key: "Ctrl-P", use: "opens the command palette"),
      ])
  }

  @Test func theBoxInASCIIAndATinyTerminal() {
    let app = TerminalApp(
      root: Status(), width: 30, height: 8, options: TerminalApp.Options(glyphs: .ascii))
    app.handle(key(.character(":")))
    type("c", into: app)
    // The box keeps the footer line; the hints that fit are the ones that matter most.
    #expect(
      frame(app) == """
                    Status
         Un+- Commands -----------+
        >RE| : c_________________ |
         ma|>Commit             c |
           | Stash changes        |
           | Discard: README.md  v|
           +----------------------+
         enter run   esc close
        """)
  }

  @Test func aPasteGoesIntoTheQueryItsFirstLineOnly() {
    let app = TerminalApp(root: Status(), width: 50, height: 18)
    app.handle(key(.character(":")))
    app.handle(.paste("commit\nrm -rf /"))
    #expect(app.palette?.query.text == "commit")
    #expect(app.palette?.matches.count == 1)
  }
}

extension CommandPaletteTests {
  @Test func aHugePasteIsCutAtTheLongestQuery() {
    let app = TerminalApp(root: Status(), width: 50, height: 18)
    app.handle(key(.character(":")))
    app.handle(.paste(String(repeating: "stage all ", count: 100_000)))
    #expect(app.palette?.query.text.count == CommandPalette.maximumQueryLength)
    // Typing more adds nothing; the palette still answers.
    app.handle(key(.character("x")))
    #expect(app.palette?.query.text.count == CommandPalette.maximumQueryLength)
    #expect(app.palette?.matches.isEmpty == true)
    app.handle(key(.backspace))
    #expect(app.palette?.query.text.count == CommandPalette.maximumQueryLength - 1)
  }
}

extension CommandPaletteTests {
  @Test func everySizeDrawsTheQueryInsideTheTerminal() {
    let app = TerminalApp(root: Status(), width: 50, height: 18)
    app.handle(key(.character(":")))
    type("st", into: app)
    for (width, height) in [(12, 4), (13, 5), (20, 6), (24, 7), (200, 60), (50, 18)] {
      app.handle(.resize(TerminalSize(columns: width, rows: height)))
      let lines = app.render().plainText().split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == height, "\(width)×\(height)")
      #expect(lines.contains { $0.contains(": st") }, "\(width)×\(height)")
      #expect(app.cursor.map { $0.x < width && $0.y < height } == true, "\(width)×\(height)")
    }
    app.handle(key(.enter))
    #expect(app.palette == nil)
  }
}

extension CommandPaletteTests {
  @MainActor final class Inbox: Screen {
    let title = "Inbox"
    var log: [String] = []
    var content: ListContent {
      Section(id: "mail") {
        Row(id: "m1", TextItem("Lunch?"))
          .onSelect { [unowned self] _ in log.append("tap") }
          .contextMenu([RowAction("Select") { [unowned self] _ in log.append("menu") }])
      }
    }
  }

  @Test func enterIsNotListedTwiceWhenAnActionHasItsName() {
    let app = TerminalApp(root: Inbox(), width: 50, height: 18)
    app.handle(key(.character(":")))
    let titles = app.palette?.entries.map(\.title) ?? []
    #expect(titles.filter { $0.hasPrefix("Select") } == ["Select: Lunch?"])
  }
}
