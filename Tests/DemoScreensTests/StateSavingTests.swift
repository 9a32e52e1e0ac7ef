import Foundation
import Testing

@testable import DemoScreens

/// A change never waits for the disk: the state is written off the main actor, coalesced, and
/// unknown data a file holds is not written back (issue 31, item 3).
@MainActor
@Suite struct StateSavingTests {
  /// What a test's write function was given, in order; guarded by a lock.
  final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String?] = []
    /// Records a write, and returns how many there were.
    func append(_ name: String?) -> Int {
      lock.withLock {
        names.append(name)
        return names.count
      }
    }
    var all: [String?] { lock.withLock { names } }
  }

  /// While a write is in flight, a thousand changes wait as one: the latest.
  @Test func aThousandChangesDuringAWriteAreOneWriteOfTheLast() {
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    let written = Written()
    let saver = StateSaver(
      label: "test",
      write: { preferences in
        if written.append(preferences.accountName) == 1 {
          started.signal()
          // Held until every change is made; a generous limit, not a timing.
          _ = gate.wait(timeout: .now() + 60)
        }
        return nil
      }, notify: {})
    var preferences = Preferences()
    preferences.accountName = "0"
    saver.schedule(preferences)
    #expect(started.wait(timeout: .now() + 60) == .success)
    for change in 1..<1_000 {
      preferences.accountName = "\(change)"
      saver.schedule(preferences)
    }
    gate.signal()
    saver.flush()
    #expect(written.all == ["0", "999"])
    #expect(saver.writes == 2)
  }

  /// A thousand changes in a row give far fewer writes, and the file ends with the last state,
  /// without a flush.
  @Test func aThousandRapidChangesAreFewWritesEndingWithTheLast() async throws {
    let url = try scratchStateFile("saving")
    let store = PreferenceStore(url: url)
    for change in 0..<1_000 {
      store.preferences.accountName = "\(change)"
      store.preferences.isLoggedIn.toggle()
    }
    var saved: Preferences?
    for _ in 0..<600 where saved?.accountName != "999" {
      saved = try? Preferences.read(from: url).preferences
      if saved?.accountName != "999" { try await Task.sleep(for: .milliseconds(50)) }
    }
    #expect(saved?.accountName == "999")
    #expect(saved?.isLoggedIn == false)
    #expect(store.writes < 100, "\(store.writes) writes")
  }

  /// Filter names the Settings screen does not offer are dropped, said so, and never written
  /// back; the file as it was is kept aside.
  @Test func unknownFiltersAreNotWrittenBack() throws {
    let url = try scratchStateFile("saving")
    let unknown = (0..<10_000).map { "\"unknown-\($0)\"" }.joined(separator: ",")
    let original = #"{"filters": ["Vegan", \#(unknown)], "isLoggedIn": true}"#
    try Data(original.utf8).write(to: url)
    let store = PreferenceStore(url: url)
    #expect(store.preferences.filters == ["Vegan"])
    #expect(store.preferences.isLoggedIn)
    let warning = try #require(store.warning)
    #expect(warning.contains("10000 filters the demo does not offer"), "\(warning)")
    #expect(warning.contains(#""unknown-0", "unknown-1", "unknown-2" and 9997 more"#), "\(warning)")
    #expect(warning.contains("state.json.bad"), "\(warning)")
    store.preferences.isThirdPartyConnected = true
    store.flush()
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(!text.contains("unknown-"))
    #expect(try Preferences.read(from: url).preferences.isThirdPartyConnected)
    let kept = url.deletingLastPathComponent().appendingPathComponent("state.json.bad")
    #expect(try String(contentsOf: kept, encoding: .utf8) == original)
  }

  /// While another instance holds the state file's lock, a save writes nothing and does not
  /// wait for it: it is tried again, and written once the lock is let go, without another
  /// change or a flush.
  @Test func aSaveWaitsForAnotherInstancesLockWithoutLosingTheChange() async throws {
    let url = try scratchStateFile("saving")
    let lockPath = StateFileLock.url(for: url).path
    let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
    try #require(descriptor >= 0, "cannot open \(lockPath)")
    try #require(flock(descriptor, LOCK_EX) == 0)
    let store = PreferenceStore(url: url)
    var failures: [String] = []
    store.onSaveFailure = { failures.append($0) }
    store.preferences.likedPosts.insert("post-1")
    // The change is handed over at once; the saver finds the lock taken, however often it tries.
    try await Task.sleep(for: .milliseconds(100))
    #expect(store.writes == 0)
    #expect(!FileManager.default.fileExists(atPath: url.path))
    close(descriptor)
    // Let go: the saver's next try writes it (a generous limit, not a timing).
    for _ in 0..<600 where store.writes == 0 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(store.writes == 1)
    #expect(try Preferences.read(from: url).preferences.likedPosts == ["post-1"])
    #expect(failures.isEmpty)
  }

  /// A lock file that cannot be opened (here a folder has its name) does not stop saving: the
  /// save goes on without the lock.
  @Test func aLockFileThatCannotBeOpenedDoesNotStopSaving() throws {
    let url = try scratchStateFile("saving")
    try FileManager.default.createDirectory(
      at: StateFileLock.url(for: url), withIntermediateDirectories: false)
    let store = PreferenceStore(url: url)
    var failures: [String] = []
    store.onSaveFailure = { failures.append($0) }
    store.preferences.isLoggedIn = true
    store.flush()
    #expect(failures.isEmpty)
    #expect(try Preferences.read(from: url).preferences.isLoggedIn)
  }

  /// In a read-only folder, where the lock file cannot be created either, the change is
  /// reported as not saved, naming the file and the reason, as any failed save is.
  @Test(.enabled(if: getuid() != 0, "root writes in a read-only folder"))
  func aReadOnlyFolderSaysTheChangeWasNotSaved() throws {
    let url = try scratchStateFile("saving")
    let folder = url.deletingLastPathComponent()
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }
    let store = PreferenceStore(url: url)
    var failures: [String] = []
    store.onSaveFailure = { failures.append($0) }
    store.preferences.isLoggedIn = true
    store.flush()
    #expect(failures.count == 1)
    #expect(failures.first?.contains(url.path) == true, "\(failures)")
    #expect(failures.first?.contains("Permission denied") == true, "\(failures)")
    #expect(!FileManager.default.fileExists(atPath: StateFileLock.url(for: url).path))
  }
}
