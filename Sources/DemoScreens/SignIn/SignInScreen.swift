import Sectional

/// The Sign In form that Settings → "Log In" presents, with Cancel: a username and a password field and a
/// "Sign In" button, enabled once both are filled, that signs in through the simulated
/// ``SignInService``.
///
/// Return in the username moves to the password; Return in the password signs in, as the
/// button does. A wrong username or password shows a message under the password and gives it
/// the focus; a network failure (the username `offline`) presents an alert with "Try Again";
/// success saves the account, tells Settings and dismisses the form. The values live in a
/// ``SignInForm`` that outlives the screen.
@MainActor
public final class SignInScreen: Screen {
  /// The rows, by kind.
  public enum Field: Hashable, Sendable {
    /// The username field.
    case username
    /// The password field.
    case password
    /// The "Sign In" button.
    case signIn
  }

  /// The title.
  public let title = "Sign In"
  /// The values and the attempt under way.
  public let form: SignInForm
  let store: PreferenceStore
  let onSignedIn: @MainActor () -> Void
  private var context: ScreenContext?

  /// The footer under the fields: the demo account, and how to see a network failure.
  public static let footer =
    "Demo account: username \(SignInService.demoUsername), password "
    + "\(SignInService.demoPassword). The username \(SignInService.offlineUsername) "
    + "simulates a network failure."

  /// Creates the form's screen.
  ///
  /// - Parameters:
  ///   - form: The values, kept by the caller so that they outlive the screen.
  ///   - store: Where the account is saved once signed in.
  ///   - onSignedIn: Called after a successful sign-in, before the screen goes back.
  public init(
    form: SignInForm, store: PreferenceStore, onSignedIn: @escaping @MainActor () -> Void = {}
  ) {
    self.form = form
    self.store = store
    self.onSignedIn = onSignedIn
  }

  /// Keeps the context (the attempt runs as its tracked task, and a refusal moves the focus)
  /// and puts the focus in the first empty field, so that typing starts there.
  ///
  /// - Parameter context: The host's context.
  public func attach(_ context: ScreenContext) {
    self.context = context
    if form.username.isEmpty {
      context.focus(Field.username)
    } else if form.password.isEmpty {
      context.focus(Field.password)
    }
  }

  /// The attempt under way, if any, was cancelled with the screen: the form is idle again.
  public func detach() {
    form.isSigningIn = false
  }

  /// The two fields, with the demo account in the footer, and the button.
  public var content: ListContent {
    Section(id: "account", footer: Self.footer, style: .grouped) {
      Row(
        id: Field.username,
        TextFieldItem(
          "Username", text: form.username, placeholder: "Required", kind: .username,
          maxLength: Self.maximumLength, submitLabel: .next)
      )
      .onChange(String.self) { [unowned self] text in
        form.username = text
        form.passwordMessage = nil
      }
      Row(
        id: Field.password,
        TextFieldItem(
          "Password", text: form.password, placeholder: "Required", kind: .password,
          maxLength: Self.maximumLength, message: form.passwordMessage, submitLabel: .go)
      )
      .onChange(String.self) { [unowned self] text in
        form.password = text
        form.passwordMessage = nil
      }
      .onSubmit { [unowned self] context in signIn(controller: context.controller) }
    }
    Section(id: "actions", style: .grouped) {
      Row(
        id: Field.signIn,
        ButtonItem(
          form.isSigningIn ? "Signing In…" : "Sign In",
          isEnabled: form.canSignIn)
      )
      .onSelect { [unowned self] context in signIn(controller: context.controller) }
    }
  }

  /// The most characters a username or password keeps.
  static let maximumLength = 128

  /// Starts an attempt with the values as they are, as the screen's tracked task, unless the
  /// form cannot sign in now: then an empty username takes the focus, so Return in the password
  /// always does something.
  func signIn(controller: ListController) {
    if SignInService.normalized(form.username).isEmpty, !form.isSigningIn {
      controller.focus(ListID(Field.username))
      return
    }
    guard form.canSignIn, let context else { return }
    form.isSigningIn = true
    form.passwordMessage = nil
    let (username, password, service) = (form.username, form.password, form.service)
    let started = context.task { [weak self] in
      let outcome = await service.signIn(username: username, password: password)
      self?.finish(outcome, controller: controller)
    }
    if started == nil { form.isSigningIn = false }
  }

  /// Shows what the attempt gave.
  private func finish(_ outcome: SignInService.Outcome, controller: ListController) {
    // A cancelled attempt went with its screen, which already reset the form.
    guard outcome != .cancelled else { return }
    form.isSigningIn = false
    switch outcome {
    case .signedIn(let username):
      var preferences = store.preferences
      preferences.isLoggedIn = true
      preferences.accountName = username
      store.preferences = preferences
      // The password is not kept once used; the username is, as a sign-in form remembers it.
      form.password = ""
      onSignedIn()
      controller.presenter.dismiss()
    case .wrongCredentials:
      form.passwordMessage = SignInForm.wrongCredentialsMessage
      context?.focus(Field.password)
    case .networkUnavailable:
      controller.presenter.present(
        Alert(
          title: "Cannot Sign In",
          message: "The network is unavailable. Check your connection and try again.",
          actions: [
            AlertAction("Cancel", role: .cancel),
            AlertAction("Try Again") { [weak self] in self?.signIn(controller: controller) },
          ],
          preferredAction: 1))
    case .cancelled:
      break
    }
  }
}
