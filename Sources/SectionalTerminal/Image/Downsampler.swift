/// A ``PNGRowSink`` that keeps only the picture at the size drawn: each source row is added,
/// weighted by the area it covers, into the `width × height` target pixels it falls in, as it
/// arrives. What it holds is the target's sums and a row of them, O(target + source width +
/// source height), never the source's pixels.
///
/// The result is the area average of the source: each target pixel is the alpha-weighted mean
/// colour of the source area it covers, or `.default` where that area is mostly transparent.
struct Downsampler: PNGRowSink {
  /// The target's size in pixels.
  let width: Int
  let height: Int

  /// For each source column (and row): the target columns (rows) it covers, with weights; the
  /// entries of source index `s` are `first[s] ..< first[s + 1]` of `targets` and `weights`.
  struct Spans {
    var first: [Int] = [0]
    var targets: [Int] = []
    var weights: [Double] = []

    /// The spans of `source` indices over `target` ones: target `t` covers the source from
    /// `t × source / target` to `(t + 1) × source / target`.
    init(source: Int, target: Int) {
      guard source > 0, target > 0 else { return }
      let scale = Double(source) / Double(target)
      var entries = [[(target: Int, weight: Double)]](repeating: [], count: source)
      for index in 0..<target {
        let start = Double(index) * scale
        let end = start + scale
        var position = Int(start)
        while Double(position) < end && position < source {
          let overlap = min(end, Double(position + 1)) - max(start, Double(position))
          if overlap > 0 { entries[position].append((index, overlap)) }
          position += 1
        }
      }
      first.reserveCapacity(source + 1)
      for list in entries {
        for entry in list {
          targets.append(entry.target)
          weights.append(entry.weight)
        }
        first.append(targets.count)
      }
    }

    init() {}

    var bytes: Int { first.capacity * 8 + targets.capacity * 8 + weights.capacity * 8 }
  }

  private var columns = Spans()
  private var rows = Spans()
  /// Five sums a target pixel (red, green, blue, each times opacity; opacity; area), for the
  /// whole target, and for the source row being added.
  private var sums: [Double] = []
  private var rowSums: [Double] = []

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  mutating func begin(width sourceWidth: Int, height sourceHeight: Int) {
    columns = Spans(source: sourceWidth, target: width)
    rows = Spans(source: sourceHeight, target: height)
    sums = [Double](repeating: 0, count: width * height * 5)
    rowSums = [Double](repeating: 0, count: width * 5)
  }

  mutating func take(row y: Int, rgba: UnsafeBufferPointer<UInt8>) {
    guard y + 1 < rows.first.count else { return }
    let rowFirst = rows.first[y]
    let rowEnd = rows.first[y + 1]
    guard rowEnd > rowFirst else { return }
    let columns = self.columns
    rowSums.withUnsafeMutableBufferPointer { line in
      line.update(repeating: 0)
      columns.first.withUnsafeBufferPointer { first in
        columns.targets.withUnsafeBufferPointer { targets in
          columns.weights.withUnsafeBufferPointer { weights in
            let count = first.count - 1
            for x in 0..<count {
              let alpha = Double(rgba[x * 4 + 3])
              let red = Double(rgba[x * 4])
              let green = Double(rgba[x * 4 + 1])
              let blue = Double(rgba[x * 4 + 2])
              for entry in first[x]..<first[x + 1] {
                let weight = weights[entry]
                let opacity = alpha * weight
                let at = targets[entry] * 5
                line[at] += red * opacity
                line[at + 1] += green * opacity
                line[at + 2] += blue * opacity
                line[at + 3] += opacity
                line[at + 4] += weight
              }
            }
          }
        }
      }
    }
    let width = self.width
    let rows = self.rows
    let line = rowSums
    sums.withUnsafeMutableBufferPointer { sums in
      line.withUnsafeBufferPointer { line in
        for entry in rowFirst..<rowEnd {
          let weight = rows.weights[entry]
          let base = rows.targets[entry] * width * 5
          for index in 0..<width * 5 { sums[base + index] += line[index] * weight }
        }
      }
    }
  }

  var bytesHeld: Int { (sums.capacity + rowSums.capacity) * 8 + columns.bytes + rows.bytes }

  /// The target's pixels as RGBA, row by row: the mean colour of the opaque part of each
  /// pixel's area, and the mean opacity.
  var rgba: [UInt8] {
    guard sums.count == width * height * 5 else {
      return Array(repeating: 0, count: width * height * 4)
    }
    var out: [UInt8] = []
    out.reserveCapacity(width * height * 4)
    for index in 0..<width * height {
      let at = index * 5
      let alpha = sums[at + 3]
      let area = sums[at + 4]
      for channel in 0..<3 {
        out.append(alpha > 0 ? UInt8(clamping: Int((sums[at + channel] / alpha).rounded())) : 0)
      }
      out.append(area > 0 ? UInt8(clamping: Int((alpha / area).rounded())) : 0)
    }
    return out
  }

  /// The target's pixels, row by row: the mean colour, or `.default` where mostly transparent.
  var pixels: [TerminalColor] {
    guard sums.count == width * height * 5 else {
      return Array(repeating: .default, count: width * height)
    }
    var out: [TerminalColor] = []
    out.reserveCapacity(width * height)
    for index in 0..<width * height {
      let at = index * 5
      let alpha = sums[at + 3]
      let area = sums[at + 4]
      if area <= 0 || alpha / area < 127.5 {
        out.append(.default)
      } else {
        out.append(
          .rgb(
            UInt8(clamping: Int((sums[at] / alpha).rounded())),
            UInt8(clamping: Int((sums[at + 1] / alpha).rounded())),
            UInt8(clamping: Int((sums[at + 2] / alpha).rounded()))))
      }
    }
    return out
  }
}
