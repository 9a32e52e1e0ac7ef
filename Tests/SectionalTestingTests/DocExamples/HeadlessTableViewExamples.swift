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

  /// The example in the doc comment of `HeadlessTableView.focus(_:)`: without a screen, the
  /// field's text stays what the controller's content says, and the editor holds what was typed.
  @Test func focusAndType() throws {
    let controller = try ListController {
      Section(id: "account") {
        Row(id: "username", TextFieldItem("User name", text: ""))
      }
    }
    let table = HeadlessTableView(controller: controller)
    try table.focus(.id("username"))
    try table.type("ann")
    #expect(table.focusedID == ListID("username"))
    #expect(table.editingText == "ann")
    #expect(table.focusChanges == [ListID("username")])
  }
}
