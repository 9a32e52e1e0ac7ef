import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// Issue 31, item 1: a photo-sized picture is decoded off the main actor, straight to the cells
/// drawn, holding those and a few scanlines, never the whole image; a header claiming any size,
/// broken chunks and oversized files get a typed error naming the file at once; a decode whose
/// row leaves the screen is cancelled.
///
/// No test here times anything: a decode that does not finish is caught by the limit given to
/// `settle` (a kill deadline far above what a sound decode takes) and the suite's time limit.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct PictureBoundsTests {
  /// A temporary file holding `data`.
  static func file(_ data: Data, _ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-\(UUID().uuidString)-\(name)")
    try data.write(to: url)
    return url
  }

  /// A picture `width × height` pixels: red on the left half, blue on the right.
  static func halves(width: Int, height: Int) -> Data? {
    let red: [UInt8] = [255, 0, 0]
    let blue: [UInt8] = [0, 0, 255]
    let row =
      Array(repeatElement(red, count: width / 2).joined())
      + Array(repeatElement(blue, count: width - width / 2).joined())
    return PNGWriter.png(width: width, height: height, colorType: 2) { _ in row }
  }

  /// The picture of `url` at `columns × rows` cells, decoded by a library the way the app's is.
  static func decoded(_ url: URL, columns: Int, rows: Int) async -> (
    Result<Picture, PNGError>?, PictureLibrary
  ) {
    let library = PictureLibrary(file: { _ in url })
    library.capability = .truecolor
    #expect(library.picture(.image(.named("p")), columns: columns, rows: rows) == .pending)
    // A kill deadline, not a measurement: a sound decode takes a small fraction of it.
    await library.settle(within: .seconds(90))
    #expect(!library.hasPending, "the decode did not finish")
    guard
      case .ready(let result) = library.lookup(.image(.named("p")), columns: columns, rows: rows)
    else { return (nil, library) }
    return (result, library)
  }

  @Test func aPhotoSizedPictureIsDecodedToItsCellsHoldingNeverTheWholeImage() async throws {
    let data = try #require(Self.halves(width: 4000, height: 3000))
    let url = try Self.file(data, "photo.png")
    defer { try? FileManager.default.removeItem(at: url) }
    let (result, library) = await Self.decoded(url, columns: 40, rows: 15)
    let picture = try #require(try result?.get())
    #expect(picture.columns == 40 && picture.rows == 15)
    #expect(picture.cells[0].upper == .rgb(255, 0, 0))
    #expect(picture.cells[39].lower == .rgb(0, 0, 255))
    // The whole image in RGBA is 48 MB; the decode held its 40 × 30 pixels' sums, two
    // scanlines of 12 kB, a row of RGBA and the spans: well under a megabyte.
    #expect(library.largestDecode > 0)
    #expect(library.largestDecode < 1 << 20, "held \(library.largestDecode) bytes")
  }

  /// A terminal that draws pictures itself (kitty, iTerm2) is sent a PNG of about its cells'
  /// pixels, made off the main actor, not the photo's megabytes.
  @Test func anInlinePictureIsSentAtABoundedSize() async throws {
    let data = try #require(Self.halves(width: 4000, height: 3000))
    let url = try Self.file(data, "inline.png")
    defer { try? FileManager.default.removeItem(at: url) }
    let library = PictureLibrary(file: { _ in url }, inline: .kitty)
    library.capability = .truecolor
    #expect(library.inlinePicture(.image(.named("p")), columns: 40, rows: 15) == .some(nil))
    await library.settle(within: .seconds(90))
    let result = library.inlinePicture(.image(.named("p")), columns: 40, rows: 15)
    guard case .some(.some(.success(let png))) = result else {
      Issue.record("not made: \(String(describing: result))")
      return
    }
    let image = try PNGImage(data: png, name: "inline.png")
    #expect(image.width == 320 && image.height == 240)
    #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    #expect(image.pixel(x: 319, y: 239) == (0, 0, 255, 255))
    #expect(library.largestDecode < 16 << 20)
  }

  @Test func theLargestPictureAllowedIsDecodedInBoundedMemory() async throws {
    // 8192 × 8192 grey, a gradient across: 64 megapixels, the most allowed.
    let row = (0..<8192).map { UInt8($0 / 32) }
    let data = try #require(PNGWriter.png(width: 8192, height: 8192, colorType: 0) { _ in row })
    let url = try Self.file(data, "largest.png")
    defer { try? FileManager.default.removeItem(at: url) }
    let (result, library) = await Self.decoded(url, columns: 64, rows: 32)
    let picture = try #require(try result?.get())
    #expect(picture.cells.first?.upper == .rgb(2, 2, 2))
    #expect(picture.cells[63].upper == .rgb(254, 254, 254))
    #expect(library.largestDecode < 1 << 20, "held \(library.largestDecode) bytes")
  }

  @Test func aHeaderClaimingTheFormatsLimitIsRefusedAtOnceWithATypedError() throws {
    let limit = Int(Int32.max)
    for (width, height) in [(limit, limit), (limit, 1), (1, limit), (8193, 8192), (40_000, 10)] {
      let data = PNGFixture.png(width: width, height: height, colorType: 2, rows: [[0, 1, 2, 3]])
      #expect(throws: PNGError(file: "huge.png", problem: .tooLarge(width: width, height: height)))
      {
        try PNGImage(data: data, name: "huge.png")
      }
    }
    let error = PNGError(file: "huge.png", problem: .tooLarge(width: limit, height: limit))
    #expect(
      error.description
        == "huge.png: the image is 2147483647×2147483647 pixels; pictures up to 67108864 pixels "
        + "(8192×8192), at most 32768 on a side, are shown")
  }

  /// A truncated or broken file, whatever is wrong with it, is a typed error naming the file.
  @Test func brokenChunksGetTypedErrors() throws {
    let good = [UInt8](try #require(Self.halves(width: 64, height: 64)))
    func problem(_ bytes: [UInt8]) -> PNGError.Problem? {
      do {
        _ = try PNGImage(data: Data(bytes), name: "x.png")
        return nil
      } catch {
        #expect(error.file == "x.png")
        return error.problem
      }
    }
    // The IDAT chunk starts after the signature (8) and IHDR (25 bytes).
    let idat = 33
    let length = good[idat..<idat + 4].reduce(0) { $0 << 8 | Int($1) }
    // Truncated inside the image data, with the chunk's length and checksum repaired.
    var truncated = Array(good[..<(idat + 8 + length / 2)])
    truncated.replaceSubrange(idat..<idat + 4, with: PNGFixture.be32(UInt32(length / 2)))
    truncated += PNGFixture.be32(PNGFixture.crc(Array(truncated[(idat + 4)...])))
    truncated += PNGFixture.chunk("IEND", [])
    if case .truncated(let detail) = problem(truncated) {
      #expect(detail.hasPrefix("the image data ends after "))
    } else {
      Issue.record("a truncated IDAT: \(String(describing: problem(truncated)))")
    }
    // The file cut anywhere.
    #expect(problem(Array(good.prefix(idat + 20))) == .truncated("in the IDAT chunk at byte 33"))
    // A bad checksum.
    var flipped = good
    flipped[idat + 10] ^= 0x55
    #expect(problem(flipped) == .badChecksum(chunk: "IDAT"))
    // Absurd lengths: 2³² − 1 and 2³¹ bytes claimed by a chunk of a few.
    for claimed in [UInt32.max, 1 << 31] {
      var absurd = good
      absurd.replaceSubrange(idat..<idat + 4, with: PNGFixture.be32(claimed))
      #expect(problem(absurd) == .truncated("in the IDAT chunk at byte 33"))
    }
    // Image data zlib rejects.
    let garbage =
      PNGFixture.signature
      + PNGFixture.header(width: 4, height: 4, depth: 8, colorType: 2)
      + PNGFixture.chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF])
      + PNGFixture.chunk("IEND", [])
    if case .badImageData = problem(garbage) {
    } else {
      Issue.record("bad zlib data: \(String(describing: problem(garbage)))")
    }
  }

  @Test func aFileOverTheReadLimitIsRefusedWithoutReadingIt() async throws {
    // 50 MB, sparse: nothing of it is on disk, and nothing of it is read.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-\(UUID().uuidString)-big.png")
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data(PNGFixture.signature)))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 50 << 20)
    try handle.close()
    defer { try? FileManager.default.removeItem(at: url) }
    let (result, library) = await Self.decoded(url, columns: 10, rows: 5)
    guard case .failure(let error) = result, case .unreadable(let reason) = error.problem else {
      Issue.record("not refused: \(String(describing: result))")
      return
    }
    #expect(error.file == url.path)
    #expect(reason.contains("a picture may be at most 16 MB"), "\(reason)")
    #expect(library.largestDecode == 0)
  }

  @Test func aCancelledDecodeStopsWithinAFewScanlines() throws {
    let data = try #require(Self.halves(width: 256, height: 4096))
    final class Counter: @unchecked Sendable {
      let lock = NSLock()
      var asked = 0
    }
    let counter = Counter()
    var sink = DecodedRowCount()
    let decoder = PNGDecoder(name: "p.png") { _ in
      counter.lock.withLock {
        counter.asked += 1
        return counter.asked > 3
      }
    }
    #expect(throws: PNGError(file: "p.png", problem: .cancelled)) {
      _ = try decoder.decode(data, into: &sink)
    }
    #expect(sink.rows == 3 * PNGDecoder.cancellationInterval)
  }

  /// A decode whose row left the screen (no frame drew it) is cancelled, and nothing of it is
  /// kept: drawing the row again decodes it again.
  @Test func aDecodeNoFrameWantsIsCancelledAndNotKept() async throws {
    let data = try #require(Self.halves(width: 64, height: 64))
    let url = try Self.file(data, "leaving.png")
    defer { try? FileManager.default.removeItem(at: url) }
    let gate = Gate()
    let library = PictureLibrary(file: { _ in url })
    library.capability = .truecolor
    library.whileDecoding = { _, row in if row == nil { gate.enter() } }
    #expect(library.picture(.image(.named("p")), columns: 8, rows: 4) == .pending)
    library.frameDidEnd()  // the frame that drew it
    #expect(await gate.waitUntilEntered(within: .seconds(30)))
    library.frameDidEnd()  // a frame without it: the row left
    #expect(library.cancellations == 1)
    #expect(!library.hasPending)
    gate.open()
    // The decode stops at its first look; its result is not kept.
    library.whileDecoding = nil
    #expect(library.picture(.image(.named("p")), columns: 8, rows: 4) == .pending)
    await library.settle(within: .seconds(60))
    guard case .ready(.success) = library.lookup(.image(.named("p")), columns: 8, rows: 4) else {
      Issue.record("not decoded again")
      return
    }
    #expect(library.cancellations == 1)
  }
}

/// Counts the rows a decoder hands over.
struct DecodedRowCount: PNGRowSink {
  var rows = 0
  mutating func begin(width: Int, height: Int) {}
  mutating func take(row y: Int, rgba: UnsafeBufferPointer<UInt8>) { rows += 1 }
  var bytesHeld: Int { 0 }
}

/// Holds a decode in flight: the decoding thread waits in ``enter()`` until ``open()``.
final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private let opened = DispatchSemaphore(value: 0)
  private var entered = 0
  private var isOpen = false

  /// Called on the decoding thread: waits until the gate is open.
  func enter() {
    let wait = lock.withLock { () -> Bool in
      entered += 1
      return !isOpen
    }
    if wait {
      opened.wait()
      opened.signal()
    }
  }

  /// Lets every decode through, now and later.
  func open() {
    lock.withLock { isOpen = true }
    opened.signal()
  }

  var hasEntered: Bool { lock.withLock { entered > 0 } }

  /// Whether a decode reached the gate before `limit` of wall time and a thousand looks on the
  /// caller's actor had passed (a kill deadline). Looks are counted too because the decode may
  /// wait for the caller's actor (the app draws the frame that asks for it there): when the
  /// whole suite queues on the main actor, a minute of wall time can pass without one turn.
  func waitUntilEntered(
    within limit: Duration, isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    do {
      try await waitUntil("a decode to reach the gate", limit: limit, isolation: isolation) {
        hasEntered
      }
      return true
    } catch {
      return false
    }
  }
}
