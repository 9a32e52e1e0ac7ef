import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/SectionalTesting/ScreenTestHost.swift.
@MainActor
@Suite struct ScreenTestHostExamples {
  struct Todo {
    var id: String
    var title: String
    var isDone = false
  }

  final class TodoScreen: Screen {
    let title = "Todo"
    var todos = [Todo(id: "buy-milk", title: "Buy milk"), Todo(id: "call-mum", title: "Call mum")]

    var content: ListContent {
      Section(id: "todo") {
        for todo in todos {
          Row(id: todo.id, TextItem(todo.title, accessory: todo.isDone ? .checkmark : .none))
            .onSelect { [unowned self] _ in toggle(todo.id) }
            .deletable(question: "Delete “\(todo.title)”?")
            .onDelete { [unowned self] _ in todos.removeAll { $0.id == todo.id } }
        }
      }
    }

    var toggled: [String] = []

    func toggle(_ id: String) {
      toggled.append(id)
      if let index = todos.firstIndex(where: { $0.id == id }) { todos[index].isDone.toggle() }
    }
  }

  @Test func aScreenDrivenLikeAUser() async throws {
    let app = ScreenTestHost(TodoScreen())
    try app.tap(.id("buy-milk"))  // handlers run; the host rebuilds
    try app.swipeToDelete(.id("buy-milk"))  // the confirmation is presented…
    #expect(app.presentedAlert?.title == "Delete “Buy milk”?")
    try app.choose("Delete")  // …and answered
    await app.idle()  // page loads have arrived
    #expect(app.table.violations.isEmpty)
    #expect(app.content.sections[0].rows.map(\.id) == [ListID("call-mum")])
    let screen = try #require(app.screen as? TodoScreen)
    #expect(screen.todos.map(\.id) == ["call-mum"])
    #expect(screen.toggled == ["buy-milk"])
  }

  /// The example in the doc comment of `ScreenTestHost.teardown()`.
  @Test func teardownDetachesTheScreens() {
    let app = ScreenTestHost(TodoScreen())
    defer { app.teardown() }
    #expect(app.hosts.count == 1)
  }

  /// A list whose name a "Rename" alert with a text field changes.
  final class ListScreen: Screen {
    var title: String { name }
    var name = "Shopping"
    var content: ListContent {
      Section(id: "list") {
        Row(id: "rename", TextItem("Rename “\(name)”…")).onSelect { [unowned self] context in
          context.presenter.present(
            Alert(
              title: "Rename", textFields: [AlertTextField(placeholder: "Name", text: name)],
              actions: [
                AlertAction("Cancel", role: .cancel),
                AlertAction("Rename") { [unowned self] texts in name = texts[0] },
              ]))
        }
      }
    }
  }

  /// The example in the doc comment of `ScreenTestHost.choose(_:texts:)`: the texts reach the
  /// action's handler and the host rebuilds after it.
  @Test func anAlertAnsweredWithTexts() throws {
    let app = ScreenTestHost(ListScreen())
    try app.tap(.id("rename"))
    try app.choose("Rename", texts: ["Groceries"])
    #expect(app.presentedAlert == nil)
    #expect(
      (app.content.sections[0].rows[0].component as? TextItem)?.title == "Rename “Groceries”…")
    try app.tap(.id("rename"))
    #expect(throws: ScreenTestHost.Failure.self) { try app.choose("Rename", texts: ["a", "b"]) }
    try app.choose("Rename")
    #expect((app.screen as? ListScreen)?.name == "Groceries")
  }
}

/// The example of `ScreenTestHost.performAction(_:onRow:)`.
@MainActor
@Suite struct PerformActionExamples {
  final class MailScreen: Screen {
    let title = "Mail"
    var archived: [String] = []
    var content: ListContent {
      Section(id: "inbox") {
        Row(id: "mail-1", TextItem("Lunch?"))
          .swipeActions(
            .trailing,
            [RowAction("Archive") { [unowned self] _ in archived.append("mail-1") }])
      }
    }
  }

  @Test func anActionByTitle() throws {
    let screen = MailScreen()
    let app = ScreenTestHost(screen)
    try app.performAction("Archive", onRow: .id("mail-1"))
    #expect(screen.archived == ["mail-1"])
  }

  final class SizeScreen: Screen {
    let title = "Size"
    var size = ListID("small")
    var content: ListContent {
      Section(id: "s") {
        Row(
          id: "size",
          ChoiceItem(
            "Size",
            options: [.init(id: "small", title: "Small"), .init(id: "large", title: "Large")],
            selection: size, style: .menu)
        )
        .onChange(ListID.self) { [unowned self] in size = $0 }
      }
    }
  }

  /// ScreenTestHost+Choices.swift
  @Test func chooseAnOptionAsAUserWould() throws {
    let screen = SizeScreen()
    let app = ScreenTestHost(screen)
    try app.choose(option: "large", in: .id("size"))
    #expect(screen.size == ListID("large"))
  }

  final class DueScreen: Screen {
    let title = "Due"
    var due = Date(timeIntervalSince1970: 0)
    var content: ListContent {
      Section(id: "s") {
        Row(
          id: "due", DateItem("Due", value: due, timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        )
        .onChange(Date.self) { [unowned self] in due = $0 }
      }
    }
  }

  /// ScreenTestHost+Choices.swift (dates)
  @Test func chooseADateAsAUserWould() throws {
    let screen = DueScreen()
    let app = ScreenTestHost(screen)
    try app.choose(date: Date(timeIntervalSince1970: 86_400), in: .id("due"))
    #expect(screen.due == Date(timeIntervalSince1970: 86_400))
    #expect(throws: ScreenTestHost.Failure.self) {
      try app.choose(date: Date(timeIntervalSince1970: 86_400), in: .id("due"))
    }
  }

  final class WifiScreen: Screen {
    let title = "Wi-Fi"
    var wifi = false
    var content: ListContent {
      Section(id: "s") {
        Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: wifi)))
          .selectable(false)
          .onInteraction(TextItem.Toggled.self) { [unowned self] toggled, _ in
            wifi = toggled.isOn
          }
      }
    }
  }

  /// ScreenTestHost.swift, `useControl(_:detail:)`
  @Test func useAToggleRowsSwitch() throws {
    let screen = WifiScreen()
    let app = ScreenTestHost(screen)
    try app.useControl(.id("wifi"))  // a toggle row's switch flips
    #expect(screen.wifi)
  }

  /// ScreenTestHost.swift, `tapAccessory(_:)`
  @Test func tappingADetailButton() throws {
    final class Network: Screen {
      let title = "Network"
      var tapped: [String] = []
      var content: ListContent {
        Section(id: "s") {
          Row(id: "home", TextItem("Home", accessory: .detailButton))
            .on(.accessoryTapped) { [unowned self] _ in tapped.append("home") }
        }
      }
    }
    let screen = Network()
    let app = ScreenTestHost(screen)
    try app.tapAccessory(.id("home"))
    #expect(screen.tapped == ["home"])
  }
}
