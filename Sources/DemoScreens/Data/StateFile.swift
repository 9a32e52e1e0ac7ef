import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file operation on the saved state failed, in words: `/home/me/.config is a file, not
/// a folder`, `cannot create .state.json.tmp-412 in /etc: Permission denied`.
struct FileProblem: Error, Equatable, Sendable {
  /// The reason, as a phrase that can follow "because".
  var reason: String
}

/// The operations on the state file that must not lose anything: replacing it atomically,
/// keeping an unreadable one aside under a free name, and removing what an interrupted save left.
///
/// A save writes `.state.json.tmp-PID-RANDOM` beside `state.json` (PID is the saving process's id),
/// flushes it to disk and renames it over `state.json`: a reader sees the old file or the new
/// one, never a part. A save cut short by `kill -9` leaves only that temporary, which the next
/// start removes (``removeStaleTemporaries(beside:)``).
enum StateFile {
  /// The start of the name of a temporary written while saving `url`: `.state.json.tmp-`.
  static func temporaryPrefix(for url: URL) -> String { "." + url.lastPathComponent + ".tmp-" }

  /// The system's words for an `errno` value: `Permission denied`.
  static func describe(errno code: Int32) -> String { String(cString: strerror(code)) }

  /// Whether `path` names something, a dangling symbolic link included.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Creates `folder` and the folders above it that are missing.
  static func createFolder(_ folder: URL) throws(FileProblem) {
    var path = ""
    for component in folder.standardizedFileURL.pathComponents {
      path = path.isEmpty || path == "/" ? path + component : path + "/" + component
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
        guard isFolder.boolValue else {
          throw FileProblem(reason: "\(path) is a file, not a folder")
        }
        continue
      }
      if mkdir(path, 0o755) != 0, errno != EEXIST {
        throw FileProblem(
          reason: "the folder \(path) cannot be created: \(describe(errno: errno))")
      }
    }
  }

  /// Replaces the file at `url` with `data`, atomically, creating its folder if needed.
  ///
  /// - Returns: The new file's identity, taken before it was put in place (so that no other
  ///   writer's file can be taken for it); `nil` when it could not be asked.
  @discardableResult
  static func replace(_ url: URL, with data: Data) throws(FileProblem) -> FileIdentity? {
    let folder = url.deletingLastPathComponent()
    try createFolder(folder)
    // The process's id, then a random part: two stores of one process (two windows, a test)
    // never write the same temporary.
    let name =
      temporaryPrefix(for: url) + "\(getpid())-"
      + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    let temporary = folder.appendingPathComponent(name).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw FileProblem(
        // The user knows their file, not the temporary one a save writes first.
        reason:
          "\(url.lastPathComponent) cannot be written in \(folder.path): "
          + describe(errno: errno))
    }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    let identity = failure == 0 ? FileIdentity.of(descriptor: descriptor) : nil
    if close(descriptor) != 0, failure == 0 { failure = errno }
    if failure == 0, rename(temporary, url.path) != 0 { failure = errno }
    if failure != 0 {
      unlink(temporary)
      throw FileProblem(reason: "\(url.path) cannot be written: \(describe(errno: failure))")
    }
    return identity
  }

  /// Moves the file (or folder) at `url` to the first name of `NAME.bad`, `NAME.bad.1`,
  /// `NAME.bad.2`, … that nothing has, and returns that name. Nothing already there is replaced.
  static func keepAside(_ url: URL) throws(FileProblem) -> String {
    let folder = url.deletingLastPathComponent()
    for number in 0..<1_000 {
      let name = url.lastPathComponent + ".bad" + (number == 0 ? "" : ".\(number)")
      let path = folder.appendingPathComponent(name).path
      if exists(path) { continue }
      guard rename(url.path, path) == 0 else {
        throw FileProblem(reason: "it cannot be renamed \(name): \(describe(errno: errno))")
      }
      return name
    }
    throw FileProblem(reason: "the names \(url.lastPathComponent).bad to .bad.999 are all taken")
  }

  /// Removes what saves of `url` cut short left beside it: this demo's temporaries whose
  /// process is gone, and Foundation's `.dat.nosync…` temporaries (earlier versions of the demo
  /// saved through Foundation) older than a minute. Nothing else is touched.
  static func removeStaleTemporaries(beside url: URL) {
    let folder = url.deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    let prefix = temporaryPrefix(for: url)
    for name in names {
      let path = folder.appendingPathComponent(name).path
      guard
        let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        attributes[.type] as? FileAttributeType == .typeRegular
      else { continue }
      if name.hasPrefix(prefix) {
        // `PID-RANDOM`, or `PID` as earlier versions named it.
        let id = name.dropFirst(prefix.count).prefix { $0 != "-" }
        guard let process = pid_t(id) else { continue }
        // A process that still runs (or runs as another user), this one included, may be
        // saving right now.
        if process == getpid() || kill(process, 0) == 0 || errno == EPERM { continue }
        unlink(path)
      } else if name.hasPrefix(".dat.nosync") {
        let modified = attributes[.modificationDate] as? Date ?? Date()
        if modified.timeIntervalSinceNow < -60 { unlink(path) }
      }
    }
  }
}
