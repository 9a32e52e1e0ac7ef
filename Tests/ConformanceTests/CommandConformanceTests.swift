import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// A screen's commands, run the way each host offers them, act on the same row and give the
/// same log: the test host's `perform(command:)`, the terminal's keys, SectionalUIKit's bar
/// button and menu, and its hardware-keyboard key commands. A disabled command runs nowhere.
@MainActor
@Suite struct CommandConformanceTests {
  @MainActor final class Mail: Screen {
    let title = "Mail"
    var messages = ["m0", "m1", "m2", "m3"]
    var starred: Set<String> = []
    var log: [String] = []

    var content: ListContent {
      Section(id: "inbox") {
        for message in messages {
          Row(id: message, TextItem(starred.contains(message) ? "\(message) *" : message))
            .height(.fixed(1))
        }
      }
    }

    var commands: [ScreenCommand] {
      [
        ScreenCommand("Star", shortcut: .mnemonic("s"), placement: .primary) {
          [unowned self] context in
          let id = context.selection?.as(String.self)
          log.append("star \(id ?? "nothing")")
          if let id { starred.insert(id) }
        },
        ScreenCommand(
          "Archive starred", shortcut: .mnemonic("a"), isEnabled: !starred.isEmpty,
          role: .destructive
        ) { [unowned self] _ in
          log.append("archive \(starred.sorted())")
          messages.removeAll(where: starred.contains)
          starred = []
        },
      ]
    }
  }

  /// How a person runs a command on each host.
  @MainActor
  protocol Driver {
    var screen: Mail { get }
    /// The titles of the rows shown.
    var shown: [String] { get }
    /// Taps (clicks, or Enter on) the row with `id`.
    func tap(_ id: String) throws
    /// Runs the command titled `title` as the host offers it; a disabled one runs nothing.
    func run(_ title: String) throws
  }

  /// The script: a disabled command, a command on the selected row, the command it enabled, and
  /// the first command again on another row.
  static func script(_ driver: some Driver) throws -> [String] {
    var log: [String] = []
    func step(_ name: String, _ body: () throws -> Void) rethrows {
      driver.screen.log = []
      try body()
      log.append("\(name): \(driver.screen.log) shows \(driver.shown)")
    }
    try step("archive while nothing is starred") { try driver.run("Archive starred") }
    try step("star m1") {
      try driver.tap("m1")
      try driver.run("Star")
    }
    try step("archive") { try driver.run("Archive starred") }
    try step("star m2") {
      try driver.tap("m2")
      try driver.run("Star")
    }
    return log
  }

  static let expected = [
    "archive while nothing is starred: [] shows [\"m0\", \"m1\", \"m2\", \"m3\"]",
    "star m1: [\"star m1\"] shows [\"m0\", \"m1 *\", \"m2\", \"m3\"]",
    "archive: [\"archive [\\\"m1\\\"]\"] shows [\"m0\", \"m2\", \"m3\"]",
    "star m2: [\"star m2\"] shows [\"m0\", \"m2 *\", \"m3\"]",
  ]

  static func titles(_ content: ListContent) -> [String] {
    content.sections.flatMap(\.rows).compactMap { ($0.component as? TextItem)?.title }
  }

  final class TestHostDriver: Driver {
    let screen = Mail()
    let app: ScreenTestHost
    init() { app = ScreenTestHost(screen) }
    var shown: [String] { CommandConformanceTests.titles(app.content) }
    func tap(_ id: String) throws { try app.tap(.id(id)) }
    func run(_ title: String) throws {
      do {
        try app.perform(command: title)
      } catch let failure as ScreenTestHost.Failure
        where failure.description.contains("the command is disabled")
      {
        // Refused, as a disabled key or button is.
      }
    }
  }

  final class TerminalDriver: Driver {
    let screen = Mail()
    let app: TerminalApp
    init() { app = TerminalApp(root: screen, width: 40, height: 12) }
    var list: ListView { app.stack[app.stack.count - 1].list }
    var shown: [String] { CommandConformanceTests.titles(list.layout.content) }
    func tap(_ id: String) throws {
      guard let path = list.layout.content.path(of: ListID(id)) else {
        throw ConformanceFailure(description: "no row \(id) in the terminal")
      }
      list.moveCursor(to: path)
      app.handle(.key(KeyEvent(.enter)))
    }
    func run(_ title: String) throws {
      guard let command = screen.commands.first(where: { $0.title == title }),
        case .mnemonic(let key)? = command.shortcut
      else { throw ConformanceFailure(description: "no key for \(title)") }
      app.handle(.key(KeyEvent(.character(key))))
    }
  }

  @Test func theTestHostRunsCommandsOnTheRowAsTheOthersDo() throws {
    #expect(try Self.script(TestHostDriver()) == Self.expected)
  }

  @Test func theTerminalRunsThemByKey() throws {
    #expect(try Self.script(TerminalDriver()) == Self.expected)
  }

  #if os(Linux)
    /// SectionalUIKit: commands as navigation-bar items (`byKey` false) or as a hardware
    /// keyboard's key commands.
    final class UIKitDriver: Driver {
      let screen = Mail()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let root: ScreenViewController
      let byKey: Bool
      init(byKey: Bool) {
        self.byKey = byKey
        root = ScreenViewController(screen: screen)
        window.rootViewController = UINavigationController(rootViewController: root)
        window.layoutIfNeeded()
      }
      var table: UITableView? { root.view as? UITableView }
      var shown: [String] { CommandConformanceTests.titles(root.controller.content) }
      func tap(_ id: String) throws {
        guard let path = root.controller.content.path(of: ListID(id)), let table else {
          throw ConformanceFailure(description: "no row \(id) in the UIKit table")
        }
        try table.tapRow(at: path.indexPath)
      }
      func run(_ title: String) throws {
        if byKey {
          guard let command = screen.commands.first(where: { $0.title == title }),
            case .mnemonic(let key)? = command.shortcut
          else { throw ConformanceFailure(description: "no key for \(title)") }
          try root.userPressKey(String(key))
          return
        }
        let items = root.navigationItem.rightBarButtonItems ?? []
        if let button = items.first(where: { $0.title == title }) {
          if button.isEnabled { button.userTap() }
          return
        }
        guard let more = items.first(where: { $0.menu != nil }) else {
          throw ConformanceFailure(description: "no \(title) in the bar")
        }
        do {
          try more.userChooseFromMenu(title)
        } catch {
          // A disabled entry is refused, as the terminal's key and the test host are.
          guard case .menuActionDisabled(_) = error else { throw error }
        }
      }
    }

    @Test func sectionalUIKitRunsThemFromTheBar() throws {
      #expect(try Self.script(UIKitDriver(byKey: false)) == Self.expected)
    }

    @Test func sectionalUIKitRunsThemByKeyCommand() throws {
      #expect(try Self.script(UIKitDriver(byKey: true)) == Self.expected)
    }
  #endif
}
