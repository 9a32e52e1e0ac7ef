import CZlib
import Foundation

/// zlib's inflate, a piece at a time: the compressed input is given chunk by chunk (a PNG's
/// `IDAT` chunks, where they lie in the file) and the output is taken a bounded piece at a
/// time, so that no more than one piece of the inflated data is ever held.
final class Inflate {
  enum Failure: Error, Equatable {
    /// The stream ended before the bytes asked for came out.
    case truncated(produced: Int)
    /// zlib rejected the stream.
    case invalid(String)
  }

  private var stream = z_stream()
  private var isStarted = false
  private var isEnded = false
  /// The bytes inflated so far.
  private(set) var produced = 0

  init() throws(Failure) {
    guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      throw .invalid("zlib could not start")
    }
    isStarted = true
  }

  deinit {
    if isStarted { inflateEnd(&stream) }
  }

  /// Inflates from `input` (the bytes `range` of it) into `output` from `filled` on, until
  /// `output` is full, the input is used up or the stream ends.
  ///
  /// - Returns: How many bytes of `range` were used; `filled` is moved past the bytes written.
  /// - Throws: ``Failure/invalid(_:)`` for a stream zlib rejects.
  func inflate(
    _ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>,
    filled: inout Int
  ) throws(Failure) -> Int {
    guard !isEnded, filled < output.count, !input.isEmpty,
      let source = input.baseAddress, let target = output.baseAddress
    else { return 0 }
    // zlib never writes through `next_in`; its type predates `const`.
    stream.next_in = UnsafeMutablePointer(mutating: source)
    stream.avail_in = uInt(input.count)
    stream.next_out = target + filled
    stream.avail_out = uInt(output.count - filled)
    var status = Z_OK
    while status == Z_OK && stream.avail_out > 0 && stream.avail_in > 0 {
      status = CZlib.inflate(&stream, Z_NO_FLUSH)
    }
    let written = output.count - filled - Int(stream.avail_out)
    filled += written
    produced += written
    let used = input.count - Int(stream.avail_in)
    switch status {
    case Z_OK, Z_BUF_ERROR: break
    case Z_STREAM_END: isEnded = true
    default:
      let message = stream.msg.map { String(cString: $0) } ?? "zlib error \(status)"
      throw .invalid(message)
    }
    return used
  }

  /// The CRC-32 of `type` followed by `data`, as PNG chunks carry it.
  static func crc(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    UInt32(truncatingIfNeeded: crc32(0, bytes.baseAddress, uInt(bytes.count)))
  }
}
