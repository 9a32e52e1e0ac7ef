import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

@testable import SectionalTerminal

/// Issue 31, item 1's picture fuzzer: hostile PNG files — headers claiming any size up to the
/// format's limit (2³¹ − 1 on a side), truncated files, damaged chunks with their checksums
/// repaired, absurd chunk lengths, ancillary chunks claiming gigabytes, image data that
/// inflates far past what the header needs, the largest picture allowed, and a 50 MB file —
/// decoded the way the app decodes them.
///
/// Each must give a picture or a typed error naming the file, holding no more than a megabyte
/// of working memory (counted by the decoder, not read from the system), within a kill
/// deadline far above what a sound run takes. And an app showing such pictures answers keys
/// throughout: every decode is held in flight while a key is pressed, and the key must be
/// handled before the decode is let go.
///
/// Seeded: the seed is printed and named in every failure (set `PICTURE_FUZZ_SEED` to repeat
/// one).
@Suite(.serialized, .timeLimit(.minutes(5)))
struct PictureFuzzTests {
  static let seed =
    UInt64(ProcessInfo.processInfo.environment["PICTURE_FUZZ_SEED"] ?? "") ?? 0x0031_0001
  static let rounds = 240
  /// Far above what a sound run of every round takes; a decode that hangs is caught here.
  static let deadline = Duration.seconds(150)
  static let memoryBound = 1 << 20

  /// A small valid PNG of random size, colour type and filters (stored zlib blocks).
  static func valid(_ random: inout SplitMix64) -> [UInt8] {
    let width = 1 + Int(random.next() % 200)
    let height = 1 + Int(random.next() % 200)
    let types: [(type: UInt8, channels: Int)] = [(0, 1), (2, 3), (3, 1), (4, 2), (6, 4)]
    let kind = types[Int(random.next() % UInt64(types.count))]
    let rows = (0..<height).map { _ in
      [UInt8(random.next() % 5)]
        + (0..<width * kind.channels).map { _ in UInt8(truncatingIfNeeded: random.next() % 4) }
    }
    let palette = kind.type == 3 ? [PNGFixture.chunk("PLTE", (0..<12).map { UInt8($0 * 20) })] : []
    return [UInt8](
      PNGFixture.png(
        width: width, height: height, colorType: kind.type, rows: rows, extra: palette))
  }

  /// The chunks of `bytes`: where each starts and its data's length.
  static func chunks(_ bytes: [UInt8]) -> [(start: Int, length: Int)] {
    var chunks: [(start: Int, length: Int)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else { break }
      chunks.append((offset, length))
      offset += 12 + length
    }
    return chunks
  }

  /// `bytes` with IHDR's width and height replaced (and its checksum repaired).
  static func claiming(width: UInt32, height: UInt32, _ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    bytes.replaceSubrange(16..<24, with: PNGFixture.be32(width) + PNGFixture.be32(height))
    bytes.replaceSubrange(29..<33, with: PNGFixture.be32(PNGFixture.crc(Array(bytes[12..<29]))))
    return bytes
  }

  /// A size on a side, spread over every order of magnitude up to 2³¹ − 1.
  static func side(_ random: inout SplitMix64) -> UInt32 {
    let bits = 1 + random.next() % 31
    return UInt32(max(1, random.next() % (1 << bits)))
  }

  /// One hostile file for round `round`.
  static func hostile(_ random: inout SplitMix64, round: Int) -> (what: String, bytes: [UInt8]) {
    let base = valid(&random)
    switch random.next() % 7 {
    case 0:
      let (width, height) = (side(&random), side(&random))
      return ("a header claiming \(width)×\(height)", claiming(width: width, height: height, base))
    case 1:
      let cut = Int(random.next() % UInt64(base.count))
      return ("cut at byte \(cut)", Array(base.prefix(cut)))
    case 2:
      return ("damaged chunk data", PNGImageTests.corruptingChunkData(base, &random))
    case 3:
      var bytes = base
      let chunks = chunks(bytes)
      let chunk = chunks[Int(random.next() % UInt64(chunks.count))]
      let claimed = UInt32(truncatingIfNeeded: random.next() | 1 << 31)
      bytes.replaceSubrange(chunk.start..<chunk.start + 4, with: PNGFixture.be32(claimed))
      return ("a chunk claiming \(claimed) bytes", bytes)
    case 4:
      // An ancillary chunk before the image data claiming up to 4 GB, its data missing.
      var bytes = base
      let claimed = UInt32(truncatingIfNeeded: random.next())
      bytes.insert(contentsOf: PNGFixture.be32(claimed) + Array("tEXt".utf8) + [0, 0], at: 33)
      return ("a tEXt chunk claiming \(claimed) bytes", bytes)
    case 5:
      // Image data inflating to far more than the header's size needs.
      let width = 1 + Int(random.next() % 64)
      let extra = 1 + Int(random.next() % 4096)
      let bytes = PNGWriter.png(width: width, height: extra, colorType: 0) { _ in [] }
      return (
        "\(extra) rows where the header says 1",
        claiming(
          width: UInt32(width), height: 1, [UInt8](bytes ?? Data()))
      )
    default:
      return ("a valid picture", base)
    }
  }

  /// Whether `result` is a sound outcome for the file `name`; what is wrong otherwise.
  static func judge(
    _ outcome: (picture: Result<PictureLibrary.Product, PNGError>, usage: PNGDecoder.Usage?),
    name: String, columns: Int, rows: Int
  ) -> String? {
    if let usage = outcome.usage, usage.bytesHeld > memoryBound {
      return "held \(usage.bytesHeld) bytes"
    }
    switch outcome.picture {
    case .success(.png):
      return "a PNG where cells were asked for"
    case .success(.cells(let picture)):
      guard picture.columns == columns, picture.rows == rows,
        picture.cells.count == columns * rows
      else { return "a picture of the wrong size: \(picture.columns)×\(picture.rows)" }
      return nil
    case .failure(let error):
      guard error.problem != .cancelled else { return "cancelled though nobody cancelled it" }
      guard error.file == name || error.file.hasSuffix("/" + name) else {
        return "the error names \(error.file), not \(name): \(error)"
      }
      return nil
    }
  }

  final class Progress: @unchecked Sendable {
    let lock = NSLock()
    var round = -1
    var what = ""
  }

  @Test func hostileFilesGiveAPictureOrATypedErrorInBoundedTimeAndMemory() async throws {
    let seed = Self.seed
    print("Picture fuzz seed: \(seed) (set PICTURE_FUZZ_SEED to repeat another)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-picture-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let progress = Progress()
    let work = Task.detached { () -> [String] in
      var random = SplitMix64(seed: seed)
      var problems: [String] = []
      // First the largest picture allowed and a 50 MB file; then random hostile ones.
      var files: [(what: String, url: URL)] = []
      let largest = folder.appendingPathComponent("largest.png")
      let row = [UInt8](repeating: 200, count: 8192)
      try? PNGWriter.png(width: 8192, height: 8192, colorType: 0) { _ in row }?.write(to: largest)
      files.append(("the largest picture allowed (8192×8192)", largest))
      let big = folder.appendingPathComponent("fifty-megabytes.png")
      _ = FileManager.default.createFile(atPath: big.path, contents: Data(PNGFixture.signature))
      if let handle = try? FileHandle(forWritingTo: big) {
        try? handle.truncate(atOffset: 50 << 20)
        try? handle.close()
      }
      files.append(("a 50 MB file", big))
      for round in 0..<Self.rounds {
        let file = Self.hostile(&random, round: round)
        let url = folder.appendingPathComponent("round-\(round).png")
        try? Data(file.bytes).write(to: url)
        files.append((file.what, url))
      }
      var decoded = 0
      var rejected = 0
      for (index, file) in files.enumerated() {
        progress.lock.withLock {
          progress.round = index
          progress.what = file.what
        }
        let columns = 1 + Int(random.next() % 80)
        let rows = 1 + Int(random.next() % 30)
        let outcome = PictureLibrary.decode(
          PictureLibrary.Key(
            origin: .file(file.url), columns: columns, rows: rows, colors: .truecolor)
        ) { _ in false }
        if let problem = Self.judge(
          outcome, name: file.url.lastPathComponent, columns: columns, rows: rows)
        {
          problems.append("seed \(seed), file \(index) (\(file.what)): \(problem)")
        }
        switch outcome.picture {
        case .success: decoded += 1
        case .failure: rejected += 1
        }
        if index == 1, case .failure(let error) = outcome.picture {
          // The 50 MB file is refused by its size.
          if case .unreadable(let reason) = error.problem, reason.contains("at most 16 MB") {
          } else {
            problems.append("seed \(seed): the 50 MB file was not refused by its size: \(error)")
          }
        }
      }
      // The mix reaches both ends: pictures drawn, and every kind of refusal.
      if decoded < 10 || rejected < 100 {
        problems.append("seed \(seed): \(decoded) decoded and \(rejected) refused")
      }
      return problems
    }
    let finished = await withTaskGroup(of: [String]?.self) { group in
      group.addTask { await work.value }
      group.addTask {
        try? await Task.sleep(for: Self.deadline)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
    guard let problems = finished else {
      let (round, what) = progress.lock.withLock { (progress.round, progress.what) }
      Issue.record(
        "seed \(seed): file \(round) (\(what)) was not decoded within \(Self.deadline)")
      return
    }
    for problem in problems { Issue.record("\(problem)") }
  }
}

/// Lets decodes through one at a time: each waits in ``enter()`` until ``passOne()`` (or
/// ``openAll()``), so that a test can act while one is held in flight.
final class Turnstile: @unchecked Sendable {
  private let lock = NSLock()
  private let permits = DispatchSemaphore(value: 0)
  private var waitingCount = 0
  private var isOpen = false

  func enter() {
    let wait = lock.withLock { () -> Bool in
      guard !isOpen else { return false }
      waitingCount += 1
      return true
    }
    guard wait else { return }
    permits.wait()
  }

  /// Decodes held now.
  var waiting: Int { lock.withLock { waitingCount } }

  /// Lets one held decode go on (it no longer counts as held, from now).
  func passOne() {
    let held = lock.withLock { () -> Bool in
      guard waitingCount > 0 else { return false }
      waitingCount -= 1
      return true
    }
    if held { permits.signal() }
  }

  /// Lets every decode through, now and later.
  func openAll() {
    let held = lock.withLock { () -> Int in
      isOpen = true
      defer { waitingCount = 0 }
      return waitingCount
    }
    for _ in 0..<held { permits.signal() }
  }
}

/// The UI half of the fuzzer: an app showing hostile pictures answers every key while a decode
/// is held in flight, and draws each picture (or its alt text) once let go.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(3)))
struct PictureFuzzAppTests {
  final class Gallery: Screen {
    let title = "Gallery"
    let count: Int
    init(count: Int) { self.count = count }
    var content: ListContent {
      Section(id: "s") {
        for index in 0..<count {
          Row(id: "t\(index)", TextItem("Item \(index)"))
          Row(
            id: "p\(index)",
            ImageItem(source: .named("\(index)"), aspectRatio: 2, altText: "Picture \(index)")
          ).selectable(false)
        }
      }
    }
  }

  @Test func keysAreHandledWhileHostilePicturesAreDecoded() async throws {
    let seed = PictureFuzzTests.seed
    print("Picture fuzz seed: \(seed) (set PICTURE_FUZZ_SEED to repeat another)")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-picture-app-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var random = SplitMix64(seed: seed)
    var files: [URL] = []
    let photo = folder.appendingPathComponent("0.png")
    try #require(PictureBoundsTests.halves(width: 4000, height: 3000)).write(to: photo)
    files.append(photo)
    for index in 1..<10 {
      let url = folder.appendingPathComponent("\(index).png")
      try Data(PictureFuzzTests.hostile(&random, round: index).bytes).write(to: url)
      files.append(url)
    }
    let named = files
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 60, rows: 30))
    let app = TerminalApp(
      root: Gallery(count: files.count), width: 60, height: 30,
      options: TerminalApp.Options(imageFile: { source in
        guard case .named(let name) = source, let index = Int(name), named.indices.contains(index)
        else { return nil }
        return named[index]
      }))
    let turnstile = Turnstile()
    app.pictures.whileDecoding = { _, row in if row == nil { turnstile.enter() } }
    let run = Task { try await app.run(on: terminal, capability: .truecolor) }
    defer { turnstile.openAll() }
    var keysWhileDecoding = 0
    for step in 0..<(files.count - 1) {
      try await waitUntil(
        "seed \(seed), step \(step): the decodes start or finish", limit: .seconds(60)
      ) { turnstile.waiting > 0 || !app.pictures.hasPending }
      let held = turnstile.waiting > 0
      let before = app.stack.last?.list.selectedID
      terminal.send(.key(KeyEvent(.down)))
      try await waitUntil(
        "seed \(seed), step \(step): the key is handled (a decode held: \(held))",
        limit: .seconds(60)
      ) { app.stack.last?.list.selectedID != before }
      if held {
        // Still held: the key was handled while the picture was being decoded.
        #expect(turnstile.waiting > 0)
        keysWhileDecoding += 1
        turnstile.passOne()
      }
    }
    #expect(keysWhileDecoding >= files.count / 2, "seed \(seed)")
    turnstile.openAll()
    try await waitUntil("seed \(seed): the decodes finish", limit: .seconds(60)) {
      !app.pictures.hasPending
    }
    terminal.send("q")
    try await run.value
  }
}
