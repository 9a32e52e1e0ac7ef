import Foundation

/// Reads a file whole, in bounded time and memory, whatever the path names.
///
/// A plain read trusts the file: a FIFO makes it wait for a writer for ever, `/dev/zero` never
/// ends, and a file's size from `stat` says nothing of a device or a file of `/proc` (both say
/// 0). So the reader:
///
/// 1. refuses anything that is not a regular file after following symbolic links, saying what
///    it is (`it is a FIFO (a named pipe), not a file`, `it links to /dev/zero, which is a
///    device, not a file`) — without opening it, for opening some devices does something;
/// 2. opens it without waiting (`O_NONBLOCK`: opening a FIFO would wait for a writer) and checks
///    the opened descriptor again with `fstat`, so that a file replaced between the check and
///    the open is refused too;
/// 3. reads at most the limit and one byte more, whatever the size said: one byte more is a file
///    too large.
///
/// Every problem is a ``FileReadError`` naming the file.
package enum BoundedFile {
  /// The contents of the file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file; a symbolic link is followed.
  ///   - limit: The most bytes to read, and what the file is called when it holds more.
  /// - Returns: The file's bytes, at most `limit.bytes` of them.
  /// - Throws: ``FileReadError`` when the path names nothing, something that is not a regular
  ///   file, a file larger than the limit, or one the system refuses to read.
  package static func read(_ path: String, limit: FileSizeLimit) throws(FileReadError) -> Data {
    var info = stat()
    guard stat(path, &info) == 0 else { throw failure(path, errno) }
    try check(info, path: path, limit: limit)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else {
      throw FileReadError(path: path, problem: .unreadable(describe(errno)))
    }
    try check(opened, path: path, limit: limit)
    // Reads of a regular file wait for the disk as they should: without O_NONBLOCK, a file
    // system that honours it (mandatory locks) does not fail them with EAGAIN.
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    return try readAll(descriptor, path: path, expected: Int(opened.st_size), limit: limit)
  }

  /// Refuses what `info` describes unless it is a regular file within the limit.
  private static func check(
    _ info: stat, path: String, limit: FileSizeLimit
  ) throws(FileReadError) {
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else {
      throw FileReadError(path: path, problem: .notAFile(kind, link: linkTarget(path)))
    }
    let size = Int(info.st_size)
    if size > limit.bytes {
      throw FileReadError(path: path, problem: .tooLarge(size: size, limit: limit))
    }
  }

  /// Reads `descriptor` to its end, or to one byte past the limit.
  private static func readAll(
    _ descriptor: Int32, path: String, expected: Int, limit: FileSizeLimit
  ) throws(FileReadError) -> Data {
    let most = limit.bytes + 1
    // One byte more than the size said, to meet the end (or a file that grew) at once.
    var bytes = [UInt8](repeating: 0, count: min(most, max(expected + 1, 4096)))
    var count = 0
    while count < most {
      if count == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, most - bytes.count)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return Foundation.read(descriptor, base + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw FileReadError(path: path, problem: .unreadable(describe(errno)))
      }
      if got == 0 { break }
      count += got
    }
    if count > limit.bytes {
      throw FileReadError(path: path, problem: .tooLarge(size: nil, limit: limit))
    }
    return Data(bytes[..<count])
  }

  /// The problem of a path that `stat` or `open` refused with `code`.
  private static func failure(_ path: String, _ code: Int32) -> FileReadError {
    switch code {
    case ENOENT:
      if let target = linkTarget(path) {
        return FileReadError(path: path, problem: .danglingLink(target))
      }
      return FileReadError(path: path, problem: .missing)
    case ENOTDIR:
      if let file = firstNonFolder(above: path) {
        return FileReadError(path: path, problem: .notInAFolder(file))
      }
    default:
      // Something the system will not open may still be named for what it is (a socket).
      var info = stat()
      if stat(path, &info) == 0, FileKind(mode: info.st_mode) != .regular {
        return FileReadError(
          path: path, problem: .notAFile(FileKind(mode: info.st_mode), link: linkTarget(path)))
      }
    }
    return FileReadError(path: path, problem: .unreadable(describe(code)))
  }

  /// Where the symbolic link at `path` leads, as written in it; `nil` when `path` is not one.
  static func linkTarget(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The first folder on the way to `path` that is something else.
  private static func firstNonFolder(above path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/").dropLast() {
      prefix += "/" + component
      var info = stat()
      guard stat(prefix, &info) == 0 else { return nil }
      if FileKind(mode: info.st_mode) != .folder {
        return path.hasPrefix("/") ? prefix : String(prefix.dropFirst(2))
      }
    }
    return nil
  }

  /// The system's words for an `errno` value: `Permission denied`.
  private static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
