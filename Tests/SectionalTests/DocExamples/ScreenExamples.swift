import Foundation
import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Screens/Screen.swift,
/// ScreenCommand.swift, ScreenHost.swift, StackScreen.swift and Controller/RowContext.swift.
@MainActor
@Suite struct ScreenExamples {
  enum SettingsRow: Hashable, Sendable { case logIn, privacy }

  /// Screen.swift
  @MainActor final class SettingsScreen: Screen {
    var isLoggedIn = false
    let title = "Settings"
    var content: ListContent {
      Section(id: "main") {
        Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
          .onSelect { [unowned self] _ in isLoggedIn.toggle() }
      }
    }
  }

  static func title(_ app: ScreenTestHost, _ path: RowPath) -> String? {
    (app.content[path]?.component as? TextItem)?.title
  }

  @Test func aScreenRebuildsFromItsState() throws {
    let app = ScreenTestHost(SettingsScreen())
    try app.tap(.id(SettingsRow.logIn))
    #expect(Self.title(app, RowPath(section: 0, row: 0)) == "Log Out")
  }

  /// ScreenHost.swift
  @Test func aHostRunsAScreen() async throws {
    let myPresenter = RecordingPresenter()
    let host = ScreenHost(screen: SettingsScreen(), presenter: myPresenter)
    let table = HeadlessTableView(controller: host.controller)  // or a ListView, a liaison
    host.start()
    try table.tap(.id(SettingsRow.logIn))  // the handler runs; the host rebuilds
    await host.idle()  // page loads and other work have finished
    #expect((table.shown[RowPath(section: 0, row: 0)]?.component as? TextItem)?.title == "Log Out")
    #expect(table.violations.isEmpty)
  }

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

  /// StackScreen.swift
  final class CalendarStrip: Screen {
    let title = "Calendar"
    var content: ListContent { Section(id: "days") { Row(id: "monday", TextItem("Mon")) } }
  }

  final class SummaryCard: Screen {
    let title = "Summary"
    var content: ListContent { Section(id: "summary") { Row(id: "total", TextItem("3 tasks")) } }
  }

  @Test func aStackOfScreens() {
    let values = collect {
      let day = StackScreen(title: "Today")
      day.add(CalendarStrip(), id: "calendar")
      day.add(SummaryCard(), id: "summary")
      day.hide("summary")
      day.content.sections.count
    }
    #expect(values.map { "\($0)" } == ["true", "1"])
  }

  /// RowContext.swift
  final class TextScreen: Screen {
    let title: String
    init(title: String) { self.title = title }
    static var privacyPolicy: TextScreen { TextScreen(title: "Privacy Policy") }
    var content: ListContent { Section(id: "text") }
  }

  @Test func aHandlerPresentsThroughItsContext() throws {
    let content = ListContent {
      Section(id: "about") {
        Row(id: SettingsRow.privacy, TextItem("Privacy Policy", accessory: .disclosure))
          .onSelect { context in
            context.presenter.push(TextScreen.privacyPolicy)
          }
      }
    }
    let controller = try ListController(content: content)
    let presenter = RecordingPresenter()
    controller.presenter = presenter
    let table = HeadlessTableView(controller: controller)
    try table.tap(.id(SettingsRow.privacy))
    #expect(presenter.requests == [.push(title: "Privacy Policy")])
  }
}
