import Foundation
import Testing

@testable import Sectional

/// Issue 31, item 2: the one reader every file of the demo and the terminal library goes
/// through reads in bounded time and memory whatever the path names, and says what is wrong in
/// the user's words.
@Suite(.timeLimit(.minutes(1))) struct BoundedFileTests {
  static let limit = FileSizeLimit(bytes: 1_000, noun: "a test file")

  /// A fresh folder for one test.
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bounded-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func problem(reading path: String) -> FileReadError.Problem? {
    do {
      _ = try BoundedFile.read(path, limit: Self.limit)
      return nil
    } catch {
      #expect(error.path == path)
      return error.problem
    }
  }

  @Test func aRegularFileIsReadWhole() throws {
    let file = try folder().appendingPathComponent("notes.txt")
    let bytes = Data((0..<1_000).map { UInt8($0 % 251) })
    try bytes.write(to: file)
    #expect(try BoundedFile.read(file.path, limit: Self.limit) == bytes)
    try Data().write(to: file)
    #expect(try BoundedFile.read(file.path, limit: Self.limit).isEmpty)
  }

  /// Opening a FIFO for reading waits for a writer, and reading it waits for data: the reader
  /// refuses it without waiting. Should it wait, the test opens the FIFO for writing (after 20
  /// seconds) so that it ends, and fails.
  @Test func aFIFOIsRefusedAtOnce() async throws {
    let fifo = try folder().appendingPathComponent("pipe").path
    try #require(mkfifo(fifo, 0o644) == 0)
    // No clock: a watcher waits (generously) for the read to end, and only if it has not opens
    // the FIFO for writing, which ends a read that waits on it, and says so.
    let done = DispatchSemaphore(value: 0)
    let unblocked = Unblocked()
    Thread.detachNewThread {
      guard done.wait(timeout: .now() + 20) == .timedOut else { return }
      unblocked.set()
      let writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
    let outcome = await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let result = Result { () throws(FileReadError) in
          try BoundedFile.read(fifo, limit: Self.limit)
        }
        done.signal()
        continuation.resume(returning: result)
      }
    }
    #expect(!unblocked.value, "the read waited on the FIFO until a writer opened it")
    #expect(throws: FileReadError(path: fifo, problem: .notAFile(.fifo, link: nil))) {
      try outcome.get()
    }
    #expect(
      FileReadError(path: fifo, problem: .notAFile(.fifo, link: nil)).description
        == "\(fifo): it is a FIFO (a named pipe), not a file")
  }

  @Test(arguments: ["/dev/zero", "/dev/null", "/dev/urandom"])
  func aDeviceIsRefusedAndALinkToOneSaysWhereItLeads(device: String) throws {
    #expect(problem(reading: device) == .notAFile(.device, link: nil))
    let link = try folder().appendingPathComponent("data.json").path
    try #require(symlink(device, link) == 0)
    #expect(problem(reading: link) == .notAFile(.device, link: device))
    #expect(
      FileReadError(path: link, problem: .notAFile(.device, link: device)).reason
        == "it links to \(device), which is a device, not a file")
  }

  @Test func aFolderIsRefused() throws {
    let url = try folder()
    #expect(problem(reading: url.path) == .notAFile(.folder, link: nil))
    #expect(
      FileReadError(path: "Animals.plist", problem: .notAFile(.folder, link: nil)).reason
        == "it is a folder, not a file")
  }

  @Test func aMissingFileALinkToNothingAndAFileInPlaceOfAFolderAreNamed() throws {
    let url = try folder()
    let missing = url.appendingPathComponent("none.json").path
    #expect(problem(reading: missing) == .missing)
    let link = url.appendingPathComponent("link.json").path
    try #require(symlink(missing, link) == 0)
    #expect(problem(reading: link) == .danglingLink(missing))
    #expect(
      FileReadError(path: link, problem: .danglingLink(missing)).reason
        == "it links to \(missing), which is missing")
    let file = url.appendingPathComponent("passwd")
    try Data("root".utf8).write(to: file)
    #expect(
      problem(reading: file.appendingPathComponent("Animals.plist").path)
        == .notInAFolder(file.path))
    #expect(
      FileReadError(path: "Animals.plist", problem: .notInAFolder("/etc/passwd")).reason
        == "the file is missing: /etc/passwd is not a folder")
  }

  /// A sparse file larger than the limit is refused by its size, without reading a byte.
  @Test func aFileLargerThanTheLimitIsRefusedBySize() throws {
    let file = try folder().appendingPathComponent("huge.json")
    try Data().write(to: file)
    try #require(truncate(file.path, 5 << 30) == 0)
    #expect(problem(reading: file.path) == .tooLarge(size: 5 << 30, limit: Self.limit))
    #expect(
      FileReadError(path: file.path, problem: .tooLarge(size: 5 << 30, limit: Self.limit)).reason
        == "the file is 5.0 GB; a test file may be at most 1000 bytes")
    try #require(truncate(file.path, 1_001) == 0)
    #expect(problem(reading: file.path) == .tooLarge(size: 1_001, limit: Self.limit))
  }

  /// A file of `/proc` says it is empty, whatever it holds: the reader still stops one byte
  /// past the limit.
  @Test func theLimitHoldsWhateverTheSizeSays() throws {
    #if os(Linux)
      var info = stat()
      try #require(stat("/proc/self/status", &info) == 0 && info.st_size == 0)
      let small = FileSizeLimit(bytes: 16, noun: "a status file")
      #expect(
        throws: FileReadError(
          path: "/proc/self/status", problem: .tooLarge(size: nil, limit: small))
      ) {
        try BoundedFile.read("/proc/self/status", limit: small)
      }
      #expect(
        FileReadError(path: "status", problem: .tooLarge(size: nil, limit: small)).reason
          == "the file holds more than 16 bytes; a status file may be at most 16 bytes")
      // Within a large enough limit, the whole file.
      let whole = try BoundedFile.read(
        "/proc/self/status", limit: FileSizeLimit(bytes: 64 << 10, noun: "a status file"))
      #expect(String(decoding: whole, as: UTF8.self).hasPrefix("Name:"))
    #endif
  }

  @Test func aFileWithoutReadPermissionSaysSoInTheSystemsWords() throws {
    if geteuid() == 0 {
      try Test.cancel("skipped: running as root, which reads a file whatever its permissions say")
    }
    let file = try folder().appendingPathComponent("secret.json")
    try Data("{}".utf8).write(to: file)
    try #require(chmod(file.path, 0) == 0)
    #expect(problem(reading: file.path) == .unreadable("Permission denied"))
  }

  @Test func limitsAndSizesAreSaidAsAPersonReadsThem() {
    #expect(
      FileSizeLimit(bytes: 4 << 20, noun: "a data file").rule == "a data file may be at most 4 MB")
    #expect(
      FileSizeLimit(bytes: 64 << 10, noun: "a stat file").rule == "a stat file may be at most 64 KB"
    )
    #expect(FileSizeLimit.words(size: 5 << 20) == "5.0 MB")
    #expect(FileSizeLimit.words(size: (5 << 20) + (1 << 19)) == "5.5 MB")
    #expect(FileSizeLimit.words(size: 1_536) == "1.5 KB")
    #expect(FileSizeLimit.words(size: 1) == "1 byte")
    #expect(FileSizeLimit.words(size: Int.max).hasSuffix(" GB"))
  }

  /// Whether the watcher had to open the FIFO to end the read.
  final class Unblocked: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    var value: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
  }
}
