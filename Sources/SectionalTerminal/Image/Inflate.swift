import CZlib
import Foundation

/// zlib's inflate over a whole buffer.
enum Inflate {
  enum Failure: Error, Equatable {
    /// The stream ended before `expected` bytes came out.
    case truncated(produced: Int)
    /// zlib rejected the stream.
    case invalid(String)
  }

  /// Inflates the zlib stream `input` into exactly `expected` bytes (anything after them is
  /// ignored).
  ///
  /// - Complexity: O(input + expected).
  static func zlib(_ input: [UInt8], expected: Int) throws(Failure) -> [UInt8] {
    guard expected > 0 else { return [] }
    var output = [UInt8](repeating: 0, count: expected)
    var stream = z_stream()
    guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .invalid("zlib could not start")
    }
    defer { inflateEnd(&stream) }
    var input = input
    let status: Int32 = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        var status = Z_OK
        while status == Z_OK && stream.avail_out > 0 {
          status = inflate(&stream, Z_NO_FLUSH)
        }
        return status
      }
    }
    let produced = expected - Int(stream.avail_out)
    if produced == expected { return output }
    switch status {
    case Z_STREAM_END, Z_BUF_ERROR, Z_OK: throw .truncated(produced: produced)
    default:
      let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
      throw .invalid(message)
    }
  }

  /// The CRC-32 of `type` followed by `data`, as PNG chunks carry it.
  static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
  }
}
