import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Screens/ScreenCommand.swift.
@MainActor
@Suite struct ScreenCommandExamples {
  /// ScreenCommand.swift
  final class DayScreen: Screen {
    var day = 10
    var tasks: [String] = ["a"]
    let title = "Day"

    func move(by days: Int) { day += days }
    func add(after selection: ListID?) {
      let index = selection.flatMap { $0.as(String.self) }.flatMap { tasks.firstIndex(of: $0) }
      tasks.insert("new", at: index.map { $0 + 1 } ?? tasks.endIndex)
    }

    var commands: [ScreenCommand] {
      [
        ScreenCommand("Previous day", shortcut: .previous) { [unowned self] _ in move(by: -1) },
        ScreenCommand("Add task", shortcut: .mnemonic("a")) { [unowned self] context in
          add(after: context.selection)
        },
      ]
    }

    var content: ListContent {
      Section(id: "tasks") { for task in tasks { Row(id: task, TextItem(task)) } }
    }
  }

  @Test func commandsActOnTheScreen() throws {
    let screen = DayScreen()
    let app = ScreenTestHost(screen)
    try app.perform(command: "Previous day")
    #expect(screen.day == 9)
    try app.tap(.id("a"))
    try app.perform(command: "Add task")
    #expect(app.content.sections[0].rows.map(\.id) == [ListID("a"), ListID("new")])
  }

  /// ScreenCommand.swift: keys or none, enabled, role, placement and priority.
  @Test func commandsWithKeysRolesPlacementsAndPriorities() {
    @Sendable func reload() {}
    @Sendable func saveAs() {}
    @Sendable func rename() {}
    @Sendable func remove() {}
    @Sendable func export() {}
    do {
      let commands = [
        ScreenCommand("Refresh", shortcut: .control("r"), priority: .high) { _ in reload() },
        ScreenCommand("Save as", shortcut: .alt("s"), placement: .secondary) { _ in saveAs() },
        ScreenCommand("Rename", shortcut: .function(2)) { _ in rename() },
        ScreenCommand("Remove", shortcut: .delete, role: .destructive) { _ in remove() },
        ScreenCommand("Export", isEnabled: false) { _ in export() },
      ]
      #expect(commands.map(\.shortcut) == [.control("r"), .alt("s"), .function(2), .delete, nil])
      #expect(commands.map(\.priority) == [.high, .normal, .normal, .normal, .normal])
      #expect(
        commands.map(\.placement) == [.automatic, .secondary, .automatic, .automatic, .automatic])
      #expect(commands.map(\.role) == [.normal, .normal, .normal, .destructive, .normal])
      #expect(commands.map(\.isEnabled) == [true, true, true, true, false])
    }
  }

  /// ScreenCommand+Shortcut.swift
  @Test func shortcutExample() {
    let next = ScreenCommand("Next day", shortcut: .next) { _ in }
    let add = ScreenCommand("Add", shortcut: .mnemonic("a")) { _ in }
    #expect(next.shortcut == .next && add.shortcut == .mnemonic("a"))
  }

  /// ScreenCommand+Role.swift
  @Test func roleAndPlacementExamples() {
    let remove = ScreenCommand("Remove all", role: .destructive) { _ in }
    #expect(remove.role == .destructive)
    let share = ScreenCommand("Share", placement: .primary) { _ in }
    #expect(share.placement == .primary)
  }

  /// ScreenCommand+Priority.swift
  @Test func priorityExample() {
    let refresh = ScreenCommand("Refresh", shortcut: .control("r"), priority: .high) { _ in }
    #expect(refresh.priority > .normal)
  }
}
