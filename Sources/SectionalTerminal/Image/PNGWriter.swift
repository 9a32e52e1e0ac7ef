import CZlib
import Foundation

/// Writes 8-bit PNG files, one scanline at a time, compressed with zlib: the pictures tests and
/// fixtures need (a photo-sized picture, the largest one allowed) without holding their pixels.
package enum PNGWriter {
  /// A PNG of `width × height` pixels of colour type `colorType` (0 grey, 2 RGB, 6 RGBA) at
  /// depth 8, each scanline unfiltered.
  ///
  /// - Parameters:
  ///   - width: Columns.
  ///   - height: Rows.
  ///   - colorType: 0, 2 or 6.
  ///   - row: The samples of row `y` (`width × channels` bytes; missing ones are zero).
  /// - Returns: The file's bytes, or `nil` if zlib fails.
  package static func png(
    width: Int, height: Int, colorType: UInt8, row: (Int) -> [UInt8]
  ) -> Data? {
    let channels = colorType == 0 ? 1 : colorType == 2 ? 3 : 4
    var stream = z_stream()
    guard
      deflateInit_(&stream, Z_BEST_SPEED, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else { return nil }
    defer { deflateEnd(&stream) }
    var compressed: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var scanline = [UInt8](repeating: 0, count: width * channels + 1)
    for y in 0...height {
      let isLast = y == height
      if !isLast {
        let samples = row(y).prefix(width * channels)
        scanline.replaceSubrange(1..<1 + samples.count, with: samples)
        for index in 1 + samples.count..<scanline.count { scanline[index] = 0 }
      }
      let status: Int32 = scanline.withUnsafeMutableBufferPointer { input in
        stream.next_in = isLast ? nil : input.baseAddress
        stream.avail_in = isLast ? 0 : uInt(input.count)
        var status = Z_OK
        repeat {
          chunk.withUnsafeMutableBufferPointer { output in
            stream.next_out = output.baseAddress
            stream.avail_out = uInt(output.count)
            status = deflate(&stream, isLast ? Z_FINISH : Z_NO_FLUSH)
            compressed += output[0..<(output.count - Int(stream.avail_out))]
          }
        } while stream.avail_out == 0 || (isLast && status == Z_OK)
        return status
      }
      guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else { return nil }
    }
    var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    func bigEndian(_ value: Int) -> [UInt8] {
      [
        UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    func append(_ type: String, _ data: [UInt8]) {
      let body = Array(type.utf8) + data
      let crc = body.withUnsafeBufferPointer { Inflate.crc($0) }
      file += bigEndian(data.count) + body + bigEndian(Int(crc))
    }
    append("IHDR", bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0])
    append("IDAT", compressed)
    append("IEND", [])
    return Data(file)
  }
}
