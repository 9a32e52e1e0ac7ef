import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/SectionalTesting/HeadlessTableView.swift.
@MainActor
@Suite struct HeadlessTableViewExamples {
  enum SettingsRow: Hashable, Sendable { case terms }

  /// HeadlessTableView.swift
  @Test func aHeadlessTable() throws {
    let controller = try ListController {
      Section(id: "about") {
        Row(id: SettingsRow.terms, TextItem("Terms")).onSelect { _ in print("terms") }
      }
    }
    let table = HeadlessTableView(controller: controller, viewportHeight: 440)
    try table.tap(.id(SettingsRow.terms))
    #expect(table.violations.isEmpty)
    #expect(table.selectedID == ListID(SettingsRow.terms))
  }
}
