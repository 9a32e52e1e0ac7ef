import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Content/RowTraits.swift (``SwipeAction``).
@MainActor
@Suite struct SwipeActionExamples {
  /// RowTraits.swift, ``SwipeAction``
  @Test func aSwipeAction() throws {
    let archived = Analytics()
    let archive: @MainActor @Sendable (ListID) -> Void = { archived.impression($0) }
    let row = Row(id: "mail", TextItem("Mail"))
    let rows = collect {
      row.swipeActions(
        .trailing,
        [
          SwipeAction("Archive", symbol: "archivebox") { context in archive(context.id) }
        ])
    }
    let swiped = try #require(rows.first as? Row)
    #expect(swiped.traits.trailingSwipeActions.map(\.title) == ["Archive"])
    let (table, _) = try showInRecordingTable([swiped])
    #expect(
      table.controller.performSwipeAction(.trailing, at: 0, ofRowAt: RowPath(section: 0, row: 0)))
    #expect(archived.impressions == [ListID("mail")])
  }
}
