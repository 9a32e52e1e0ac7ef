import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The example in the doc comment of Sources/SectionalUIKit/Liaison/TableViewLiaison+Selection.swift, run on the behaving
/// UIKit surface.
@MainActor
@Suite struct TableViewLiaisonSelectionExamples {
  /// TableViewLiaison+Selection.swift, `deselect(_:animated:)`
  @Test func deselectARowByID() throws {
    let (_, tableView) = tableViewInWindow()
    let liaison = TableViewLiaison(controller: try ListController(content: RatingScreen().content))
    liaison.liaise(tableView)
    tableView.layoutIfNeeded()
    tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    liaison.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
    #expect(liaison.selectedRowIDs == [ListID(SettingsRow.account)])
    liaison.deselect(SettingsRow.account)
    #expect(liaison.selectedRowIDs.isEmpty)
    #expect(tableView.indexPathForSelectedRow == nil)
  }
}
