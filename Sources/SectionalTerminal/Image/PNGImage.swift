import Foundation

/// A decoded PNG picture: 8-bit RGBA pixels, row by row.
///
/// Reads colour types 0 (grey), 2 (RGB), 3 (palette), 4 (grey and alpha) and 6 (RGBA) at bit
/// depth 8, and grey and palette images at depths 1, 2 and 4, with `tRNS` transparency.
/// Interlaced and 16-bit images are rejected with a ``PNGError`` naming the file.
///
/// ```swift
/// let image = try PNGImage(data: Data(contentsOf: url), name: url.lastPathComponent)
/// print(image.width, image.height, image.pixel(x: 0, y: 0))
/// ```
package struct PNGImage: Sendable, Equatable {
  /// Columns of pixels.
  package let width: Int
  /// Rows of pixels.
  package let height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, row by row.
  package let rgba: [UInt8]

  /// The most pixels an image may have (64 megapixels).
  package static let maximumPixels = 1 << 26

  /// One pixel's red, green, blue and alpha.
  ///
  /// - Parameters:
  ///   - x: The column, `0..<width`.
  ///   - y: The row, `0..<height`.
  package func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    guard x >= 0, x < width, y >= 0, y < height else { return (0, 0, 0, 0) }
    let offset = (y * width + x) * 4
    return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
  }

  /// Decodes a PNG file's contents.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - name: The file's name, for errors.
  /// - Throws: ``PNGError`` naming `name` and the problem, for anything but a valid PNG this
  ///   decoder reads.
  /// - Complexity: O(bytes + pixels).
  package init(data: Data, name: String) throws(PNGError) {
    self = try PNGDecoder(bytes: [UInt8](data), name: name).decode()
  }

  init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }
}

/// The decoding steps: chunks, inflate, unfilter, convert to RGBA.
struct PNGDecoder {
  let bytes: [UInt8]
  let name: String

  struct Header {
    var width: Int
    var height: Int
    var depth: Int
    var colorType: Int
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1 }
    var bitsPerPixel: Int { depth * channels }
    var stride: Int { (width * bitsPerPixel + 7) / 8 }
  }

  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  func fail(_ problem: PNGError.Problem) -> PNGError {
    PNGError(file: name, problem: problem)
  }

  func decode() throws(PNGError) -> PNGImage {
    guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw fail(.notPNG) }
    var offset = 8
    var header: Header?
    var palette: [(UInt8, UInt8, UInt8, UInt8)] = []
    var transparency: [UInt8]?
    var compressed: [UInt8] = []
    var ended = false
    while !ended {
      guard offset + 8 <= bytes.count else {
        throw fail(.truncated(header == nil ? "no IHDR chunk" : "no IEND chunk"))
      }
      let length = Int(Self.uint32(bytes, offset))
      let typeBytes = bytes[offset + 4..<offset + 8]
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
        throw fail(.malformed("a chunk at byte \(offset) has an invalid type"))
      }
      let start = offset + 8
      guard length <= bytes.count - start - 4 else {
        throw fail(.truncated("in the \(type) chunk at byte \(offset)"))
      }
      let data = bytes[start..<start + length]
      guard Inflate.crc(bytes[offset + 4..<start + length]) == Self.uint32(bytes, start + length)
      else { throw fail(.badChecksum(chunk: type)) }
      offset = start + length + 4
      if header == nil && type != "IHDR" {
        throw fail(.malformed("the first chunk is \(type), not IHDR"))
      }
      switch type {
      case "IHDR":
        guard header == nil else { throw fail(.malformed("a second IHDR chunk")) }
        header = try readHeader(Array(data))
      case "PLTE":
        guard length % 3 == 0, (3...768).contains(length) else {
          throw fail(.malformed("the PLTE chunk has \(length) bytes"))
        }
        palette = stride(from: data.startIndex, to: data.endIndex, by: 3).map {
          (data[$0], data[$0 + 1], data[$0 + 2], 255)
        }
      case "tRNS": transparency = Array(data)
      case "IDAT": compressed.append(contentsOf: data)
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
      for (index, alpha) in (transparency ?? []).prefix(palette.count).enumerated() {
        palette[index].3 = alpha
      }
    }
    guard !compressed.isEmpty else { throw fail(.malformed("no IDAT chunk")) }
    let raw: [UInt8]
    do {
      raw = try Inflate.zlib(compressed, expected: header.height * (header.stride + 1))
    } catch {
      switch error {
      case .truncated(let produced):
        throw fail(
          .truncated(
            "the image data ends after \(produced) of \(header.height * (header.stride + 1)) bytes"
          ))
      case .invalid(let message): throw fail(.badImageData(message))
      }
    }
    let rows = try unfilter(raw, header)
    return PNGImage(
      width: header.width, height: header.height,
      rgba: convert(rows, header, palette: palette, transparency: transparency))
  }

  static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  func readHeader(_ data: [UInt8]) throws(PNGError) -> Header {
    guard data.count == 13 else {
      throw fail(.malformed("the IHDR chunk has \(data.count) bytes, not 13"))
    }
    let width = Int(Self.uint32(data, 0))
    let height = Int(Self.uint32(data, 4))
    let depth = Int(data[8])
    let colorType = Int(data[9])
    guard width > 0, height > 0 else {
      throw fail(.malformed("the image is \(width)×\(height) pixels"))
    }
    guard width <= PNGImage.maximumPixels, height <= PNGImage.maximumPixels,
      width * height <= PNGImage.maximumPixels
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

  /// Reverses the five filters, row by row.
  func unfilter(_ raw: [UInt8], _ header: Header) throws(PNGError) -> [UInt8] {
    let stride = header.stride
    let step = max(1, header.bitsPerPixel / 8)
    var out = [UInt8](repeating: 0, count: header.height * stride)
    for y in 0..<header.height {
      let filter = raw[y * (stride + 1)]
      let source = y * (stride + 1) + 1
      let row = y * stride
      let previous = row - stride
      for x in 0..<stride {
        let value = raw[source + x]
        let left = x >= step ? Int(out[row + x - step]) : 0
        let up = y > 0 ? Int(out[previous + x]) : 0
        let upLeft = y > 0 && x >= step ? Int(out[previous + x - step]) : 0
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = left
        case 2: predicted = up
        case 3: predicted = (left + up) / 2
        case 4: predicted = Self.paeth(left, up, upLeft)
        default:
          throw fail(.badImageData("row \(y) has filter type \(filter), not 0 to 4"))
        }
        out[row + x] = value &+ UInt8(truncatingIfNeeded: predicted)
      }
    }
    return out
  }

  static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// The samples of each row as RGBA.
  func convert(
    _ rows: [UInt8], _ header: Header, palette: [(UInt8, UInt8, UInt8, UInt8)],
    transparency: [UInt8]?
  ) -> [UInt8] {
    let width = header.width
    let depth = header.depth
    let maximum = (1 << depth) - 1
    var out = [UInt8](repeating: 0, count: width * header.height * 4)
    // The transparent grey level or RGB colour of types 0 and 2 (two bytes per sample).
    let key: [Int]? = transparency.flatMap { bytes in
      let count = header.colorType == 0 ? 1 : header.colorType == 2 ? 3 : 0
      guard count > 0, bytes.count >= count * 2 else { return nil }
      return (0..<count).map { Int(bytes[$0 * 2]) << 8 | Int(bytes[$0 * 2 + 1]) }
    }
    for y in 0..<header.height {
      let row = y * header.stride
      for x in 0..<width {
        let target = (y * width + x) * 4
        /// The `index`th sample of the pixel (sub-byte depths are packed high bits first).
        func sample(_ index: Int) -> Int {
          if depth == 8 { return Int(rows[row + x * header.channels + index]) }
          let bit = x * depth
          let byte = Int(rows[row + bit / 8])
          return (byte >> (8 - depth - bit % 8)) & maximum
        }
        var pixel: (Int, Int, Int, Int)
        switch header.colorType {
        case 0:
          let grey = sample(0) * 255 / maximum
          pixel = (grey, grey, grey, key == [sample(0)] ? 0 : 255)
        case 2:
          let rgb = [sample(0), sample(1), sample(2)]
          pixel = (rgb[0], rgb[1], rgb[2], key == rgb ? 0 : 255)
        case 3:
          let index = sample(0)
          let entry = index < palette.count ? palette[index] : (0, 0, 0, 0)
          pixel = (Int(entry.0), Int(entry.1), Int(entry.2), Int(entry.3))
        case 4: pixel = (sample(0), sample(0), sample(0), sample(1))
        default: pixel = (sample(0), sample(1), sample(2), sample(3))
        }
        out[target] = UInt8(clamping: pixel.0)
        out[target + 1] = UInt8(clamping: pixel.1)
        out[target + 2] = UInt8(clamping: pixel.2)
        out[target + 3] = UInt8(clamping: pixel.3)
      }
    }
    return out
  }
}
