/// The Sign In form's state: what was typed, the message under the password and whether an
/// attempt is under way.
///
/// It lives outside ``SignInScreen`` (the ``DemoCatalog`` keeps one for its life) so that the
/// values outlast the screen: leaving the form and opening it again, or a resize, finds them as
/// they were.
@MainActor
public final class SignInForm {
  /// The username as typed.
  public var username = ""
  /// The password as typed.
  public var password = ""
  /// The message under the password after a refused attempt; `nil` when there is none. Typing
  /// in either field clears it.
  public internal(set) var passwordMessage: String?
  /// Whether an attempt is under way.
  public internal(set) var isSigningIn = false
  /// The simulated server.
  public let service: SignInService

  /// Creates an empty form.
  ///
  /// - Parameter service: The simulated server; one without delay by default.
  public init(service: SignInService = SignInService()) {
    self.service = service
  }

  /// Whether "Sign In" can be pressed: both fields are filled and no attempt is under way.
  public var canSignIn: Bool {
    !isSigningIn && !SignInService.normalized(username).isEmpty && !password.isEmpty
  }

  /// The message shown when the username or password is wrong.
  public static let wrongCredentialsMessage = "Wrong username or password."
}
