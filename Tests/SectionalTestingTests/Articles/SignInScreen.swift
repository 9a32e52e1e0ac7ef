// The article "Testing screens": its sign-in form, a code block of the article.
import Foundation
import Sectional
import SectionalTesting
import Testing

@MainActor
final class SignInScreen: Screen {
  let title = "Sign In"
  var username = ""
  var password = ""
  var signedIn: String?

  var content: ListContent {
    Section(id: "account") {
      Row(id: "username", TextFieldItem("User name", text: username, kind: .username))
        .onChange(String.self) { [unowned self] in username = $0 }
      Row(id: "password", TextFieldItem("Password", text: password, kind: .password))
        .onChange(String.self) { [unowned self] in password = $0 }
        .onSubmit { [unowned self] _ in signIn() }
      Row(id: "sign-in", ButtonItem("Sign In", isEnabled: !username.isEmpty && !password.isEmpty))
        .onSelect { [unowned self] _ in signIn() }
    }
  }

  func signIn() {
    guard !username.isEmpty, !password.isEmpty else { return }
    signedIn = username
  }
}
