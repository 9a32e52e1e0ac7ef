import Foundation

/// The demo's simulated account server: one account, a simulated network delay and a
/// simulated network failure, all deterministic.
///
/// - The account is ``demoUsername`` with ``demoPassword`` (`demo` / `sectional`); usernames are
///   compared without case and surrounding spaces, passwords exactly.
/// - The username ``offlineUsername`` (`offline`) fails every attempt as if the network were
///   down, whatever the password, so the failure and its "Try Again" can be seen.
/// - Anything else is refused as a wrong username or password.
@MainActor
public final class SignInService {
  /// What an attempt gave.
  public enum Outcome: Equatable, Sendable {
    /// Signed in as this account.
    case signedIn(username: String)
    /// The username or the password is wrong.
    case wrongCredentials
    /// The simulated network failed.
    case networkUnavailable
    /// The attempt was cancelled (its screen went away) before it ended.
    case cancelled
  }

  /// The demo account's username: `demo`.
  public static let demoUsername = "demo"
  /// The demo account's password: `sectional`.
  public static let demoPassword = "sectional"
  /// The username whose every attempt fails as if the network were down: `offline`.
  public static let offlineUsername = "offline"

  /// How long an attempt takes before it answers.
  public var latency: Duration
  /// How many attempts were made, cancelled ones included.
  public private(set) var attempts = 0

  /// Creates a service.
  ///
  /// - Parameter latency: How long each attempt takes; none by default.
  public init(latency: Duration = .zero) {
    self.latency = latency
  }

  /// Tries to sign in.
  ///
  /// - Parameters:
  ///   - username: The username as typed.
  ///   - password: The password as typed.
  /// - Returns: The outcome; ``Outcome/cancelled`` when the calling task was cancelled.
  public func signIn(username: String, password: String) async -> Outcome {
    attempts += 1
    if latency > .zero {
      do {
        try await Task.sleep(for: latency)
      } catch {
        return .cancelled
      }
    }
    if Task.isCancelled { return .cancelled }
    let name = Self.normalized(username)
    if name == Self.offlineUsername { return .networkUnavailable }
    guard name == Self.demoUsername, password == Self.demoPassword else {
      return .wrongCredentials
    }
    return .signedIn(username: name)
  }

  /// A username as the service compares it: lowercased, without surrounding white space.
  static func normalized(_ username: String) -> String {
    username.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }
}
