import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/Row.swift and
/// Row+Modifiers.swift.
@MainActor
@Suite struct RowExamples {
  enum SettingsRow: Hashable, Sendable { case terms }

  final class TermsScreen: Screen {
    let title = "Terms"
    var content: ListContent { Section(id: "terms") }
  }

  final class LicensesScreen: Screen {
    let title = "Licenses"
    var content: ListContent { Section(id: "licenses") }
  }

  /// Row.swift
  @Test func aRowPushesAScreen() throws {
    let content = ListContent {
      Section(id: "about") {
        Row(id: SettingsRow.terms, TextItem("Terms and Conditions", accessory: .disclosure))
          .onSelect { context in context.presenter.push(TermsScreen()) }
      }
    }
    let (table, presenter) = try showInRecordingTable(Array(content.sections[0].rows))
    try table.tap(.id(SettingsRow.terms))
    #expect(presenter.requests == [.push(title: "Terms")])
  }

  /// Row+Modifiers.swift, `on(_:perform:)`
  @Test func aHandlerForAnyEvent() throws {
    let analytics = Analytics()
    let row = Row(id: "post", TextItem("Post"))
    let rows = collect {
      row.on(.willDisplay) { context in analytics.impression(context.id) }
    }
    let (table, _) = try showInRecordingTable(rows.compactMap { $0 as? Row })
    #expect(table.visibleIDs == [ListID("post")])
    #expect(analytics.impressions == [ListID("post")])
  }

  /// Row+Modifiers.swift, `deselectsAfterSelection(_:)`
  @Test func aRowThatDeselectsAfterSelection() throws {
    let rows = collect {
      Row(id: "licenses", TextItem("Licenses", accessory: .disclosure))
        .deselectsAfterSelection()
        .onSelect { context in context.presenter.push(LicensesScreen()) }
    }
    let row = try #require(rows.first as? Row)
    #expect(row.traits.deselectsAfterSelection)  // UIKit clears its selection (see its tests)
    let (table, presenter) = try showInRecordingTable([row])
    try table.tap(.id("licenses"))
    #expect(presenter.requests == [.push(title: "Licenses")])
  }

  struct Task {
    var id = UUID()
    var title: String
  }

  final class TasksScreen: Screen {
    let title = "Tasks"
    var tasks = [Task(title: "Buy milk"), Task(title: "Call mum")]

    var content: ListContent {
      Section(id: "tasks") {
        for task in tasks {
          Row(id: task.id, TextItem(task.title))
            .deletable(question: "Delete “\(task.title)”?")
            .onDelete { [unowned self] context in
              tasks.removeAll { $0.id == context.id(as: UUID.self) }
            }
        }
      }
    }
  }

  /// Row+Modifiers.swift, `deletable(confirmationTitle:question:)`
  @Test func aDeletableRowAsksFirst() throws {
    let screen = TasksScreen()
    let milk = screen.tasks[0].id
    let app = ScreenTestHost(screen)
    try app.swipeToDelete(.id(milk))
    #expect(app.presentedAlert?.title == "Delete “Buy milk”?")
    try app.choose("Delete")
    #expect(screen.tasks.map(\.title) == ["Call mum"])
    #expect(app.content.sections[0].rows.count == 1)
  }

  /// Row+Cursor.swift
  @Test func aDisabledButtonTakesNoCursor() {
    let save = Row(id: "save", ButtonItem("Save", isEnabled: false))
    #expect(!save.takesCursor)
    let wifi = Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: true)))
      .selectable(false)
    #expect(wifi.takesCursor)
    #expect(Row(id: "on", ButtonItem("Save")).takesCursor)
    #expect(!Row(id: "plain", TextItem("Plain")).selectable(false).takesCursor)
  }
}
