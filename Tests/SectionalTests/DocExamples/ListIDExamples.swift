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

  @Test func integerIDsCompareByValue() {
    let fromDatabase = ListID(Int32(30))
    #expect(fromDatabase == ListID(30))
    #expect(fromDatabase.as(Int.self) == 30)
  }
}
