import Sectional

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
