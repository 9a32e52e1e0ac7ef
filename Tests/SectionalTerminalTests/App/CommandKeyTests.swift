import Sectional
import Testing

@testable import SectionalTerminal

/// Screen commands on chords, function keys and Delete; keys the library keeps that a command
/// cannot take; commands while a field takes text; footer hints as written, by priority; help
/// with the chords spelled out.
@MainActor
@Suite struct CommandKeyTests {
  @MainActor final class Viewer: Screen {
    let title = "Viewer"
    var ran: [String] = []
    var name = ""
    var extra: [ScreenCommand] = []
    var field = false
    var deletable = false

    var content: ListContent {
      Section(id: "s") {
        if field {
          Row(id: "name", TextFieldItem("Name", text: name, placeholder: "name"))
            .onChange(String.self) { [unowned self] in name = $0 }
        }
        if deletable {
          Row(id: "gone", TextItem("Deletable")).deletable()
        }
        Row(id: "one", TextItem("One")).onSelect { _ in }
        Row(id: "two", TextItem("Two")).onSelect { _ in }
      }
    }

    var commands: [ScreenCommand] {
      [
        ScreenCommand("Sort by CPU", shortcut: .mnemonic("c")) { [unowned self] _ in
          ran.append("cpu")
        },
        ScreenCommand("Refresh", shortcut: .control("r")) { [unowned self] _ in
          ran.append("refresh")
        },
        ScreenCommand("Save as", shortcut: .alt("s")) { [unowned self] _ in ran.append("save") },
        ScreenCommand("Rename", shortcut: .function(5)) { [unowned self] _ in
          ran.append("rename")
        },
        ScreenCommand("Remove", shortcut: .delete) { [unowned self] _ in ran.append("remove") },
      ] + extra
    }
  }

  func press(_ app: TerminalApp, _ key: TerminalKey, _ modifiers: Modifiers = []) {
    app.handle(.key(KeyEvent(key, modifiers)))
  }

  func footer(_ app: TerminalApp) -> String {
    app.render().plainText().split(separator: "\n").last.map(String.init) ?? ""
  }

  @Test func chordsFunctionKeysAndDeleteRunTheirCommands() {
    let screen = Viewer()
    let app = TerminalApp(root: screen, width: 80, height: 10)
    press(app, .character("r"), .control)
    press(app, .character("s"), .alt)
    press(app, .function(5))
    press(app, .delete)
    press(app, .character("c"))
    // The plain letter and the other modifiers are not the chord.
    press(app, .character("r"))
    press(app, .character("s"), .control)
    press(app, .function(5), .control)
    #expect(screen.ran == ["refresh", "save", "rename", "remove", "cpu"])
  }

  @Test func deleteOnADeletableRowDeletesTheRowAndRunsTheCommandElsewhere() {
    let screen = Viewer()
    screen.deletable = true
    let app = TerminalApp(root: screen, width: 80, height: 10)
    press(app, .delete)
    // The list asks first; the command did not run.
    #expect(screen.ran.isEmpty)
    #expect(app.render().plainText().contains("Delete"))
    press(app, .escape)
    press(app, .down)
    press(app, .delete)
    #expect(screen.ran == ["remove"])
  }

  @Test func aCommandOnAKeyTheLibraryKeepsIsRefusedAndTheKeyKeepsItsMeaning() {
    let screen = Viewer()
    screen.extra = [
      ScreenCommand("Quietly quit", shortcut: .mnemonic("q")) { [unowned screen] _ in
        screen.ran.append("quietly")
      },
      ScreenCommand("Jump", shortcut: .mnemonic("j")) { [unowned screen] _ in
        screen.ran.append("jump")
      },
    ]
    let app = TerminalApp(root: screen, width: 80, height: 14)
    // The host said so when it started: an alert names the screen, the command and the key.
    let first = app.render().plainText()
    #expect(first.contains("A command of Viewer has no key"), "\(first)")
    press(app, .enter)
    press(app, .enter)
    #expect(!app.render().plainText().contains("has no key"))
    // j moves; q quits; neither command runs, and the footer does not offer them.
    press(app, .character("j"))
    #expect(app.stack.last?.list.selectedID == ListID("two"))
    #expect(!footer(app).contains("Quietly"))
    #expect(app.handle(.key(KeyEvent(.character("q")))) == .quit)
    #expect(screen.ran.isEmpty)
  }

  @Test func whileAFieldTakesTextOnlyChordsTheEditorLeavesRunCommands() {
    let screen = Viewer()
    screen.field = true
    screen.extra = [
      ScreenCommand("Select all", shortcut: .control("a")) { [unowned screen] _ in
        screen.ran.append("all")
      }
    ]
    let app = TerminalApp(root: screen, width: 80, height: 10)
    press(app, .enter)
    #expect(app.stack.last?.list.isEditingField == true)
    // c types; Ctrl-A moves the caret (the editor's), Delete deletes; Ctrl-R, Alt-S and F5
    // are not the editor's and run their commands.
    press(app, .character("c"))
    press(app, .character("x"))
    press(app, .character("a"), .control)
    press(app, .delete)
    press(app, .character("r"), .control)
    press(app, .character("s"), .alt)
    press(app, .function(5))
    #expect(screen.name == "x")
    #expect(screen.ran == ["refresh", "save", "rename"])
    #expect(app.stack.last?.list.isEditingField == true)
    // Outside the field, Ctrl-A is the command's.
    press(app, .escape)
    press(app, .character("a"), .control)
    #expect(screen.ran.last == "all")
  }

  @MainActor final class Processes: Screen {
    let title = "Processes"
    var content: ListContent {
      Section(id: "s") { Row(id: 1, TextItem("init")).onSelect { _ in } }
    }
    var commands: [ScreenCommand] {
      [
        ScreenCommand("Sort by CPU", shortcut: .mnemonic("c"), priority: .low) { _ in },
        ScreenCommand("Refresh", shortcut: .control("r"), priority: .high) { _ in },
        ScreenCommand("Rename", shortcut: .function(2)) { _ in },
      ]
    }
  }

  /// Titles in lower case after their key, as the library's own hints (names in capitals
  /// kept: "CPU").
  @Test func footerHintsShowTitlesInLowerCaseAndLeaveByPriority() {
    let expected = [
      // One row: nothing to move to, so no move hint.
      80: " ⏎ select   c sort by CPU   Ctrl-R refresh   F2 rename   ? help   q quit",
      70: " ⏎ select  c sort by CPU  Ctrl-R refresh  F2 rename  ? help  q quit",
      // The low command leaves first, before select; the high one stays after help and quit.
      60: " ⏎ select   Ctrl-R refresh   F2 rename   ? help   q quit",
      40: " Ctrl-R refresh   ? help   q quit",
      30: " Ctrl-R refresh   q quit",
      20: " Ctrl-R refresh",
    ]
    for (width, line) in expected {
      let app = TerminalApp(root: Processes(), width: width, height: 6)
      #expect(footer(app) == line, "at \(width)")
    }
  }

  @Test func helpListsTheCommandsWithTheirChords() {
    let app = TerminalApp(root: Processes(), width: 50, height: 24)
    press(app, .character("?"))
    let lines = app.render().plainText().split(separator: "\n").map(String.init)
    let entries = lines.filter {
      $0.contains("sort by CPU") || $0.contains("refresh") || $0.contains("rename")
    }
    #expect(
      entries == [
        "          │ c         sort by CPU      │",
        "          │ Ctrl-R    refresh          │",
        "          │ F2        rename           │",
      ], "\(lines.joined(separator: "\n"))")
  }

  /// A disabled command keeps its key in help, marked unavailable; it has no footer hint, and
  /// its key says so instead of running it.
  @Test func aDisabledCommandSaysSoAndRunsNothing() {
    let screen = Viewer()
    screen.extra = [
      ScreenCommand("Export", shortcut: .mnemonic("x"), isEnabled: false) { [unowned screen] _ in
        screen.ran.append("export")
      }
    ]
    let app = TerminalApp(root: screen, width: 120, height: 30)
    #expect(!footer(app).contains("Export"), "\(footer(app))")
    press(app, .character("x"))
    #expect(screen.ran.isEmpty)
    #expect(app.render().plainText().contains("“Export” is not available now"))
    press(app, .character("?"))
    #expect(app.render().plainText().contains("export (unavailable now)"))
  }

  /// A command without a key is no problem for the terminal: no alert, no hint.
  @Test func aCommandWithoutAKeyRaisesNoAlert() {
    let screen = Viewer()
    screen.extra = [ScreenCommand("Share") { _ in }]
    let app = TerminalApp(root: screen, width: 120, height: 10)
    #expect(app.presentedAlert == nil)
    #expect(!footer(app).contains("Share"))
  }

  @Test func keyNamesSpellChordsAndFunctionKeysForScripts() {
    #expect(KeyEvent(name: "ctrl-r") == KeyEvent(.character("r"), .control))
    #expect(KeyEvent(name: "alt-s") == KeyEvent(.character("s"), .alt))
    #expect(KeyEvent(name: "alt-S") == KeyEvent(.character("S"), .alt))
    #expect(KeyEvent(name: "F5") == KeyEvent(.function(5)))
    #expect(KeyEvent(name: "f12") == KeyEvent(.function(12)))
    #expect(KeyEvent(name: "f") == KeyEvent(.character("f")))
    #expect(KeyEvent(name: "f13") == nil)
    #expect(KeyEvent(name: "delete") == KeyEvent(.delete))
  }

  /// `ctrl-X` names what a terminal sends for Ctrl with X, read as the key decoder reads it:
  /// Ctrl combines with the letters and `@ [ \ ] ^ _` only, and some of those arrive as other
  /// keys (Ctrl-I is the tab byte). Anything else no terminal can send, so it names no key.
  @Test func ctrlNamesOnlyKeysATerminalCanSend() {
    #expect(KeyEvent(name: "ctrl-A") == KeyEvent(.character("a"), .control))
    #expect(KeyEvent(name: "ctrl-_") == KeyEvent(.character("_"), .control))
    #expect(KeyEvent(name: "ctrl-@") == KeyEvent(.character(" "), .control))
    #expect(KeyEvent(name: "ctrl-i") == KeyEvent(.tab))
    #expect(KeyEvent(name: "ctrl-m") == KeyEvent(.enter))
    #expect(KeyEvent(name: "ctrl-h") == KeyEvent(.backspace))
    #expect(KeyEvent(name: "ctrl-[") == KeyEvent(.escape))
    for name in ["ctrl-ä", "ctrl-1", "ctrl-é", "ctrl-👍", "ctrl-.", "ctrl-"] {
      #expect(KeyEvent(name: name) == nil, "\(name)")
    }
  }
}
