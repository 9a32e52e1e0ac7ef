import Foundation
import SectionalTerminal
import TestSupport
import Testing

/// The PNG decoder: every colour type and filter, transparency, and a typed error for every
/// broken or unsupported file.
@Suite struct PNGImageTests {
  static let demoImages = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/DemoScreens/Resources/images")

  func pixels(_ image: PNGImage) -> [[UInt8]] {
    (0..<image.height).flatMap { y in
      (0..<image.width).map { x in
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
      }
    }
  }

  @Test func decodesTheDemosPictures() throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: Self.demoImages, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "png" }
    #expect(files.count >= 20)
    for file in files {
      let image = try PNGImage(data: Data(contentsOf: file), name: file.lastPathComponent)
      #expect(image.width == 48 && image.height == 32, "\(file.lastPathComponent)")
      #expect(image.rgba.count == 48 * 32 * 4)
    }
  }

  @Test func rgbWithEveryFilterSplitOverTwoDataChunks() throws {
    // Three RGB pixels a row, two rows; raw rows [10 20 30 | 40 50 60 | 70 80 90] and
    // [11 22 33 | 44 55 66 | 77 88 99], encoded with each filter in turn.
    let first: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90]
    let second: [UInt8] = [11, 22, 33, 44, 55, 66, 77, 88, 99]
    func encode(_ filter: UInt8, _ row: [UInt8], above: [UInt8]?) -> [UInt8] {
      let up = above ?? [UInt8](repeating: 0, count: row.count)
      return [filter]
        + row.indices.map { index in
          let left = index >= 3 ? Int(row[index - 3]) : 0
          let upLeft = index >= 3 ? Int(up[index - 3]) : 0
          let above = Int(up[index])
          let predicted: Int
          switch filter {
          case 1: predicted = left
          case 2: predicted = above
          case 3: predicted = (left + above) / 2
          case 4:
            let p = left + above - upLeft
            let (pa, pb, pc) = (abs(p - left), abs(p - above), abs(p - upLeft))
            predicted = pa <= pb && pa <= pc ? left : pb <= pc ? above : upLeft
          default: predicted = 0
          }
          return row[index] &- UInt8(truncatingIfNeeded: predicted)
        }
    }
    for filter in UInt8(0)...4 {
      let data = PNGFixture.png(
        width: 3, height: 2, colorType: 2,
        rows: [encode(filter, first, above: nil), encode(filter, second, above: first)],
        splitData: true)
      let image = try PNGImage(data: data, name: "filter-\(filter).png")
      #expect(
        pixels(image) == [
          [10, 20, 30, 255], [40, 50, 60, 255], [70, 80, 90, 255],
          [11, 22, 33, 255], [44, 55, 66, 255], [77, 88, 99, 255],
        ], "filter \(filter)")
    }
  }

  @Test func greyGreyAlphaAndRGBA() throws {
    let grey = try PNGImage(
      data: PNGFixture.png(
        width: 2, height: 1, colorType: 0, rows: [[0, 0, 200]],
        extra: [PNGFixture.chunk("tRNS", [0, 200])]), name: "grey.png")
    #expect(pixels(grey) == [[0, 0, 0, 255], [200, 200, 200, 0]])
    let greyAlpha = try PNGImage(
      data: PNGFixture.png(width: 1, height: 1, colorType: 4, rows: [[0, 90, 30]]),
      name: "ga.png")
    #expect(pixels(greyAlpha) == [[90, 90, 90, 30]])
    let rgba = try PNGImage(
      data: PNGFixture.png(width: 1, height: 1, colorType: 6, rows: [[0, 1, 2, 3, 4]]),
      name: "rgba.png")
    #expect(pixels(rgba) == [[1, 2, 3, 4]])
  }

  @Test func palettesAtEveryDepthWithTransparency() throws {
    let palette = PNGFixture.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])
    let alpha = PNGFixture.chunk("tRNS", [255, 128])
    // Indices 0 1 2 3 packed high bits first at each depth.
    let packed: [UInt8: [UInt8]] = [1: [0b0101_0000], 2: [0b0001_1011], 4: [0x01, 0x23]]
    for (depth, row) in packed {
      let width = depth == 1 ? 4 : 4
      let image = try PNGImage(
        data: PNGFixture.png(
          width: width, height: 1, depth: depth, colorType: 3, rows: [[0] + row],
          extra: [palette, alpha]), name: "palette-\(depth).png")
      let expected: [[UInt8]] =
        depth == 1
        ? [[255, 0, 0, 255], [0, 255, 0, 128], [255, 0, 0, 255], [0, 255, 0, 128]]
        : [[255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 255], [9, 9, 9, 255]]
      #expect(pixels(image) == expected, "depth \(depth)")
    }
    let eight = try PNGImage(
      data: PNGFixture.png(
        width: 2, height: 1, colorType: 3, rows: [[0, 3, 2]], extra: [palette]),
      name: "palette-8.png")
    #expect(pixels(eight) == [[9, 9, 9, 255], [0, 0, 255, 255]])
  }

  @Test func lowDepthGreyScalesToTheFullRange() throws {
    let image = try PNGImage(
      data: PNGFixture.png(width: 4, height: 1, depth: 2, colorType: 0, rows: [[0, 0b0001_1011]]),
      name: "grey2.png")
    #expect(pixels(image).map { $0[0] } == [0, 85, 170, 255])
  }

  @Test func brokenAndUnsupportedFilesGetTypedErrorsNamingTheFile() {
    func problem(_ data: Data) -> PNGError.Problem? {
      do {
        _ = try PNGImage(data: data, name: "x.png")
        return nil
      } catch {
        #expect(error.description.hasPrefix("x.png: "))
        return error.problem
      }
    }
    let good = PNGFixture.png(width: 1, height: 1, colorType: 2, rows: [[0, 1, 2, 3]])
    #expect(problem(Data("GIF89a".utf8)) == .notPNG)
    #expect(problem(good.prefix(30)) == .truncated("in the IHDR chunk at byte 8"))
    #expect(problem(good.prefix(good.count - 12)) == .truncated("no IEND chunk"))
    #expect(
      problem(
        PNGFixture.png(width: 1, height: 1, colorType: 2, rows: [[0, 1, 2, 3]], interlace: 1))
        == .unsupported("interlaced (Adam7) images"))
    #expect(
      problem(
        PNGFixture.png(
          width: 1, height: 1, depth: 16, colorType: 2, rows: [[0] + [1, 2, 3, 4, 5, 6]]))
        == .unsupported("16-bit samples"))
    #expect(
      problem(PNGFixture.png(width: 1, height: 1, colorType: 2, rows: [[7, 1, 2, 3]]))
        == .badImageData("row 0 has filter type 7, not 0 to 4"))
    #expect(
      problem(PNGFixture.png(width: 2, height: 1, colorType: 2, rows: [[0, 1, 2, 3]]))
        == .truncated("the image data ends after 4 of 7 bytes"))
    #expect(
      problem(PNGFixture.png(width: 1, height: 1, colorType: 3, rows: [[0, 0]]))
        == .malformed("a palette image without PLTE"))
    var flipped = [UInt8](good)
    flipped[20] ^= 0xFF
    #expect(problem(Data(flipped)) == .badChecksum(chunk: "IHDR"))
  }

  /// Seeded random corruption of the demo's pictures: flipped bytes (with and without the
  /// checksums repaired, so the damage reaches the decoder's inner steps), truncation and
  /// inserted bytes. Every result is an image or a PNGError; nothing crashes.
  @Test func corruptedDemoPicturesNeverCrash() throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: Self.demoImages, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "png" }.sorted { $0.path < $1.path }
    let seed = UInt64(ProcessInfo.processInfo.environment["PNG_FUZZ_SEED"] ?? "") ?? 0x5EC7_1011
    print("PNG fuzz seed: \(seed) (set PNG_FUZZ_SEED to repeat another)")
    var random = SplitMix64(seed: seed)
    var decoded = 0
    var rejected = 0
    for round in 0..<600 {
      let original = [UInt8](try Data(contentsOf: files[round % files.count]))
      var bytes = original
      switch random.next() % 4 {
      case 0:
        for _ in 0..<(1 + random.next() % 4) {
          bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
        }
      case 1:
        bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
      case 2:
        let at = Int(random.next() % UInt64(bytes.count))
        bytes.insert(
          contentsOf: (0..<(1 + random.next() % 8)).map { _ in
            UInt8(truncatingIfNeeded: random.next())
          }, at: at)
      default:
        bytes = Self.corruptingChunkData(bytes, &random)
      }
      do {
        let image = try PNGImage(data: Data(bytes), name: "round-\(round).png")
        #expect(image.rgba.count == image.width * image.height * 4, "seed \(seed) round \(round)")
        decoded += 1
      } catch {
        #expect(error.file == "round-\(round).png", "seed \(seed) round \(round)")
        rejected += 1
      }
    }
    #expect(rejected > 100, "seed \(seed): the corruption should break most files")
    #expect(decoded + rejected == 600)
  }

  /// Changes a byte inside a chunk's data and repairs the chunk's checksum.
  static func corruptingChunkData(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    var bytes = bytes
    var chunks: [(start: Int, length: Int)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard offset + 12 + length <= bytes.count else { break }
      chunks.append((offset, length))
      offset += 12 + length
    }
    let candidates = chunks.filter { $0.length > 0 }
    guard !candidates.isEmpty else { return bytes }
    let chunk = candidates[Int(random.next() % UInt64(candidates.count))]
    for _ in 0..<(1 + random.next() % 3) {
      let at = chunk.start + 8 + Int(random.next() % UInt64(chunk.length))
      bytes[at] = UInt8(truncatingIfNeeded: random.next())
    }
    let body = Array(bytes[chunk.start + 4..<chunk.start + 8 + chunk.length])
    let crc = PNGFixture.be32(PNGFixture.crc(body))
    bytes.replaceSubrange(
      chunk.start + 8 + chunk.length..<chunk.start + 12 + chunk.length, with: crc)
    return bytes
  }
}
