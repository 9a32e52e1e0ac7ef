import Foundation
import Sectional

/// Reads what a file's detail shows, in bounded time and memory whatever the file is: the
/// first ``lineLimit`` lines of a text file (from its first ``headLimit`` bytes) with the
/// number of lines it has (counted through its first ``countLimit`` bytes), a PNG's size from
/// its header, or the size of a binary file.
///
/// As the data files' reader does, it never waits on something that is not a file: a FIFO, a
/// device or a socket (or a link to one) is named for what it is, without being opened for
/// reading; a file opened is checked again, so one replaced in between is refused too.
enum FilePreviewReader {
  /// The most lines shown.
  static let lineLimit = 2_000
  /// The most characters shown of one line; a longer one is cut, ending in `…`.
  static let lineLengthLimit = 1_000
  /// The most bytes read for the lines shown.
  static let headLimit = 1 << 20
  /// The most bytes read to count the lines; a larger file's count is not given.
  static let countLimit = 64 << 20
  /// How many of the first bytes decide whether a file is binary (one NUL byte makes it so).
  static let sniffLength = 8_192

  /// What the file at `url` holds, or why it cannot be shown.
  ///
  /// - Parameters:
  ///   - url: The file; a symbolic link is followed.
  ///   - name: The file's name, for messages.
  static func read(_ url: URL, name: String) -> FileContents {
    let path = url.path
    var info = stat()
    guard stat(path, &info) == 0 else { return refusal(name, errno, path: path) }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else { return notAFile(name, kind) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return refusal(name, errno, path: path) }
    defer { close(descriptor) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0 else { return refusal(name, errno, path: path) }
    let openedKind = FileKind(mode: opened.st_mode)
    guard openedKind == .regular else { return notAFile(name, openedKind) }
    // A regular file's reads wait for the disk, as they should.
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    switch scan(descriptor) {
    case .failure(let failure):
      return refusal(name, failure.code, path: path)
    case .success(let scanned):
      return contents(of: scanned, statedSize: Int(opened.st_size), name: name)
    }
  }

  /// What one pass over a file found.
  struct Scan {
    /// The first bytes, at most ``headLimit``.
    var head: [UInt8]
    /// How many bytes were read in all.
    var size: Int
    /// How many line feeds were met.
    var lineFeeds: Int
    /// The last byte read.
    var last: UInt8?
    /// Whether the file was read to its end (not stopped at ``countLimit``).
    var isWhole: Bool

    /// How many lines the file has, when it was read whole: a last line without a line feed
    /// counts.
    var lineCount: Int? {
      guard isWhole else { return nil }
      return lineFeeds + (last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
    }
  }

  /// A read that failed, with its `errno`.
  struct ReadFailure: Error {
    /// The `errno` of the failed read.
    var code: Int32
  }

  /// Reads `descriptor` through, keeping its first ``headLimit`` bytes and counting line
  /// feeds up to ``countLimit`` bytes.
  static func scan(_ descriptor: Int32) -> Result<Scan, ReadFailure> {
    var scan = Scan(head: [], size: 0, lineFeeds: 0, last: nil, isWhole: false)
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while scan.size < countLimit {
      let got = buffer.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return Foundation.read(descriptor, base, raw.count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(ReadFailure(code: errno))
      }
      if got == 0 {
        scan.isWhole = true
        break
      }
      let chunk = buffer[0..<got]
      if scan.head.count < headLimit {
        scan.head += chunk.prefix(headLimit - scan.head.count)
      }
      scan.lineFeeds += lineFeeds(in: chunk)
      scan.last = chunk.last
      scan.size += got
    }
    return .success(scan)
  }

  /// The line feeds in `bytes`, found with `memchr`.
  static func lineFeeds(in bytes: ArraySlice<UInt8>) -> Int {
    bytes.withUnsafeBytes { raw -> Int in
      guard var cursor = raw.baseAddress else { return 0 }
      var left = raw.count
      var count = 0
      while left > 0, let found = memchr(cursor, 0x0A, left) {
        count += 1
        let step = UnsafeRawPointer(found) - cursor + 1
        cursor += step
        left -= step
      }
      return count
    }
  }

  /// What `scan` shows: a picture, a binary file or text. The size is the size read, when the
  /// file was read to its end (it may have grown or shrunk since `fstat`), else the size
  /// `fstat` said, or what was read if more.
  static func contents(of scan: Scan, statedSize: Int, name: String) -> FileContents {
    let size = scan.isWhole ? scan.size : max(scan.size, statedSize)
    if PNGHeader.isPNG(scan.head) {
      switch PNGHeader.read(scan.head) {
      case .success(let header):
        return .picture(width: header.width, height: header.height, size: size)
      case .failure(let problem):
        return .problem("\(name) is a damaged PNG: \(problem.reason).")
      }
    }
    if scan.head.prefix(sniffLength).contains(0) { return .binary(size: size) }
    return .text(
      text(scan.head, isCut: scan.head.count < size, lineCount: scan.lineCount, size: size))
  }

  /// The first lines of `head`, the file's first bytes (`isCut` when the file goes on).
  static func text(_ head: [UInt8], isCut: Bool, lineCount: Int?, size: Int) -> TextPreview {
    var bytes = head[...]
    if isCut {
      // The last line read is cut short: it ends at the last line feed, or, for one long line,
      // before a character the cut may have split.
      if let feed = bytes.lastIndex(of: 0x0A) {
        bytes = bytes[...feed]
      } else if let start = bytes.lastIndex(where: { $0 < 0x80 || $0 >= 0xC0 }) {
        bytes = bytes[..<start]
      }
    }
    var lines: [String] = []
    var cutsLongLines = false
    var invalid: String?
    var start = bytes.startIndex
    while start < bytes.endIndex, lines.count < lineLimit {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
      var line = bytes[start..<end]
      if line.last == 0x0D { line = line.dropLast() }
      if invalid == nil, String(bytes: line, encoding: .utf8) == nil {
        let byte = DataFile.invalidUTF8Place(in: Data(line))?.split(separator: " ").last ?? "1"
        invalid = "line \(lines.count + 1), byte \(byte)"
      }
      let (shown, cut) = Self.shown(String(decoding: line, as: UTF8.self))
      cutsLongLines = cutsLongLines || cut
      lines.append(shown)
      start = end < bytes.endIndex ? bytes.index(after: end) : end
    }
    return TextPreview(
      lines: lines, lineCount: lineCount, size: size, invalidUTF8Place: invalid,
      cutsLongLines: cutsLongLines)
  }

  /// `line` as it can be drawn, and whether it was cut: tabs expanded to stops four columns
  /// apart; the indentation in no-break spaces, which a paragraph keeps at the start of a
  /// line (it drops ordinary spaces there, as it wraps); cut at ``lineLengthLimit``
  /// characters. Control characters stay: renderers show them as pictures (`␛`), never send
  /// them to a terminal.
  static func shown(_ line: String) -> (String, Bool) {
    var result = ""
    var count = 0
    var isIndentation = true
    for character in line {
      if count >= lineLengthLimit { return (result + "…", true) }
      switch character {
      case "\t":
        let spaces = 4 - count % 4
        result += String(repeating: isIndentation ? "\u{00A0}" : " ", count: spaces)
        count += spaces
        continue
      case " " where isIndentation:
        result.append("\u{00A0}")
      default:
        isIndentation = false
        result.append(character)
      }
      count += 1
    }
    return (result, false)
  }

  /// `name cannot be read: Permission denied.`, or where a link at `path` leads when it is
  /// one to nothing.
  static func refusal(_ name: String, _ code: Int32, path: String) -> FileContents {
    // A link to nothing, or to itself, says where it leads.
    if code == ENOENT || code == ELOOP, let target = FolderLister.linkTarget(path) {
      return .problem(
        code == ELOOP
          ? "\(name) links to \(target), which leads back to itself: there is nothing to show."
          : "\(name) links to \(target), which is missing.")
    }
    if code == ENOENT { return .problem("\(name) is not there any more.") }
    return .problem("\(name) cannot be read: \(String(cString: strerror(code))).")
  }

  /// `name is a FIFO (a named pipe), not a file: there is nothing to show.`
  static func notAFile(_ name: String, _ kind: FileKind) -> FileContents {
    kind == .folder
      ? .problem("\(name) is a folder now, not a file.")
      : .problem("\(name) is \(kind.phrase), not a file: there is nothing to show.")
  }
}
