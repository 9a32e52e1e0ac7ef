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

  enum CodingKeys: String, CodingKey {
    case isLoggedIn, isThirdPartyConnected, filters, toggles
  }

  /// Decodes saved state; a missing field keeps its default, so a file written by an older
  /// version still loads.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field has the wrong type or the data is not an object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Preferences()
    isLoggedIn =
      try container.decodeIfPresent(Bool.self, forKey: .isLoggedIn) ?? defaults.isLoggedIn
    isThirdPartyConnected =
      try container.decodeIfPresent(Bool.self, forKey: .isThirdPartyConnected)
      ?? defaults.isThirdPartyConnected
    filters = try container.decodeIfPresent([String].self, forKey: .filters) ?? defaults.filters
    toggles =
      try container.decodeIfPresent([String: Bool].self, forKey: .toggles) ?? defaults.toggles
  }

  /// Reads saved state from a file, without ever writing it (`snapshot --state`).
  ///
  /// - Parameter url: A state file, as the demo saves it.
  /// - Returns: The state in the file.
  /// - Throws: ``DemoDataError`` naming the file when it is missing, unreadable or malformed.
  public static func read(from url: URL) throws(DemoDataError) -> Preferences {
    let directory = DataDirectory(url: url.deletingLastPathComponent())
    let name = url.lastPathComponent
    let data = try directory.data(named: name)
    do {
      return try JSONDecoder().decode(Preferences.self, from: data)
    } catch let error as DecodingError {
      throw error.demoError(file: url.path)
    } catch {
      throw DemoDataError(file: url.path, problem: error.localizedDescription)
    }
  }
}

/// Loads and saves ``Preferences`` as JSON in a file.
///
/// A missing file means defaults. A corrupt or unreadable file never stops the app: it is kept
/// aside as `state.json.bad` (so nothing the user had is lost when the defaults are saved), the
/// store starts from defaults, and ``PreferenceStore/warning`` says so and where.
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
  /// Whether saving is off because an unreadable file could not be kept aside (so that saving
  /// does not overwrite it).
  private var isSavingDisabled = false

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
      preferences = Preferences()
      keepAside(url, problem: Self.describe(error, file: url.lastPathComponent))
    }
  }

  /// Moves the unreadable file at `url` to `<name>.bad` (replacing an older one) and says so.
  private func keepAside(_ url: URL, problem: String) {
    let name = url.lastPathComponent
    let kept = url.deletingLastPathComponent().appendingPathComponent(name + ".bad")
    let directory = url.deletingLastPathComponent().path
    let fileManager = FileManager.default
    do {
      if fileManager.fileExists(atPath: kept.path) { try fileManager.removeItem(at: kept) }
      try fileManager.moveItem(at: url, to: kept)
      // The folder goes last, on a line of its own: a long path then wraps by itself and
      // leaves the sentences whole.
      warning =
        "Your saved state is unreadable (\(problem)), so the demo starts from defaults. "
        + "The file was kept as \(name).bad in this folder:\n\(directory)"
    } catch {
      isSavingDisabled = true
      warning =
        "Your saved state in \(url.path) is unreadable (\(problem)) and cannot be kept aside "
        + "(\(error.localizedDescription)). It is left as it was, and changes are not saved: "
        + "the demo runs on defaults."
    }
  }

  private func save() {
    guard let url, !isSavingDisabled else { return }
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

  private static func describe(_ error: any Error, file: String) -> String {
    if let decoding = error as? DecodingError {
      if case .dataCorrupted(let context) = decoding, context.codingPath.isEmpty {
        return "it is not valid JSON"
      }
      let described = decoding.demoError(file: file)
      return described.place.isEmpty
        ? described.problem : "\(described.place): \(described.problem)"
    }
    return error.localizedDescription
  }
}
