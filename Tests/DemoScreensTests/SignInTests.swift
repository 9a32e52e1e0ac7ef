import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// Settings → "Log In" and the Sign In form (issue 16, item 8), driven as a user drives them:
/// focus, typing, Return, the button, the alerts.
@MainActor
@Suite struct SignInTests {
  typealias Field = SignInScreen.Field

  /// Settings in a test host, its saved state in a fresh file, with a sign-in that takes a
  /// little time (awaited with `idle()`, never slept on).
  @MainActor
  struct Setup {
    let store: PreferenceStore
    let form: SignInForm
    let app: ScreenTestHost
    let url: URL

    init() {
      url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "sign-in-\(UUID()).json")
      store = PreferenceStore(url: url)
      form = SignInForm(service: SignInService(latency: .milliseconds(20)))
      app = ScreenTestHost(SettingsScreen(store: store, signInForm: form))
    }

    var fields: FormDriver { FormDriver(app) }

    /// Opens the form from Settings.
    func openForm() throws {
      try app.tap(.id(SettingsScreen.RowKind.logIn))
      #expect(app.screen is SignInScreen)
    }

    var signIn: ButtonItem? { fields.component(Field.signIn, as: ButtonItem.self) }
    var password: TextFieldItem? { fields.component(Field.password, as: TextFieldItem.self) }
    var firstTitle: String? {
      (app.content.sections.first?.rows.first?.component as? TextItem)?.title
    }
  }

  @Test func logInOpensTheFormWithTheDemoAccountInItsFooter() throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    let logIn = try #require(
      setup.fields.component(SettingsScreen.RowKind.logIn, as: TextItem.self))
    #expect(logIn.accessory == .disclosure)
    try setup.openForm()
    // A sheet with Cancel only: the form's own button signs in.
    #expect(setup.app.presenter.requests == [.presentScreen(title: "Sign In", hasDone: false)])
    #expect(setup.app.presentedScreen is SignInScreen)
    let username = try #require(setup.fields.component(Field.username, as: TextFieldItem.self))
    #expect(username.kind == .username)
    let password = try #require(setup.password)
    #expect(password.kind == .password)
    #expect(password.kind.isSecure)
    let footer = try #require(setup.app.content.sections.first?.footer?.component as? TextItem)
    #expect(footer.title.contains("username demo, password sectional"))
    #expect(footer.title.contains("offline"))
  }

  @Test func signInIsEnabledOnlyWhenBothFieldsAreFilled() throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    try setup.openForm()
    #expect(setup.signIn?.isEnabled == false)
    try setup.fields.type("demo", into: Field.username)
    #expect(setup.signIn?.isEnabled == false)
    try setup.fields.type("x", into: Field.password)
    #expect(setup.signIn?.isEnabled == true)
    try setup.fields.clear(Field.username)
    #expect(setup.signIn?.isEnabled == false)
    // A disabled button cannot be pressed: nothing starts.
    try setup.app.tap(.id(Field.signIn))
    #expect(setup.form.service.attempts == 0)
    #expect(!setup.form.isSigningIn)
  }

  @Test func returnMovesToThePasswordThenSignsIn() async throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    try setup.openForm()
    try setup.fields.type("demo", into: Field.username)
    try setup.fields.pressReturn()
    #expect(setup.fields.focusedID == ListID(Field.password))
    #expect(setup.form.service.attempts == 0)
    try setup.fields.type("sectional", into: Field.password)
    try setup.fields.pressReturn()
    // The attempt is under way: the button says so and cannot be pressed again.
    #expect(setup.form.isSigningIn)
    #expect(setup.signIn?.title == "Signing In…")
    #expect(setup.signIn?.isEnabled == false)
    await setup.app.idle()
    #expect(setup.app.screen is SettingsScreen)
    #expect(setup.form.service.attempts == 1)
  }

  @Test func returnInThePasswordWithNoUsernameGoesToTheUsername() throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    try setup.openForm()
    try setup.fields.type("pw", into: Field.password)
    try setup.fields.pressReturn()
    #expect(setup.fields.focusedID == ListID(Field.username))
    #expect(setup.form.service.attempts == 0)
    #expect(!setup.form.isSigningIn)
  }

  @Test func aWrongPasswordShowsAMessageUnderItAndKeepsItsFocus() async throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    try setup.openForm()
    try setup.fields.type("demo", into: Field.username)
    try setup.fields.type("wrong", into: Field.password)
    // Pressed with the button, so the focus is not on the password before the answer.
    setup.app.host.controller.focus(nil)
    try setup.app.tap(.id(Field.signIn))
    await setup.app.idle()
    #expect(setup.app.screen is SignInScreen)
    #expect(setup.password?.message == SignInForm.wrongCredentialsMessage)
    #expect(setup.fields.focusedID == ListID(Field.password))
    #expect(setup.app.presentedAlert == nil)
    #expect(!setup.store.preferences.isLoggedIn)
    // Typing clears the message; the values stay as typed.
    try setup.fields.type("!", into: Field.password)
    #expect(setup.password?.message == nil)
    #expect(setup.password?.text == "wrong!")
    #expect(setup.fields.component(Field.username, as: TextFieldItem.self)?.text == "demo")
  }

  @Test func aNetworkFailureOffersTryAgain() async throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    try setup.openForm()
    try setup.fields.type("offline", into: Field.username)
    try setup.fields.type("anything", into: Field.password)
    try setup.fields.pressReturn()
    await setup.app.idle()
    var alert = try #require(setup.app.presentedAlert)
    #expect(alert.title == "Cannot Sign In")
    #expect(alert.actions.map(\.title) == ["Cancel", "Try Again"])
    #expect(alert.initialFocus == 1)
    try setup.app.choose("Try Again")
    #expect(setup.form.isSigningIn)
    await setup.app.idle()
    #expect(setup.form.service.attempts == 2)
    alert = try #require(setup.app.presentedAlert)
    #expect(alert.title == "Cannot Sign In")
    try setup.app.choose("Cancel")
    #expect(setup.app.presentedAlert == nil)
    #expect(setup.app.screen is SignInScreen)
    #expect(setup.signIn?.isEnabled == true)
    #expect(setup.password?.message == nil)
    #expect(!setup.store.preferences.isLoggedIn)
  }

  @Test func successGoesBackToSettingsShowingLogOutWhichAsksFirst() async throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    #expect(setup.firstTitle == "Log In")
    try setup.openForm()
    try setup.fields.type(" Demo ", into: Field.username)
    try setup.fields.type("sectional", into: Field.password)
    try setup.app.tap(.id(Field.signIn))
    await setup.app.idle()
    #expect(setup.app.screen is SettingsScreen)
    #expect(
      setup.app.presenter.requests.suffix(2) == [
        .presentScreen(title: "Sign In", hasDone: false), .dismiss,
      ])
    #expect(setup.firstTitle == "Log Out")
    let logOut = try #require(
      setup.fields.component(SettingsScreen.RowKind.logIn, as: TextItem.self))
    #expect(logOut.detail == "demo")
    setup.store.flush()
    let saved = PreferenceStore(url: setup.url).preferences
    #expect(saved.isLoggedIn)
    #expect(saved.accountName == "demo")
    // The password is not kept once used.
    #expect(setup.form.password.isEmpty)

    try setup.app.tap(.id(SettingsScreen.RowKind.logIn))
    let question = try #require(setup.app.presentedAlert)
    #expect(question.title == "Log out?")
    let destructive = try #require(question.actions.firstIndex { $0.role == .destructive })
    #expect(question.initialFocus != destructive)
    #expect(question.actions[try #require(question.initialFocus)].title == "Cancel")
    try setup.app.choose("Log Out")
    #expect(setup.firstTitle == "Log In")
    setup.store.flush()
    #expect(PreferenceStore(url: setup.url).preferences.isLoggedIn == false)
    #expect(PreferenceStore(url: setup.url).preferences.accountName == nil)
  }

  @Test func valuesOutliveAResizeAndLeavingTheForm() throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    try setup.openForm()
    try setup.fields.type("demo", into: Field.username)
    try setup.fields.type("secret", into: Field.password)
    setup.app.table.resize(height: 200, width: 120)
    #expect(setup.fields.component(Field.username, as: TextFieldItem.self)?.text == "demo")
    #expect(setup.password?.text == "secret")
    // Back to Settings (Cancel), another screen, back, and the form again.
    try setup.app.tapCancel()
    try setup.app.tap(.id(SettingsScreen.RowKind.terms))
    setup.app.pop()
    try setup.openForm()
    #expect(setup.fields.component(Field.username, as: TextFieldItem.self)?.text == "demo")
    #expect(setup.password?.text == "secret")
    #expect(setup.signIn?.isEnabled == true)
  }

  @Test func theCatalogKeepsTheFormAcrossVisitsToSettings() throws {
    let catalog = DemoCatalog(directory: .bundled, store: PreferenceStore(url: nil))
    var app = ScreenTestHost(try catalog.make(.settings))
    try app.tap(.id(SettingsScreen.RowKind.logIn))
    try FormDriver(app).type("demo", into: Field.username)
    app.teardown()
    app = ScreenTestHost(try catalog.make(.settings))
    defer { app.teardown() }
    try app.tap(.id(SettingsScreen.RowKind.logIn))
    #expect(FormDriver(app).component(Field.username, as: TextFieldItem.self)?.text == "demo")
  }

  @Test func leavingDuringAnAttemptCancelsIt() async throws {
    let setup = Setup()
    defer { setup.app.teardown() }
    try setup.openForm()
    try setup.fields.type("demo", into: Field.username)
    try setup.fields.type("sectional", into: Field.password)
    try setup.fields.pressReturn()
    #expect(setup.form.isSigningIn)
    try setup.app.tapCancel()
    await setup.app.idle()
    #expect(!setup.form.isSigningIn)
    #expect(!setup.store.preferences.isLoggedIn)
    #expect(setup.app.screen is SettingsScreen)
    #expect(setup.firstTitle == "Log In")
  }
}
