import Foundation

/// Where a ``PNGDecoder`` sends the picture, one row of RGBA pixels at a time.
protocol PNGRowSink {
  /// Called once, before the first row, with the picture's size (within the decoder's limits).
  mutating func begin(width: Int, height: Int)
  /// Row `y` of the picture: `width × 4` bytes, red, green, blue, alpha for each pixel.
  mutating func take(row y: Int, rgba: UnsafeBufferPointer<UInt8>)
  /// The bytes the sink holds (its output and working buffers), for ``PNGDecoder/Usage``.
  var bytesHeld: Int { get }
}

/// The decoding steps, streamed: the chunks are checked, then the image data is inflated one
/// scanline at a time, unfiltered against the scanline before it (all PNG filters need), turned
/// into RGBA and handed to a sink. Only two scanlines and one row of RGBA are held, whatever
/// the picture's size: the sink decides what to keep (a downsampled picture, or every pixel).
///
/// Bounded whatever the file says: a header claiming more than ``maximumPixels`` pixels, or
/// more than ``maximumSide`` on a side, is refused before any image data is read; no more is
/// inflated than the header's size needs; and `isCancelled` is asked every few scanlines.
struct PNGDecoder {
  let name: String
  /// Asked every ``cancellationInterval`` scanlines, with the number of scanlines decoded so
  /// far: `true` stops the decode with ``PNGError/Problem/cancelled``.
  var isCancelled: @Sendable (_ row: Int) -> Bool = { _ in false }

  /// The most pixels a picture may have: 64 megapixels (8192 × 8192).
  static let maximumPixels = 1 << 26
  /// The most pixels on either side (so that a scanline stays small).
  static let maximumSide = 1 << 15
  /// Scanlines decoded between two looks at `isCancelled`.
  static let cancellationInterval = 16

  /// What a decode held: the most bytes of working memory at once, the sink's included (not
  /// the file's bytes, which are the caller's).
  struct Usage: Equatable, Sendable {
    var bytesHeld: Int
  }

  struct Header {
    var width: Int
    var height: Int
    var depth: Int
    var colorType: Int
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }
    var bitsPerPixel: Int { depth * channels }
    var stride: Int { (width * bitsPerPixel + 7) / 8 }
  }

  /// What the chunks say, before the image data is inflated.
  struct Chunks {
    var header: Header
    /// RGBA, four bytes an entry.
    var palette: [UInt8]
    var transparency: [UInt8]?
    /// Where the `IDAT` chunks' data lie in the file, in order.
    var data: [Range<Int>]
  }

  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  func fail(_ problem: PNGError.Problem) -> PNGError {
    PNGError(file: name, problem: problem)
  }

  /// Decodes `data` (a whole file) into `sink`.
  ///
  /// - Throws: ``PNGError`` naming the file and the problem; ``PNGError/Problem/cancelled``
  ///   once `isCancelled` says so.
  /// - Complexity: O(bytes + pixels) time; O(width) memory besides the sink's.
  func decode<Sink: PNGRowSink>(_ data: Data, into sink: inout Sink) throws(PNGError) -> Usage {
    var result: Result<Usage, PNGError> = .failure(fail(.notPNG))
    data.withUnsafeBytes { raw in
      let file = raw.bindMemory(to: UInt8.self)
      result = Result { () throws(PNGError) in
        let chunks = try readChunks(file)
        return try decodeRows(file, chunks, into: &sink)
      }
    }
    return try result.get()
  }

  static func uint32(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
    var value: UInt32 = 0
    for index in offset..<offset + 4 { value = value << 8 | UInt32(bytes[index]) }
    return value
  }

  /// Walks the chunks: checks each one's length and checksum, reads the header (refusing a
  /// picture that is too large at once), the palette and transparency, and finds the image
  /// data.
  func readChunks(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) -> Chunks {
    guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw fail(.notPNG) }
    var offset = 8
    var header: Header?
    var palette: [UInt8] = []
    var transparency: [UInt8]?
    var data: [Range<Int>] = []
    var ended = false
    while !ended {
      guard offset + 8 <= bytes.count else {
        throw fail(.truncated(header == nil ? "no IHDR chunk" : "no IEND chunk"))
      }
      let length = Int(Self.uint32(bytes, offset))
      let typeBytes = Array(bytes[offset + 4..<offset + 8])
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
        throw fail(.malformed("a chunk at byte \(offset) has an invalid type"))
      }
      let start = offset + 8
      guard length <= bytes.count - start - 4 else {
        throw fail(.truncated("in the \(type) chunk at byte \(offset)"))
      }
      let checked = UnsafeBufferPointer(rebasing: bytes[offset + 4..<start + length])
      guard Inflate.crc(checked) == Self.uint32(bytes, start + length) else {
        throw fail(.badChecksum(chunk: type))
      }
      offset = start + length + 4
      if header == nil && type != "IHDR" {
        throw fail(.malformed("the first chunk is \(type), not IHDR"))
      }
      switch type {
      case "IHDR":
        guard header == nil else { throw fail(.malformed("a second IHDR chunk")) }
        header = try readHeader(Array(bytes[start..<start + length]))
      case "PLTE":
        guard length % 3 == 0, (3...768).contains(length) else {
          throw fail(.malformed("the PLTE chunk has \(length) bytes"))
        }
        palette = []
        for entry in stride(from: start, to: start + length, by: 3) {
          palette += [bytes[entry], bytes[entry + 1], bytes[entry + 2], 255]
        }
      case "tRNS": transparency = Array(bytes[start..<start + length])
      case "IDAT": data.append(start..<start + length)
      case "IEND": ended = true
      default:
        // Ancillary chunks (lower-case first letter) may be skipped; critical ones may not.
        if typeBytes.first.map({ (65...90).contains($0) }) == true {
          throw fail(.unsupported("the critical chunk \(type)"))
        }
      }
    }
    guard let header else { throw fail(.malformed("no IHDR chunk")) }
    if header.colorType == 3 {
      guard !palette.isEmpty else { throw fail(.malformed("a palette image without PLTE")) }
      for (index, alpha) in (transparency ?? []).prefix(palette.count / 4).enumerated() {
        palette[index * 4 + 3] = alpha
      }
    }
    guard !data.isEmpty else { throw fail(.malformed("no IDAT chunk")) }
    return Chunks(header: header, palette: palette, transparency: transparency, data: data)
  }

  func readHeader(_ data: [UInt8]) throws(PNGError) -> Header {
    guard data.count == 13 else {
      throw fail(.malformed("the IHDR chunk has \(data.count) bytes, not 13"))
    }
    let width = data[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = data[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let depth = Int(data[8])
    let colorType = Int(data[9])
    guard width > 0, height > 0 else {
      throw fail(.malformed("the image is \(width)×\(height) pixels"))
    }
    // Both sides are below 2³², so the product cannot overflow an Int.
    guard width <= Self.maximumSide, height <= Self.maximumSide,
      width * height <= Self.maximumPixels
    else { throw fail(.tooLarge(width: width, height: height)) }
    let allowed: [Int: Set<Int>] = [
      0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
    ]
    guard let depths = allowed[colorType] else {
      throw fail(.malformed("colour type \(colorType) does not exist"))
    }
    guard depths.contains(depth) else {
      throw fail(.malformed("bit depth \(depth) is not allowed for colour type \(colorType)"))
    }
    guard depth != 16 else { throw fail(.unsupported("16-bit samples")) }
    guard data[10] == 0, data[11] == 0 else {
      throw fail(.malformed("unknown compression or filter method"))
    }
    guard data[12] == 0 else {
      throw fail(.unsupported(data[12] == 1 ? "interlaced (Adam7) images" : "interlace method"))
    }
    return Header(width: width, height: height, depth: depth, colorType: colorType)
  }

  /// Inflates, unfilters and converts the scanlines one by one into `sink`.
  func decodeRows<Sink: PNGRowSink>(
    _ file: UnsafeBufferPointer<UInt8>, _ chunks: Chunks, into sink: inout Sink
  ) throws(PNGError) -> Usage {
    let header = chunks.header
    let stride = header.stride
    let expected = header.height * (stride + 1)
    let inflater: Inflate
    do {
      inflater = try Inflate()
    } catch {
      throw fail(.badImageData("zlib could not start"))
    }
    sink.begin(width: header.width, height: header.height)
    // Each scanline is its filter byte and `stride` bytes; the one above starts as zeros.
    var current = Self.buffer(count: stride + 1)
    var previous = Self.buffer(count: stride + 1)
    let rgba = Self.buffer(count: header.width * 4)
    defer {
      current.deallocate()
      previous.deallocate()
      rgba.deallocate()
    }
    let converter = RowConverter(
      header: header, palette: chunks.palette, transparency: chunks.transparency)
    let held = current.count + previous.count + rgba.count + chunks.palette.count
    var peak = held + sink.bytesHeld
    var part = 0
    var partOffset = 0
    let step = max(1, header.bitsPerPixel / 8)
    for y in 0..<header.height {
      if y % Self.cancellationInterval == 0, isCancelled(y) { throw fail(.cancelled) }
      var filled = 0
      while filled < current.count {
        guard part < chunks.data.count else {
          throw fail(
            .truncated("the image data ends after \(inflater.produced) of \(expected) bytes"))
        }
        let range = chunks.data[part]
        let before = filled
        let used: Int
        do {
          used = try inflater.inflate(
            UnsafeBufferPointer(rebasing: file[range.lowerBound + partOffset..<range.upperBound]),
            into: current, filled: &filled)
        } catch {
          guard case .invalid(let message) = error else {
            throw fail(
              .truncated("the image data ends after \(inflater.produced) of \(expected) bytes"))
          }
          throw fail(.badImageData(message))
        }
        partOffset += used
        if range.lowerBound + partOffset >= range.upperBound {
          part += 1
          partOffset = 0
        } else if used == 0 && filled == before {
          // The stream ended (or zlib can go no further) before the scanline is complete.
          throw fail(
            .truncated("the image data ends after \(inflater.produced) of \(expected) bytes"))
        }
      }
      let filter = current[0]
      guard filter <= 4 else {
        throw fail(.badImageData("row \(y) has filter type \(filter), not 0 to 4"))
      }
      Self.unfilter(current, above: UnsafeBufferPointer(previous), step: step)
      converter.convert(UnsafeBufferPointer(rebasing: current[1...]), into: rgba)
      sink.take(row: y, rgba: UnsafeBufferPointer(rgba))
      swap(&current, &previous)
      peak = max(peak, held + sink.bytesHeld)
    }
    return Usage(bytesHeld: peak)
  }

  /// A zeroed buffer the caller deallocates.
  static func buffer(count: Int) -> UnsafeMutableBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
    buffer.initialize(repeating: 0)
    return buffer
  }

  /// Reverses the filter of `row` (its first byte names it) in place, against `above`.
  static func unfilter(
    _ row: UnsafeMutableBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, step: Int
  ) {
    let count = row.count
    switch row[0] {
    case 1:
      var x = 1 + step
      while x < count {
        row[x] = row[x] &+ row[x - step]
        x += 1
      }
    case 2:
      for x in 1..<count { row[x] = row[x] &+ above[x] }
    case 3:
      for x in 1..<count {
        let left = x > step ? Int(row[x - step]) : 0
        row[x] = row[x] &+ UInt8(truncatingIfNeeded: (left + Int(above[x])) / 2)
      }
    case 4:
      for x in 1..<count {
        let left = x > step ? Int(row[x - step]) : 0
        let upLeft = x > step ? Int(above[x - step]) : 0
        row[x] = row[x] &+ UInt8(truncatingIfNeeded: paeth(left, Int(above[x]), upLeft))
      }
    default:
      break
    }
  }

  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
