import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Issue 28, item 4: a change is shown as animated batch updates by default, without animation
/// when asked, and by reloading the data above the threshold: a 10,000-row change reloads.
@MainActor
@Suite struct UpdateStrategyTests {
  func rows(_ count: Int, from start: Int = 0) -> [Row] {
    (start..<start + count).map { Row(id: $0, TextItem("Row \($0)"), height: .fixed(44)) }
  }

  @Test func aHugeChangeReloadsInsteadOfBatching() throws {
    let host = try LiaisedTable(ListContent(sections: [Section(id: "s") {}]))
    try host.controller.appendRows(rows(10), to: 0)
    #expect(host.table.rowAnimationsUsed.count == 1)  // ten rows: one batch of inserts
    try host.controller.appendRows(rows(10_000, from: 10), to: 0)
    #expect(host.table.rowAnimationsUsed.count == 1)  // no insertRows: a reload
    #expect(host.table.numberOfRows(inSection: 0) == 10_010)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test func theStrategyIsTheAppsToChoose() throws {
    let host = try LiaisedTable(ListContent(sections: [Section(id: "s") {}]))
    host.liaison.updateStrategy = .reloadData
    try host.controller.appendRows(rows(1), to: 0)
    #expect(host.table.rowAnimationsUsed.isEmpty)
    host.liaison.updateStrategy = UpdateStrategy(animates: true, reloadThreshold: nil)
    try host.controller.appendRows(rows(2_000, from: 1), to: 0)
    #expect(host.table.rowAnimationsUsed.count == 1)
    #expect(host.table.numberOfRows(inSection: 0) == 2_001)
  }

  @Test func withoutAnimationACollectionBatchDoesNotMove() throws {
    let host = try LiaisedCollection(ListContent(sections: [Section(id: "s") {}]))
    host.liaison.updateStrategy = .nonAnimated
    try host.controller.appendRows([Row(id: "a", TextItem("A"))], to: 0)
    #expect(host.collection.batchesAnimated.last == false)
  }
}
