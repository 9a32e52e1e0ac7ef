import Sectional
import SectionalTesting
import Testing

/// The core's screen loop: when the host rebuilds, and what it does with bad content.
@MainActor
@Suite struct ScreenHostTests {
  @MainActor final class Counter: Screen {
    var count = 0
    var duplicate = false
    let title = "Counter"
    var builds = 0
    var content: ListContent {
      builds += 1
      return ListContent {
        Section(id: "main") {
          Row(id: "count", TextItem("Count \(count)")).onSelect { [unowned self] _ in count += 1 }
          Row(id: "nothing", TextItem("Nothing"))
          Row(id: "ask", TextItem("Ask")).onSelect { [unowned self] context in
            context.presenter.present(
              Alert(title: "Reset?", actions: [AlertAction("Reset") { self.count = 0 }]))
          }
          if duplicate { Row(id: "count", TextItem("Again")) }
        }
      }
    }
    var commands: [ScreenCommand] {
      [
        ScreenCommand("Add ten", shortcut: .mnemonic("a")) { [unowned self] context in
          count += context.selection == ListID("count") ? 10 : 1
        }
      ]
    }
  }

  func title(_ app: ScreenTestHost, _ id: String) -> String? {
    app.content.path(of: ListID(id)).flatMap { (app.content[$0]?.component as? TextItem)?.title }
  }

  @Test func aHandlerRunRebuildsOnceAndARowWithoutHandlersRebuildsNothing() throws {
    let screen = Counter()
    let app = ScreenTestHost(screen)
    let builds = screen.builds
    try app.tap(.id("count"))
    #expect(title(app, "count") == "Count 1")
    #expect(screen.builds == builds + 1)
    try app.tap(.id("nothing"))
    #expect(screen.builds == builds + 1)
  }

  @Test func aCommandGetsTheSelectionAndRebuilds() throws {
    let screen = Counter()
    let app = ScreenTestHost(screen)
    try app.perform(command: "Add ten")
    #expect(title(app, "count") == "Count 1")
    try app.tap(.id("count"))
    try app.perform(command: "Add ten")
    #expect(title(app, "count") == "Count 12")
    #expect(throws: ScreenTestHost.Failure.self) { try app.perform(command: "Nope") }
  }

  @Test func anAlertActionRefreshesTheHost() throws {
    let screen = Counter()
    let app = ScreenTestHost(screen)
    try app.tap(.id("count"))
    try app.tap(.id("ask"))
    #expect(app.presentedAlert?.title == "Reset?")
    try app.choose("Reset")
    #expect(title(app, "count") == "Count 0")
    #expect(app.presentedAlert == nil)
  }

  @Test func invalidContentKeepsTheLastGoodContentAndReportsTheProblem() throws {
    let screen = Counter()
    let app = ScreenTestHost(screen)
    screen.duplicate = true
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.problems.count == 1)
    #expect(app.problems.first?.description.contains("\"count\"") == true)
    #expect(app.content.sections[0].rows.count == 3)
    #expect(app.host.problem != nil)
    screen.duplicate = false
    app.host.setNeedsUpdate()
    app.host.updateIfNeeded()
    #expect(app.host.problem == nil)
  }

  @Test func tappingAToggleRowDeliversItsNewValue() throws {
    @MainActor final class Settings: Screen {
      var wifi = false
      let title = "Settings"
      var content: ListContent {
        Section(id: "s") {
          Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: wifi))).onSelect {
            [unowned self] context in
            if let isOn = context.toggleValue { wifi = isOn }
          }
        }
      }
    }
    let screen = Settings()
    let app = ScreenTestHost(screen)
    try app.tap(.id("wifi"))
    #expect(screen.wifi)
    #expect(
      (app.content.sections[0].rows[0].component as? TextItem)?.accessory == .toggle(isOn: true))
    try app.tap(.id("wifi"))
    #expect(!screen.wifi)
  }

  @Test func anEmptyControllerNeedsNoTry() {
    let controller = ListController()
    #expect(controller.content.sections.isEmpty)
  }
}

/// An update made by a handler while the renderer applies another change waits for it: its
/// stage reaches the renderer after the first, and its events fire only after its own stage.
@MainActor
@Suite struct NestedUpdateTests {
  /// A renderer that logs each stage it applies and reports each inserted row as displayed
  /// while it applies (as a table does from inside `performBatchUpdates`).
  final class LoggingRenderer: ListRenderer {
    var log: [String] = []
    func apply(_ changes: StagedChangeset, from controller: ListController) {
      for stage in changes {
        for path in stage.rowInserts {
          guard let row = stage.content[path] else { continue }
          log.append("apply +\(row.id)")
          controller.send(.willDisplay, to: row, at: path)
        }
      }
    }
    func reloadData(from controller: ListController) { log.append("reload") }
  }

  @Test func eventsOfAnUpdateMadeDuringAnApplyArriveAfterItsStage() throws {
    let renderer = LoggingRenderer()
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "s", rows: [Row(id: "a", TextItem("a"))])]))
    controller.connect(renderer)
    renderer.log = []
    let c = Row(id: "c", TextItem("c")).on(.inserted) { _ in renderer.log.append("insert \"c\"") }
    final class Flag { var isSet = false }
    let updatedFromHandler = Flag()
    func rowB() -> Row {
      Row(id: "b", TextItem("b"))
        .on(.inserted) { _ in renderer.log.append("insert \"b\"") }
        .on(.willDisplay) { context in
          renderer.log.append("willDisplay \"b\"")
          guard !updatedFromHandler.isSet else { return }
          updatedFromHandler.isSet = true
          #expect(context.controller.isUpdating)
          try? context.controller.update(
            to: ListContent(sections: [
              Section(id: "s", rows: [Row(id: "a", TextItem("a")), rowB(), c])
            ]))
          // Queued: nothing of the nested update reached the renderer or the handlers yet.
          renderer.log.append("nested update returned")
        }
    }
    try controller.update(
      to: ListContent(sections: [Section(id: "s", rows: [Row(id: "a", TextItem("a")), rowB()])]))
    #expect(
      renderer.log == [
        "apply +\"b\"", "willDisplay \"b\"", "nested update returned", "insert \"b\"",
        "apply +\"c\"", "insert \"c\"",
      ])
    #expect(controller.content.sections[0].rows.map(\.id) == ["a", "b", "c"].map { ListID($0) })
  }
}
