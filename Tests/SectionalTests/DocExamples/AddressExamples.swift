import Sectional
import SectionalTesting
import Testing

/// The examples in the doc comments of Sources/Sectional/Controller/Addresses.swift
/// (``RowAddress`` and ``SectionAddress``).
@MainActor
@Suite struct AddressExamples {
  enum SettingsRow: Hashable, Sendable { case logIn, thirdPartyLogOut, terms }

  /// Addresses.swift, ``RowAddress`` and ``SectionAddress``
  @Test func addresses() throws {
    let controller = try ListController {
      Section(id: "account") {
        Row(id: SettingsRow.logIn, TextItem("Log In"))
        Row(id: SettingsRow.thirdPartyLogOut, TextItem("Third Party Log Out"))
        Row(id: SettingsRow.terms, TextItem("Terms"))
        Row(id: "extra", TextItem("Extra"))
      }
      Section(id: "debug") { Row(id: "flags", TextItem("Flags")) }
      Section(id: "about") { Row(id: "version", TextItem("Version")) }
    }
    try controller.deleteRow(.id(SettingsRow.thirdPartyLogOut))
    try controller.deleteRow(.at(section: 0, row: 2))
    #expect(
      controller.content.sections[0].rows.map(\.id) == [
        ListID(SettingsRow.logIn), ListID(SettingsRow.terms),
      ])
    try controller.deleteSection(.id("debug"))
    try controller.deleteSection(0)
    #expect(controller.content.sections.map(\.id) == [ListID("about")])
  }
}
