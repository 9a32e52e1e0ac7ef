import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// The terminal's key rules for screen commands: keys it keeps, keys no terminal sends and keys
/// two commands share are refused with a problem naming the screen, the command and the key,
/// presented once, when the screen shows and when its commands change. Other renderers have no
/// such rules: the core reports none of these.
@MainActor
@Suite struct CommandKeyRuleTests {
  @MainActor final class Tools: Screen {
    let title = "Tools"
    var extra: [ScreenCommand] = []
    var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("One")) } }
    var commands: [ScreenCommand] {
      [ScreenCommand("Refresh", shortcut: .control("r")) { _ in }] + extra
    }
  }

  func command(_ title: String, _ shortcut: ScreenCommand.Shortcut) -> ScreenCommand {
    ScreenCommand(title, shortcut: shortcut) { _ in }
  }

  @Test func keysTheLibraryKeepsAreRefusedNamingScreenCommandAndKey() {
    let screen = Tools()
    screen.extra = [
      command("Quit now", .mnemonic("q")), command("Help me", .mnemonic("?")),
      command("Search", .mnemonic("/")), command("Down", .mnemonic("j")),
      command("Up", .mnemonic("k")), command("Top", .mnemonic("g")),
      command("Bottom", .mnemonic("G")), command("Back", .mnemonic("h")),
      command("Open", .mnemonic("l")), command("Copy", .control("C")),
      command("Sleep", .control("z")), command("Redraw", .control("l")),
      command("Forward", .control("f")), command("Backward", .control("b")),
      command("Half", .control("d")), command("Half up", .control("u")),
    ]
    let keys = CommandKeys(screen.commands, screen: "Tools")
    #expect(keys.problems.count == 16)
    #expect(keys.problems.allSatisfy { $0.screen == "Tools" })
    #expect(
      keys.problems.first
        == .reserved(screen: "Tools", command: "Quit now", key: "q", use: "quits"))
    #expect(
      keys.problems.first?.description
        == "Tools: the command “Quit now” is bound to q, which quits; q keeps that meaning and "
        + "the command has no key. Choose another key.")
    #expect(
      keys.problems[9]
        == .reserved(screen: "Tools", command: "Copy", key: "Ctrl-C", use: "quits"))
    #expect(keys.bound.map(\.command.title) == ["Refresh"])
    #expect(keys.bound.count + keys.problems.count == screen.commands.count)
  }

  @Test func keysNoTerminalSendsAndSharedKeysAreRefused() {
    let screen = Tools()
    screen.extra = [
      command("Thirteen", .function(13)), command("Zero", .function(0)),
      command("Enter", .control("m")), command("Tab", .control("i")),
      command("Newline", .mnemonic("\n")), command("Dash", .control("-")),
      command("Reload", .control("R")), command("Sort", .mnemonic("s")),
      command("Sort again", .mnemonic("s")),
    ]
    let keys = CommandKeys(screen.commands, screen: "Tools")
    #expect(
      keys.problems.map(\.description) == [
        "Tools: the command “Thirteen” is bound to F13, which no terminal sends as a key of its "
          + "own; the command has no key. Choose another key.",
        "Tools: the command “Zero” is bound to F0, which no terminal sends as a key of its own; "
          + "the command has no key. Choose another key.",
        "Tools: the command “Enter” is bound to Ctrl-M, which no terminal sends as a key of its "
          + "own; the command has no key. Choose another key.",
        "Tools: the command “Tab” is bound to Ctrl-I, which no terminal sends as a key of its "
          + "own; the command has no key. Choose another key.",
        "Tools: the command “Newline” is bound to \n, which no terminal sends as a key of its "
          + "own; the command has no key. Choose another key.",
        "Tools: the command “Dash” is bound to Ctrl--, which no terminal sends as a key of its "
          + "own; the command has no key. Choose another key.",
        "Tools: the command “Reload” is bound to Ctrl-R, which the command “Refresh” already "
          + "has; “Refresh” keeps it and “Reload” has no key.",
        "Tools: the command “Sort again” is bound to s, which the command “Sort” already has; "
          + "“Sort” keeps it and “Sort again” has no key.",
      ])
    #expect(keys.bound.map(\.command.title) == ["Refresh", "Sort"])
  }

  @Test func aProblemIsPresentedOnceAndAgainWhenTheCommandsChange() async throws {
    let screen = Tools()
    screen.extra = [command("Quit now", .mnemonic("q"))]
    let app = TerminalApp(root: screen, width: 80, height: 12)
    #expect(app.presentedAlert?.title == "A command of Tools has no key")
    #expect(
      app.presentedAlert?.message
        == "Tools: the command “Quit now” is bound to q, which quits; q keeps that meaning and "
        + "the command has no key. Choose another key.")
    app.handle(.key(KeyEvent(.enter)))
    #expect(app.presentedAlert == nil)
    app.stack[0].host.setNeedsUpdate()
    await app.stack[0].host.idle()
    #expect(app.presentedAlert == nil)
    screen.extra = [command("Quit now", .mnemonic("q")), command("Find", .mnemonic("/"))]
    app.stack[0].host.setNeedsUpdate()
    await app.stack[0].host.idle()
    #expect(
      app.presentedAlert?.message
        == "Tools: the command “Find” is bound to /, which starts a find; / keeps that meaning "
        + "and the command has no key. Choose another key.")
  }

  @MainActor final class Saving: Screen {
    let title = "Saving"
    var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("One")) } }
    var commands: [ScreenCommand] { [ScreenCommand("Save", shortcut: .control("s")) { _ in }] }
  }

  @Test func ctrlSIsKeptForDoneSoNoCommandShadowsIt() {
    let keys = CommandKeys(Saving().commands, screen: "Saving")
    #expect(
      keys.problems == [
        .reserved(
          screen: "Saving", command: "Save", key: "Ctrl-S",
          use: "finishes a presented screen (Done)")
      ])
    #expect(keys.bound.isEmpty)
  }

  /// A screen written for iOS: no command has a key, and the terminal has nothing to say
  /// about keys (the other renderers never do).
  @Test func commandsWithoutKeysAreNoProblem() {
    let keys = CommandKeys(
      [ScreenCommand("Share") { _ in }, ScreenCommand("Export") { _ in }], screen: "Contacts")
    #expect(keys.problems.isEmpty && keys.bound.isEmpty)
  }

  @Test func keysAreNamedAsHelpWritesThem() {
    let names = [
      ScreenCommand.Shortcut.previous, .next, .mnemonic("a"), .mnemonic(" "), .control("r"),
      .alt("s"), .alt("S"), .function(5), .delete,
    ].map(\.terminalName)
    #expect(names == ["←", "→", "a", "space", "Ctrl-R", "Alt-s", "Alt-S", "F5", "Delete"])
  }

  @Test func prioritiesOrderLowNormalHighAndTheDefaultIsNormal() {
    #expect(ScreenCommand.Priority.low < .normal && ScreenCommand.Priority.normal < .high)
    #expect(command("Refresh", .control("r")).priority == .normal)
  }
}
