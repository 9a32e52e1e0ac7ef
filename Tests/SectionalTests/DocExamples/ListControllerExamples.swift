import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Controller/ListController.swift,
/// ListController+Update.swift and ListController+Events.swift.
@MainActor
@Suite struct ListControllerExamples {
  enum SettingsRow: Hashable, Sendable { case logIn, thirdPartyLogOut, terms }

  /// A renderer that records what it was handed.
  final class Recorder: ListRenderer {
    var batches = 0
    var reloads = 0
    func apply(_ changes: StagedChangeset, from controller: ListController) { batches += 1 }
    func reloadData(from controller: ListController) { reloads += 1 }
  }

  struct Item {
    var id: Int
    var title: String
  }

  /// ListController.swift, the type
  @Test func aControllerWithARenderer() throws {
    let tableRenderer = Recorder()
    let controller = try ListController {
      Section(id: "main") {
        Row(id: "hello", TextItem("Hello")).onSelect { _ in print("hi") }
      }
    }
    controller.connect(tableRenderer)
    try controller.appendRows([Row(id: "world", TextItem("World"))], to: .id("main"))
    #expect(controller.content.sections[0].rows.map(\.id) == [ListID("hello"), ListID("world")])
    #expect(tableRenderer.batches == 1)
  }

  /// ListController.swift, `init()`
  @Test func anEmptyControllerUpdated() throws {
    let controller = ListController()
    try controller.update { Section(id: "main") { Row(id: "a", TextItem("A")) } }
    #expect(controller.content.sections[0].rows.map(\.id) == [ListID("a")])
  }

  /// ListController+Update.swift, `update(to:)` and `update(_:)`
  @Test func updates() throws {
    let controller = ListController()
    let table = HeadlessTableView(controller: controller)
    let items = [Item(id: 1, title: "One"), Item(id: 2, title: "Two")]
    try controller.update(
      to: ListContent {
        Section(id: "main") {
          for item in items { Row(id: item.id, TextItem(item.title)) }
        }
      })
    #expect(table.visibleIDs == [ListID(1), ListID(2)])
    let isLoggedIn = false
    try controller.update {
      Section(id: "account") {
        Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
      }
    }
    #expect(table.visibleIDs == [ListID(SettingsRow.logIn)])
    #expect(table.violations.isEmpty)
  }

  /// ListController+Events.swift, `tap(at:deselecting:detail:)`
  @Test func aTapFromARenderer() throws {
    let log = DocLog()
    let controller = try ListController {
      Section(id: "s") {
        Row(id: "before", TextItem("Before")).on(.didDeselect) { _ in log.add("deselect before") }
        Row(id: "tags", PillsItem([Pill(id: "photos", title: "Photos")]))
          .onSelect { context in log.add("select \(context.pillID ?? "-")") }
      }
    }
    let cursor = RowPath(section: 0, row: 1)
    let lastSelected: RowPath? = RowPath(section: 0, row: 0)
    // In a renderer, when the user presses Enter on the cursor row:
    controller.tap(at: cursor, deselecting: lastSelected, detail: .pill("photos"))
    #expect(log.entries == ["deselect before", "select photos"])
  }

  /// ListController+Events.swift, `useControl(at:detail:)`
  @Test func enterOnAnUnselectableSwitchRowUsesTheSwitch() throws {
    let log = DocLog()
    let controller = try ListController {
      Section(id: "s") {
        Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: false)))
          .selectable(false)
          .onSelect { context in log.add("select \(context.detail)") }
          .on(.didHighlight) { _ in log.add("highlight") }
      }
    }
    let cursor = RowPath(section: 0, row: 0)
    // In a renderer, when the user presses Enter on an unselectable row with a switch:
    if !controller.tap(at: cursor, deselecting: nil) {
      controller.useControl(at: cursor)
    }
    #expect(log.entries.count == 1)
    #expect(log.entries.first?.hasPrefix("select interaction") == true)
  }

  /// ListController+Events.swift, `performRowAction(_:at:ofRow:)`
  @Test func aSwipeButtonFromARenderer() throws {
    let log = DocLog()
    let controller = try ListController {
      Section(id: "s") {
        Row(id: "mail", TextItem("Mail")).swipeActions(
          .trailing,
          [
            RowAction("Flag") { _ in log.add("flag") },
            RowAction("Archive") { context in log.add("\(context.actionID ?? "-")") },
          ])
      }
    }
    // In a renderer, when the user taps the second trailing swipe button of row "mail":
    controller.performRowAction(.trailingSwipe, at: 1, ofRow: ListID("mail"))
    #expect(log.entries == ["Archive"])
  }

  /// ListController+Events.swift, `requestDelete(at:)`
  @Test func aDeleteAsksFirst() throws {
    let controller = try ListController {
      Section(id: "s") { Row(id: "a", TextItem("A")).deletable(question: "Delete A?") }
    }
    let presenter = RecordingPresenter()
    let path = RowPath(section: 0, row: 0)
    if let sheet = controller.requestDelete(at: path) { presenter.present(sheet) }
    guard case .alert(let sheet)? = presenter.requests.first else {
      Issue.record("no confirmation was presented: \(presenter.requests)")
      return
    }
    #expect(sheet.title == "Delete A?")
    #expect(controller.content.sections[0].rows.count == 1)  // nothing deleted yet
  }
}
