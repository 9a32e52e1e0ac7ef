import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock (`flock`) on `.state.json.lock` beside the state file, held by a save from
/// the check of what is on disk to the rename of the new file: without it, two instances could
/// both find the file unchanged and the second rename would drop the first one's changes.
///
/// Taking it never blocks: a few tries a millisecond or two apart, then the save is tried again
/// later (``StateSaver``). The lock file is never removed — removing it could let two processes
/// hold locks on two different files — and holds nothing.
enum StateFileLock {
  /// How many times a busy lock is tried before the save is left for later.
  static let tries = 5

  /// The lock file for the state file at `url`.
  static func url(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".lock")
  }

  /// Runs `body` holding the lock for the state file at `url`, whose folder exists.
  ///
  /// When the lock file cannot be opened or locked (a read-only folder, a file system without
  /// locks), `body` runs without it: its write then fails with its own clear message, or
  /// succeeds as it did before there was a lock.
  ///
  /// - Returns: What `body` returned; `nil` when another process held the lock at every try
  ///   (`body` did not run).
  static func withLock<Result>(for url: URL, _ body: () -> Result) -> Result? {
    let descriptor = open(Self.url(for: url).path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return body() }
    // Closing the descriptor releases the lock.
    defer { close(descriptor) }
    var attempt = 0
    while attempt < tries {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return body() }
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK else { return body() }
      attempt += 1
      if attempt < tries { usleep(2_000) }
    }
    return nil
  }
}
