import Foundation
import Sectional
import SectionalUIKit
import TestSupport
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Registration/CellContext.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct CellContextExamples {
  /// Registration/CellContext.swift
  @Test func aControlInACellReachesTheRow() throws {
    let log = DocLog()
    let (_, tableView) = tableViewInWindow()
    let content = ListContent {
      Section(id: "s") {
        Row(id: SettingsRow.rating, RatingItem(stars: 2), height: .fixed(44))
          .onSelect { context in log.add(context.actionID ?? "-") }
      }
    }
    let liaison = TableViewLiaison(controller: try ListController(content: content))
    liaison.register(RatingItem.self, cell: RatingCell.self) { cell, item, context in
      cell.onStar = { star in context.send(.action("star-\(star)")) }
    }
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RatingCell
    cell?.onStar?(5)
    #expect(log.entries == ["star-5"])
  }
}
