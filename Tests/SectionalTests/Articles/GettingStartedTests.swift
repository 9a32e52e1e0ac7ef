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

struct Contact: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
}

func directory(_ contacts: [Contact]) -> ListContent {
  ListContent {
    Section(id: "directory", header: "Contacts") {
      Row(id: "me", TextItem("My card"))
      ForEach(contacts) { contact in Row(id: contact.id, TextItem(contact.name)) }
    }
  }
}

@MainActor
@Suite struct GettingStartedTests {
  @Test func aLargeListIsAForEach() throws {
    let contacts = (0..<10_000).map { Contact(id: $0, name: "Contact \($0)") }
    let controller = try ListController(content: directory(contacts))
    var renamed = contacts
    renamed[5_000].name = "Renamed"
    let table = HeadlessTableView(controller: controller)
    try controller.update(to: directory(renamed))
    #expect(table.violations.isEmpty)
    #expect(controller.content.rowCount == 10_001)
    #expect((controller.content.sections[0].rows[5_001].component as? TextItem)?.title == "Renamed")
  }

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
