import Sectional
import SectionalTesting
import Testing

/// README.md's "Describe a screen", as written there.
enum ReadmeExamples {
  enum SettingsRow: Hashable, Sendable { case logIn, thirdPartyLogOut, terms, privacy }

  @MainActor final class SettingsScreen: Screen {
    var isLoggedIn = false
    var isThirdPartyConnected = false
    let title = "Settings"

    var content: ListContent {
      Section(id: "account", header: "Account", style: .grouped) {
        Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
          .onSelect { [unowned self] _ in isLoggedIn.toggle() }
        if isThirdPartyConnected {  // a conditional row is a plain `if`
          Row(id: SettingsRow.thirdPartyLogOut, TextItem("Third Party Log Out", role: .destructive))
            .onSelect { [unowned self] _ in isThirdPartyConnected = false }
        }
      }
      Section(id: "about", header: "About", style: .grouped) {
        Row(id: SettingsRow.terms, TextItem("Terms and Conditions", accessory: .disclosure))
          .onSelect { context in context.presenter.push(TermsScreen()) }
      }
    }
  }

  @MainActor final class TermsScreen: Screen {
    let title = "Terms and Conditions"
    var content: ListContent { Section(id: "terms") }
  }
}

@MainActor
@Suite struct ReadmeScreenTests {
  @Test func theReadmeScreenRuns() throws {
    let screen = ReadmeExamples.SettingsScreen()
    screen.isThirdPartyConnected = true
    let app = ScreenTestHost(screen)
    #expect(app.content.sections[0].rows.count == 2)
    try app.tap(.id(ReadmeExamples.SettingsRow.thirdPartyLogOut))
    #expect(app.content.sections[0].rows.count == 1)
    try app.tap(.id(ReadmeExamples.SettingsRow.terms))
    #expect(app.presenter.requests == [.push(title: "Terms and Conditions")])
    #expect(app.table.violations.isEmpty)
  }
}
