import Foundation

/// The demo's persisted state: log-in state, the third-party connection, filters and the
/// About screen's toggles.
public struct Preferences: Codable, Equatable, Sendable {
  /// Whether the user is logged in.
  public var isLoggedIn = false
  /// Whether the third-party service is connected.
  public var isThirdPartyConnected = false
  /// The applied filters, in order.
  public var filters: [String] = Preferences.allFilters
  /// About's app-settings toggles, by id.
  public var toggles: [String: Bool] = [:]

  /// Every filter the Settings screen offers.
  public static let allFilters = ["Vegan", "Open now", "Under $20", "Outdoor seating"]

  /// Defaults: logged out, not connected, every filter applied.
  public init() {}
}

/// Loads and saves ``Preferences`` as JSON in a file.
///
/// A missing file means defaults. A corrupt or unreadable file is reported through
/// ``PreferenceStore/warning`` and replaced by defaults; it never stops the app.
@MainActor
public final class PreferenceStore {
  /// The file, or `nil` for an in-memory store.
  public let url: URL?
  /// The current preferences; setting them saves.
  public var preferences: Preferences {
    didSet { save() }
  }
  /// A problem met while loading or saving, for the app to show.
  public private(set) var warning: String?

  /// The default location: `$XDG_CONFIG_HOME/sectional-demo/state.json`, else
  /// `~/.config/sectional-demo/state.json`.
  public static var defaultURL: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
    return base.appendingPathComponent("sectional-demo/state.json")
  }

  /// Opens the store at `url`, loading what is there.
  ///
  /// - Parameter url: The file; `nil` keeps everything in memory.
  public init(url: URL?) {
    self.url = url
    self.preferences = Preferences()
    guard let url, FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      let data = try Data(contentsOf: url)
      preferences = try JSONDecoder().decode(Preferences.self, from: data)
    } catch {
      warning =
        "\(url.path): the saved state is unreadable (\(Self.describe(error))); using defaults"
      preferences = Preferences()
    }
  }

  private func save() {
    guard let url else { return }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try encoder.encode(preferences).write(to: url, options: .atomic)
    } catch {
      warning = "\(url.path): cannot save the state (\(error.localizedDescription))"
    }
  }

  private static func describe(_ error: any Error) -> String {
    if let decoding = error as? DecodingError {
      return decoding.demoError(file: "state.json").problem
    }
    return error.localizedDescription
  }
}
