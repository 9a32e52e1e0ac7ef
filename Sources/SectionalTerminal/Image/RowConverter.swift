/// Turns one unfiltered PNG scanline into RGBA: every colour type, sub-byte depths packed high
/// bits first, a palette's transparency and the transparent grey level or colour of types 0
/// and 2.
struct RowConverter {
  let header: PNGDecoder.Header
  /// RGBA, four bytes an entry.
  let palette: [UInt8]
  /// The transparent grey level (one entry) or RGB colour (three) of colour types 0 and 2.
  let key: [Int]?

  init(header: PNGDecoder.Header, palette: [UInt8], transparency: [UInt8]?) {
    self.header = header
    self.palette = palette
    // Two bytes per sample in the chunk.
    key = transparency.flatMap { bytes in
      let count = header.colorType == 0 ? 1 : header.colorType == 2 ? 3 : 0
      guard count > 0, bytes.count >= count * 2 else { return nil }
      return (0..<count).map { Int(bytes[$0 * 2]) << 8 | Int(bytes[$0 * 2 + 1]) }
    }
  }

  /// Converts `row` (the scanline without its filter byte) into `out` (`width × 4` bytes).
  func convert(_ row: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) {
    let width = header.width
    let depth = header.depth
    let channels = header.channels
    let maximum = (1 << depth) - 1
    let colorType = header.colorType
    let key = key ?? []
    let hasKey = !key.isEmpty
    palette.withUnsafeBufferPointer { palette in
      let entries = palette.count / 4
      for x in 0..<width {
        let target = x * 4
        if depth == 8 {
          let at = x * channels
          switch colorType {
          case 0:
            let grey = row[at]
            out[target] = grey
            out[target + 1] = grey
            out[target + 2] = grey
            out[target + 3] = hasKey && key[0] == Int(grey) ? 0 : 255
          case 2:
            let (red, green, blue) = (row[at], row[at + 1], row[at + 2])
            out[target] = red
            out[target + 1] = green
            out[target + 2] = blue
            out[target + 3] =
              hasKey && key[0] == Int(red) && key[1] == Int(green) && key[2] == Int(blue)
              ? 0 : 255
          case 3:
            Self.paletteEntry(Int(row[at]), palette, entries, into: out, at: target)
          case 4:
            out[target] = row[at]
            out[target + 1] = row[at]
            out[target + 2] = row[at]
            out[target + 3] = row[at + 1]
          default:
            out[target] = row[at]
            out[target + 1] = row[at + 1]
            out[target + 2] = row[at + 2]
            out[target + 3] = row[at + 3]
          }
          continue
        }
        // Grey or palette at 1, 2 or 4 bits.
        let bit = x * depth
        let sample = (Int(row[bit / 8]) >> (8 - depth - bit % 8)) & maximum
        if colorType == 3 {
          Self.paletteEntry(sample, palette, entries, into: out, at: target)
        } else {
          let grey = UInt8(clamping: sample * 255 / maximum)
          out[target] = grey
          out[target + 1] = grey
          out[target + 2] = grey
          out[target + 3] = hasKey && key[0] == sample ? 0 : 255
        }
      }
    }
  }

  /// Palette entry `index` (transparent black past the palette's end).
  static func paletteEntry(
    _ index: Int, _ palette: UnsafeBufferPointer<UInt8>, _ entries: Int,
    into out: UnsafeMutableBufferPointer<UInt8>, at target: Int
  ) {
    guard index < entries else {
      for channel in 0..<4 { out[target + channel] = 0 }
      return
    }
    for channel in 0..<4 { out[target + channel] = palette[index * 4 + channel] }
  }
}
