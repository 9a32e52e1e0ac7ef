import Sectional
import SectionalTesting
import Testing

/// The code of Sectional.docc/GettingStarted.md, as written there, so the article stays true
/// (Scripts/check-doc-examples.py checks that every block appears here verbatim).
enum SettingsRow: Hashable, Sendable {
  case logIn, thirdPartyLogOut, terms, privacy
}

@MainActor
final class Settings {
  var isLoggedIn = false
  var isThirdPartyConnected = false
  var opened: [SettingsRow] = []

  var content: ListContent {
    ListContent {
      Section(id: "settings", header: "Account", style: .grouped) {
        Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
          .onSelect { [unowned self] _ in isLoggedIn.toggle() }
        if isThirdPartyConnected {
          Row(
            id: SettingsRow.thirdPartyLogOut, TextItem("Third Party Log Out", role: .destructive)
          )
          .onSelect { [unowned self] _ in isThirdPartyConnected = false }
        }
        Row(id: SettingsRow.terms, TextItem("Terms and Conditions", accessory: .disclosure))
          .onSelect { [unowned self] context in opened.append(.terms) }
        Row(id: SettingsRow.privacy, TextItem("Privacy Policy", accessory: .disclosure))
          .onSelect { [unowned self] context in opened.append(.privacy) }
      }
    }
  }
}

@MainActor
@Suite struct GettingStartedTests {
  @Test func theArticleRunsAsWritten() throws {
    let settings = Settings()
    let controller = try ListController(content: settings.content)
    let table = HeadlessTableView(controller: controller)

    try table.tap(.id(SettingsRow.privacy))
    // settings.opened == [.privacy], whichever position the row had.
    settings.isThirdPartyConnected = true
    try controller.insertRows(
      [Row(id: SettingsRow.thirdPartyLogOut, TextItem("Third Party Log Out"))],
      after: .id(SettingsRow.logIn))
    try controller.deleteRow(.id(SettingsRow.thirdPartyLogOut))

    #expect(settings.opened == [.privacy])
    #expect(table.violations.isEmpty)
    #expect(controller.content.sections[0].rows.count == 3)
  }
}
