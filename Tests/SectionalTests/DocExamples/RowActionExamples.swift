import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The examples in the doc comments of Sources/Sectional/Content/RowAction.swift and
/// Row+Modifiers.swift (`contextMenu(_:)`).
@MainActor
@Suite struct RowActionExamples {
  /// RowAction.swift, ``RowAction``
  @Test func aSwipeAction() throws {
    let archived = Analytics()
    let archive: @MainActor @Sendable (ListID) -> Void = { archived.impression($0) }
    let row = Row(id: "mail", TextItem("Mail"))
    let rows = collect {
      row.swipeActions(
        .trailing,
        [
          RowAction("Archive", symbol: "archivebox", color: .blue) { context in
            archive(context.id)
          }
        ])
    }
    let swiped = try #require(rows.first as? Row)
    #expect(swiped.traits.trailingSwipeActions.map(\.title) == ["Archive"])
    #expect(swiped.traits.trailingSwipeActions.first?.color == .blue)
    let (table, _) = try showInRecordingTable([swiped])
    #expect(table.controller.performRowAction(.trailingSwipe, at: 0, ofRow: ListID("mail")))
    #expect(archived.impressions == [ListID("mail")])
  }

  /// Row+Modifiers.swift, `contextMenu(_:)`
  @Test func aContextMenu() throws {
    let log = DocLog()
    let copy: @MainActor @Sendable (ListID) -> Void = { log.add("copy \($0)") }
    let askToDelete: @MainActor @Sendable (ListID, any Presenter) -> Void = { id, presenter in
      presenter.present(Alert(title: "Delete \(id)?"))
    }
    let row = Row(id: "mail", TextItem("Mail"))
    let rows = collect {
      row.contextMenu([
        RowAction("Copy", symbol: "doc.on.doc") { context in copy(context.id) },
        RowAction("Delete", symbol: "trash", role: .destructive) { context in
          askToDelete(context.id, context.presenter)
        },
      ])
    }
    let menu = try #require(rows.first as? Row)
    let (table, presenter) = try showInRecordingTable([menu])
    try table.performAction("Copy", onRow: .id("mail"))
    try table.performAction("Delete", onRow: .id("mail"))
    #expect(log.entries == ["copy \"mail\""])
    #expect(presenter.requests == [.alert(Alert(title: "Delete \"mail\"?"))])
  }
}
