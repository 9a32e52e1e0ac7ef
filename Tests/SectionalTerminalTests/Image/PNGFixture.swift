import Foundation

/// Builds PNG files byte by byte for tests: any header, chunks, filters and samples, compressed
/// as stored (uncompressed) deflate blocks so the test needs no zlib of its own.
enum PNGFixture {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  static func be32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(UInt32(data.count)) + body + be32(crc(body))
  }

  /// A zlib stream of stored blocks.
  static func zlib(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(data.count, start + 65_535)
      let length = UInt16(end - start)
      out.append(end == data.count ? 1 : 0)
      out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += data[start..<end]
      start = end
    } while start < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return out + be32(b << 16 | a)
  }

  static func header(
    width: Int, height: Int, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0
  ) -> [UInt8] {
    chunk(
      "IHDR",
      be32(UInt32(width)) + be32(UInt32(height)) + [depth, colorType, 0, 0, interlace])
  }

  /// A whole file: `rows` are the filtered scanlines, each starting with its filter byte.
  static func png(
    width: Int, height: Int, depth: UInt8 = 8, colorType: UInt8, rows: [[UInt8]],
    extra: [[UInt8]] = [], interlace: UInt8 = 0, splitData: Bool = false
  ) -> Data {
    var bytes =
      signature
      + header(
        width: width, height: height, depth: depth, colorType: colorType, interlace: interlace)
    for chunk in extra { bytes += chunk }
    let compressed = zlib(rows.flatMap { $0 })
    if splitData {
      let half = compressed.count / 2
      bytes += chunk("IDAT", Array(compressed[..<half]))
      bytes += chunk("IDAT", Array(compressed[half...]))
    } else {
      bytes += chunk("IDAT", compressed)
    }
    bytes += chunk("IEND", [])
    return Data(bytes)
  }
}
