import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Registration/TableViewLiaison+Registration.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct TableViewLiaisonRegistrationExamples {
  /// Registration/TableViewLiaison+Registration.swift
  @Test func registerACell() throws {
    let (_, tableView) = tableViewInWindow()
    let liaison = TableViewLiaison(controller: try ListController(content: RatingScreen().content))
    liaison.register(RatingItem.self, cell: RatingCell.self) { cell, item, _ in
      cell.starsLabel.text = String(repeating: "★", count: item.stars)
    }
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? RatingCell
    #expect(cell?.starsLabel.text == "★★★★")
  }
}
