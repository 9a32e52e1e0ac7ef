import Foundation

/// A decoded PNG picture: 8-bit RGBA pixels, row by row.
///
/// Reads colour types 0 (grey), 2 (RGB), 3 (palette), 4 (grey and alpha) and 6 (RGBA) at bit
/// depth 8, and grey and palette images at depths 1, 2 and 4, with `tRNS` transparency.
/// Interlaced and 16-bit images are rejected with a ``PNGError`` naming the file.
///
/// This holds every pixel: it is for small pictures and tests. Pictures drawn in a terminal go
/// through `PictureLibrary`, which decodes off the main actor and keeps only the downsampled
/// cells.
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

  /// The most pixels an image may have (64 megapixels, 8192 × 8192).
  package static let maximumPixels = PNGDecoder.maximumPixels
  /// The most pixels on either side of an image.
  package static let maximumSide = PNGDecoder.maximumSide

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
    var sink = FullImage()
    _ = try PNGDecoder(name: name).decode(data, into: &sink)
    self.init(width: sink.width, height: sink.height, rgba: sink.rgba)
  }

  init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }
}

/// Keeps every row: the whole picture.
struct FullImage: PNGRowSink {
  var width = 0
  var height = 0
  var rgba: [UInt8] = []

  mutating func begin(width: Int, height: Int) {
    self.width = width
    self.height = height
    rgba.reserveCapacity(width * height * 4)
  }

  mutating func take(row y: Int, rgba row: UnsafeBufferPointer<UInt8>) {
    rgba.append(contentsOf: row)
  }

  var bytesHeld: Int { rgba.capacity }
}
