import Sectional
import SectionalTesting
import Testing

/// The key rules of screen commands: keys the library keeps, keys no terminal sends and keys
/// two commands share are refused with a problem naming the screen, the command and the key,
/// once, when the host starts and when the commands change.
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
    let app = ScreenTestHost(screen)
    #expect(app.problems.count == 16)
    #expect(app.problems.allSatisfy { $0.screen == "Tools" })
    #expect(
      app.problems.first
        == .reservedShortcut(screen: "Tools", command: "Quit now", key: "q", use: "quits"))
    #expect(
      app.problems.first?.description
        == "Tools: the command “Quit now” is bound to q, which quits; q keeps that meaning and "
        + "the command has no key. Choose another key.")
    #expect(
      app.problems[9]
        == .reservedShortcut(screen: "Tools", command: "Copy", key: "Ctrl-C", use: "quits"))
    #expect(app.host.boundCommands.map(\.title) == ["Refresh"])
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
    let app = ScreenTestHost(screen)
    #expect(
      app.problems.map(\.description) == [
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
    #expect(app.host.boundCommands.map(\.title) == ["Refresh", "Sort"])
  }

  @Test func aProblemIsReportedOnceAndAgainWhenTheCommandsChange() async {
    let screen = Tools()
    screen.extra = [command("Quit now", .mnemonic("q"))]
    let app = ScreenTestHost(screen)
    #expect(app.problems.count == 1)
    app.host.setNeedsUpdate()
    await app.host.idle()
    #expect(app.problems.count == 1)
    screen.extra = [command("Quit now", .mnemonic("q")), command("Find", .mnemonic("/"))]
    app.host.setNeedsUpdate()
    await app.host.idle()
    #expect(app.problems.count == 2)
    #expect(
      app.problems.last
        == .reservedShortcut(
          screen: "Tools", command: "Find", key: "/", use: "starts a find"))
  }

  @Test func keysAreNamedAsHelpWritesThem() {
    let names = [
      ScreenCommand.Shortcut.previous, .next, .mnemonic("a"), .mnemonic(" "), .control("r"),
      .alt("s"), .alt("S"), .function(5), .delete,
    ].map(\.keyName)
    #expect(names == ["←", "→", "a", "space", "Ctrl-R", "Alt-s", "Alt-S", "F5", "Delete"])
  }

  @Test func prioritiesOrderLowNormalHighAndTheDefaultIsNormal() {
    #expect(ScreenCommand.Priority.low < .normal && ScreenCommand.Priority.normal < .high)
    #expect(command("Refresh", .control("r")).priority == .normal)
  }
}
