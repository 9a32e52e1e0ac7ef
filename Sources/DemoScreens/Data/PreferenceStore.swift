import Foundation

/// Loads and saves ``Preferences`` as JSON in a file.
///
/// A missing file means defaults. A corrupt or unreadable file never stops the app: it is kept
/// aside as `state.json.bad` — or `state.json.bad.1`, `.bad.2`, … when that name is taken, for
/// nothing already there is ever deleted — the store starts from defaults, and
/// ``PreferenceStore/warning`` says so and where. A file whose comments the comment field would
/// not hold as they are (longer than its 1,000 characters, or holding control characters) loads
/// whole with those comments admitted as the field admits a paste: the file as it was is kept aside the same way, the admitted state
/// is saved in its place, and the warning names each comment and what was done. A save replaces
/// the file atomically; one that fails says so at once, through
/// ``PreferenceStore/onSaveFailure``.
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
  /// Called when a save fails, at once, with a message naming the file and the reason: the
  /// change holds until the app quits, but is not saved.
  public var onSaveFailure: (@MainActor (String) -> Void)?
  /// Whether saving is off because an unreadable file could not be kept aside (so that saving
  /// does not overwrite it).
  private var isSavingDisabled = false

  /// The default location, by the XDG base directory rules, in this process's environment.
  public static var defaultURL: URL {
    defaultURL(environment: ProcessInfo.processInfo.environment)
  }

  /// The default location in `environment`, by the XDG base directory rules:
  /// `$XDG_CONFIG_HOME/sectional-demo/state.json` when `XDG_CONFIG_HOME` is an absolute path,
  /// else `$HOME/.config/sectional-demo/state.json`. A relative path in either is ignored, as
  /// the rules say; without an absolute `HOME`, the account's home directory is used.
  ///
  /// ```swift
  /// let url = PreferenceStore.defaultURL(environment: ["HOME": "/home/ada"])
  /// #expect(url.path == "/home/ada/.config/sectional-demo/state.json")
  /// ```
  ///
  /// - Parameter environment: The environment variables.
  public static func defaultURL(environment: [String: String]) -> URL {
    func absolute(_ name: String) -> URL? {
      guard let path = environment[name], path.hasPrefix("/") else { return nil }
      return URL(fileURLWithPath: path, isDirectory: true)
    }
    let base =
      absolute("XDG_CONFIG_HOME")
      ?? (absolute("HOME") ?? FileManager.default.homeDirectoryForCurrentUser)
      .appendingPathComponent(".config", isDirectory: true)
    return base.appendingPathComponent("sectional-demo/state.json")
  }

  /// Opens the store at `url`, loading what is there, after removing the temporary files of
  /// saves that were cut short.
  ///
  /// - Parameter url: The file; `nil` keeps everything in memory.
  public init(url: URL?) {
    self.url = url
    self.preferences = Preferences()
    guard let url else { return }
    StateFile.removeStaleTemporaries(beside: url)
    guard StateFile.exists(url.path) else { return }
    let loaded: Preferences
    do {
      let data = try Data(contentsOf: url)
      loaded = try JSONDecoder().decode(Preferences.self, from: data)
    } catch {
      preferences = Preferences()
      keepAside(url, problem: Self.describe(error, file: url.lastPathComponent))
      return
    }
    let (admitted, notes) = loaded.admittingComments(file: url.lastPathComponent)
    guard !notes.isEmpty else {
      preferences = loaded
      return
    }
    keepAside(url, admitted: admitted, notes: notes)
  }

  /// Keeps the file at `url`, which loaded with comments the field would not hold, aside as it
  /// was, and saves `admitted` in its place; says which comments changed and where the file
  /// went. When it cannot be kept aside, the admitted state is used without saving, so the
  /// file stays as it was.
  private func keepAside(_ url: URL, admitted: Preferences, notes: [DemoDataError]) {
    let changes = notes.map(\.description).joined(separator: "\n")
    let directory = url.deletingLastPathComponent().path
    do {
      let kept = try StateFile.keepAside(url)
      // Saves: the file must hold everything else in the state at once.
      preferences = admitted
      warning =
        "Some comments in your saved state could not be kept as they were:\n\(changes)\n"
        + "Everything else loaded as it was. The file as it was is kept as \(kept) in this "
        + "folder:\n\(directory)"
    } catch {
      isSavingDisabled = true
      preferences = admitted
      warning =
        "Some comments in your saved state could not be kept as they were:\n\(changes)\n"
        + "The file cannot be kept aside (\(error.reason)), so it is left as it was, and changes "
        + "are not saved. The file:\n\(url.path)"
    }
  }

  /// Moves the unreadable file at `url` to the first free name of `<name>.bad`,
  /// `<name>.bad.1`, … and says so.
  private func keepAside(_ url: URL, problem: String) {
    let directory = url.deletingLastPathComponent().path
    do {
      let kept = try StateFile.keepAside(url)
      // The folder goes last, on a line of its own: a long path then wraps by itself and
      // leaves the sentences whole.
      warning =
        "Your saved state is unreadable (\(problem)), so the demo starts from defaults. "
        + "The file was kept as \(kept) in this folder:\n\(directory)"
    } catch {
      isSavingDisabled = true
      warning =
        "Your saved state in \(url.path) is unreadable (\(problem)) and cannot be kept aside "
        + "(\(error.reason)). It is left as it was, and changes are not saved: "
        + "the demo runs on defaults."
    }
  }

  private func save() {
    guard let url, !isSavingDisabled else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try StateFile.replace(url, with: try encoder.encode(preferences))
    } catch {
      let reason = (error as? FileProblem)?.reason ?? "it cannot be encoded"
      let message =
        "Your change was not saved: \(reason). It holds until you quit. The file:\n\(url.path)"
      warning = message
      onSaveFailure?(message)
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
    if let reason = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).flatMap({
      $0.domain == NSPOSIXErrorDomain ? StateFile.describe(errno: Int32($0.code)) : nil
    }) {
      return reason
    }
    return "it cannot be read"
  }
}
