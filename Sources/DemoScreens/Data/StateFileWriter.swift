import Foundation

/// Writes the state file for one store, and notices when another process wrote it since this
/// store last read or wrote it: it remembers that state and the file's identity then
/// (``FileIdentity``), and before writing compares the file's identity now. When the file
/// changed underneath, it writes nothing and returns what the file holds, for the store to
/// merge (``Preferences/merging(base:ours:theirs:)``) and save again.
///
/// Called on the saver's queue; ``adopt(_:identity:)`` on the main actor while the saver waits
/// for the merge.
final class StateFileWriter: @unchecked Sendable {
  // @unchecked: `known` is guarded by `lock`; `url` is immutable.
  let url: URL
  private let lock = NSLock()
  /// The state this store last read from the file or wrote to it, and the file's identity then
  /// (`nil`: there was no file).
  private var known: (preferences: Preferences, identity: FileIdentity?)

  /// Creates a writer for the file at `url`, as it was when `preferences` were read from it.
  ///
  /// - Parameters:
  ///   - url: The state file.
  ///   - preferences: What was read from it (defaults when nothing was).
  ///   - identity: The file's identity before it was read; `nil` when there was none.
  init(url: URL, preferences: Preferences, identity: FileIdentity?) {
    self.url = url
    self.known = (preferences, identity)
  }

  /// Takes `preferences`, read from the file when it had `identity`, as what the file holds.
  func adopt(_ preferences: Preferences, identity: FileIdentity?) {
    lock.withLock { known = (preferences, identity) }
  }

  /// Writes `preferences`, unless the file changed since this store last read or wrote it.
  ///
  /// - Returns: `nil` when written; ``SaveOutcome/changedUnderneath(theirs:base:identity:)``
  ///   when another process wrote the file (nothing is written); ``SaveOutcome/failed(_:)``
  ///   naming the file and the reason when the write failed. A file that changed but cannot be
  ///   read is written over, as a damaged file would be at the next start;
  ///   ``SaveOutcome/busy`` when another process held the state file's lock
  ///   (``StateFileLock``) at every try: nothing is written, and the save is to be tried again.
  func write(_ preferences: Preferences) -> SaveOutcome? {
    do {
      try StateFile.createFolder(url.deletingLastPathComponent())
    } catch {
      return failure(error.reason)
    }
    // From the check of what is on disk to the rename: another instance's save cannot come in
    // between.
    return StateFileLock.withLock(for: url) { writeLocked(preferences) } ?? .busy
  }

  /// ``write(_:)``, with the state file's lock held (or not to be had).
  private func writeLocked(_ preferences: Preferences) -> SaveOutcome? {
    let (base, identity) = lock.withLock { known }
    let now = FileIdentity.of(path: url.path)
    if now != identity, let theirs = readTheirs() {
      return .changedUnderneath(theirs: theirs, base: base, identity: now)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      let written = try StateFile.replace(url, with: try encoder.encode(preferences))
      lock.withLock { known = (preferences, written) }
      return nil
    } catch {
      return failure((error as? FileProblem)?.reason ?? "it cannot be encoded")
    }
  }

  /// A save that failed for `reason`, naming the file.
  private func failure(_ reason: String) -> SaveOutcome {
    .failed(
      "Your change was not saved: \(reason). It holds until you quit. The file:\n\(url.path)")
  }

  /// What the file holds now, admitted as a loaded file is; `nil` when it cannot be read.
  private func readTheirs() -> Preferences? {
    let file = url.lastPathComponent
    do throws(DemoDataError) {
      return try Preferences.decode(try Preferences.data(at: url, file: file), file: file)
        .admitted(file: file).preferences
    } catch {
      return nil
    }
  }
}
