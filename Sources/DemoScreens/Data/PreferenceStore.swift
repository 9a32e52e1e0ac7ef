import Foundation
import Sectional

/// Loads and saves ``Preferences`` as JSON in a file.
///
/// A missing file means defaults. A corrupt or unreadable file never stops the app — nor does
/// something that is not a file (a FIFO, a device, a folder, refused at once and never waited
/// on) or a file larger than 4 MB (never read past that): it is kept aside as `state.json.bad` — or `state.json.bad.1`, `.bad.2`, … when that name is taken, for
/// nothing already there is ever deleted — the store starts from defaults, and
/// ``PreferenceStore/warning`` says so and where. A file whose comments the comment field would
/// not hold as they are (longer than its 1,000 characters, or holding control characters) loads
/// whole with those comments admitted as the field admits a paste: the file as it was is kept aside the same way, the admitted state
/// is saved in its place, and the warning names each comment and what was done. Filter names the
/// Settings screen does not offer are dropped the same way (they are never shown, and a file
/// could hold millions of them): the file as it was is kept aside and the warning says so.
///
/// A change never waits for the disk: it hands the state to a saver that encodes and writes it
/// off the main actor, coalesced — many changes in quick succession give one write of the
/// latest state. Call ``flush()`` before the app quits. A save replaces the file atomically;
/// one that fails says so as soon as it fails, through ``PreferenceStore/onSaveFailure``.
///
/// Two instances of the demo may run on one file. Before writing, the store checks that the
/// file is still the one it last read or wrote (its device, inode, size and modification
/// time); when another instance wrote it since, the store reads it, puts its own changes since
/// then on top (comments are added per post, likes and saves per post, every other setting and
/// switch goes to the last writer), saves that, and says so through
/// ``PreferenceStore/onConcurrentChange``: the other instance's changes are never dropped. The
/// check and the write are done holding an advisory lock on `.state.json.lock` beside the file,
/// so that two saves cannot both pass the check; a save never waits for it, but is tried again
/// a little later while another instance holds it.
@MainActor
public final class PreferenceStore {
  /// The file, or `nil` for an in-memory store.
  public let url: URL?
  /// The current preferences; setting them saves, off the main actor (see ``flush()``).
  public var preferences: Preferences {
    didSet { if !isMerging { save() } }
  }
  /// A problem met while loading or saving, for the app to show.
  public private(set) var warning: String?
  /// Called when a save fails, at once, with a message naming the file and the reason: the
  /// change holds until the app quits, but is not saved.
  public var onSaveFailure: (@MainActor (String) -> Void)?
  /// Called when another process (another instance of the demo) wrote the file while this
  /// store had it open, with a message saying that its changes and this store's were merged
  /// and saved. ``preferences`` hold the merged state by then.
  public var onConcurrentChange: (@MainActor (String) -> Void)?
  /// Whether saving is off because an unreadable file could not be kept aside (so that saving
  /// does not overwrite it).
  private var isSavingDisabled = false
  /// Writes the file, off the main actor; `nil` for an in-memory store.
  private var saver: StateSaver?
  /// Writes the file and notices another writer, on the saver's queue; `nil` in memory.
  private var writer: StateFileWriter?
  /// Whether ``preferences`` are being set to a merged state, which the merge saves itself.
  private var isMerging = false
  /// The screens that show ``preferences``, with their hosts' contexts.
  private var followers: [(screen: Weak, context: ScreenContext)] = []

  /// A screen, not kept alive by the store.
  private struct Weak {
    weak var object: AnyObject?
  }

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
    let writer = StateFileWriter(url: url, preferences: Preferences(), identity: nil)
    self.writer = writer
    saver = StateSaver(
      label: "sectional-demo.state", write: { writer.write($0) },
      notify: { [weak self] in
        Task { @MainActor in self?.deliverOutcomes() }
      })
    StateFile.removeStaleTemporaries(beside: url)
    guard StateFile.exists(url.path) else { return }
    // Before reading: a write in between is then taken for another writer's, and merged.
    let identity = FileIdentity.of(path: url.path)
    let loaded: Preferences
    do throws(DemoDataError) {
      let file = url.lastPathComponent
      loaded = try Preferences.decode(try Preferences.data(at: url, file: file), file: file)
    } catch {
      preferences = Preferences()
      keepAside(
        url, problem: error.place.isEmpty ? error.problem : "\(error.place): \(error.problem)")
      return
    }
    let (admitted, notes) = loaded.admitted(file: url.lastPathComponent)
    guard !notes.isEmpty else {
      preferences = loaded
      writer.adopt(loaded, identity: identity)
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
        "Some of your saved state was changed to what the demo may hold:\n\(changes)\n"
        + "Everything else loaded as it was. The file as it was is kept as \(kept) in this "
        + "folder:\n\(directory)"
    } catch {
      isSavingDisabled = true
      preferences = admitted
      warning =
        "Some of your saved state was changed to what the demo may hold:\n\(changes)\n"
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

  /// Rebuilds `screen` when ``preferences`` change outside its own handlers: when another
  /// instance's saved changes are merged in. Call it from ``Screen/attach(_:)``; the store
  /// does not keep the screen alive.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - context: Its host's context.
  public func follow(_ screen: AnyObject, context: ScreenContext) {
    followers.removeAll { $0.screen.object == nil || $0.screen.object === screen }
    followers.append((Weak(object: screen), context))
  }

  /// Writes what changed last before returning, and reports a failure at once: call it
  /// before the app quits. A change made while a write is in flight is written after it.
  public func flush() {
    // A merge saves again; a third writer at that very moment is merged too, a few times at
    // most.
    for _ in 0..<3 {
      saver?.flush()
      guard deliverOutcomes() else { return }
    }
  }

  /// A ``flush()`` that runs on any thread, without the main actor: for a process about to die
  /// of a signal (`TTYTerminal.onTerminatingSignal`), whose main actor may be busy. It writes
  /// what was handed over to be saved; a merge with another instance's changes, which needs the
  /// main actor, is left undone (the file stays whole).
  ///
  /// - Returns: The flush, safe to call from any thread.
  public func lastMomentFlush() -> @Sendable () -> Void {
    let saver = saver
    return { saver?.flush() }
  }

  /// How many times the file has been written since the store opened.
  var writes: Int { saver?.writes ?? 0 }

  private func save() {
    guard !isSavingDisabled else { return }
    saver?.schedule(preferences)
  }

  /// Says what the saver's writes had to say: a failure becomes the warning and is reported;
  /// a file another process wrote is merged with this store's state, which is saved again.
  ///
  /// - Returns: Whether a merged state was handed over to be saved.
  @discardableResult
  private func deliverOutcomes() -> Bool {
    guard let saver, let writer else { return false }
    var hasMerged = false
    for outcome in saver.takeOutcomes() {
      switch outcome {
      case .failed(let message):
        warning = message
        onSaveFailure?(message)
      case .busy:
        break  // never handed over: the saver tries again itself
      case .changedUnderneath(let theirs, let base, let identity):
        let merged = Preferences.merging(base: base, ours: preferences, theirs: theirs)
        writer.adopt(theirs, identity: identity)
        isMerging = true
        preferences = merged
        isMerging = false
        saver.resume(with: merged)
        hasMerged = true
        for follower in followers where follower.screen.object != nil {
          follower.context.requestUpdate()
        }
        onConcurrentChange?(
          "Another sectional-demo saved \(writer.url.lastPathComponent) too: its changes and "
            + "yours are merged and saved.")
      }
    }
    return hasMerged
  }
}
