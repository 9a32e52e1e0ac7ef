import Foundation

/// What the file-kind fuzzer puts in place of a file the demo reads: things that are not a file
/// (a read of a FIFO waits for a writer for ever, `/dev/zero` never ends), links to them, and
/// files to refuse for their size or emptiness.
enum FileReplacement: String, CaseIterable, Sendable, CustomStringConvertible {
  case fifo
  case linkToFIFO
  case linkToZero
  case linkToNull
  case folder
  case empty
  /// A sparse file of 5 GB: larger than any limit, and nothing on the disk.
  case huge
  case danglingLink
  /// A file without read permission (`chmod 000`).
  case unreadable

  var description: String {
    switch self {
    case .fifo: "a FIFO"
    case .linkToFIFO: "a link to a FIFO"
    case .linkToZero: "a link to /dev/zero"
    case .linkToNull: "a link to /dev/null"
    case .folder: "a folder"
    case .empty: "an empty file"
    case .huge: "a sparse 5 GB file"
    case .danglingLink: "a link to nothing"
    case .unreadable: "a file without read permission"
    }
  }

  /// What a clear message says of the file.
  var words: String {
    switch self {
    case .fifo, .linkToFIFO: "is a FIFO"
    case .linkToZero, .linkToNull: "is a device"
    case .folder: "is a folder"
    case .empty: "is empty"
    case .huge: "may be at most"
    case .danglingLink: "which is missing"
    case .unreadable: "Permission denied"
    }
  }

  /// Why this replacement cannot be tried here, or `nil`.
  var unavailableReason: String? {
    guard self == .unreadable, geteuid() == 0 else { return nil }
    return "running as root, which reads a file whatever its permissions say"
  }

  /// Removes what is at `url` and puts this in its place.
  func apply(to url: URL) throws {
    let path = url.path
    let fileManager = FileManager.default
    if lstatSucceeds(path) { try fileManager.removeItem(at: url) }
    switch self {
    case .fifo:
      try check(mkfifo(path, 0o644), "mkfifo \(path)")
    case .linkToFIFO:
      let fifo = path + ".fifo"
      try check(mkfifo(fifo, 0o644), "mkfifo \(fifo)")
      try check(symlink(fifo, path), "ln -s \(fifo) \(path)")
    case .linkToZero:
      try check(symlink("/dev/zero", path), "ln -s /dev/zero \(path)")
    case .linkToNull:
      try check(symlink("/dev/null", path), "ln -s /dev/null \(path)")
    case .folder:
      try fileManager.createDirectory(at: url, withIntermediateDirectories: false)
    case .empty:
      try Data().write(to: url)
    case .huge:
      try Data().write(to: url)
      try check(truncate(path, 5 << 30), "truncate -s 5G \(path)")
    case .danglingLink:
      let nowhere = url.deletingLastPathComponent().appendingPathComponent("nowhere").path
      try check(symlink(nowhere, path), "ln -s \(nowhere) \(path)")
    case .unreadable:
      try Data("{}".utf8).write(to: url)
      try check(chmod(path, 0), "chmod 000 \(path)")
    }
  }

  private func lstatSucceeds(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  private func check(_ result: Int32, _ command: String) throws {
    guard result == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSLocalizedDescriptionKey: "\(command): \(String(cString: strerror(errno)))"])
    }
  }
}
