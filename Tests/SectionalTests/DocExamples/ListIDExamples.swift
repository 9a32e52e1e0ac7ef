import Sectional
import Testing

/// The example in the doc comment of Sources/Sectional/Content/ListID.swift.
@Suite struct ListIDExamples {
  @Test func anIDKeepsItsType() {
    enum SettingsRow: Hashable, Sendable { case logIn, terms, privacy }

    let id = ListID(SettingsRow.terms)
    let row = id.as(SettingsRow.self)  // .terms
    #expect(row == .terms)
    #expect(id.as(String.self) == nil)
  }
}
