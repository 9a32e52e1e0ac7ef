/// A picture scaled to a box of cells and drawn with half blocks: each cell shows two pixels,
/// the upper one as the foreground of `▀`, the lower one as its background.
struct Picture: Sendable, Equatable {
  /// One cell: its upper and lower pixel (`.default` where the picture is transparent).
  struct Cell: Sendable, Equatable {
    var upper: TerminalColor
    var lower: TerminalColor
  }

  let columns: Int
  let rows: Int
  /// `columns × rows` cells, row by row.
  let cells: [Cell]

  /// Scales `image` to `columns × rows` cells (`columns × 2·rows` pixels) by averaging the area
  /// each pixel covers, in colours a terminal with `capability` shows.
  ///
  /// - Complexity: O(source pixels + target pixels) when shrinking.
  init(_ image: PNGImage, columns: Int, rows: Int, capability: ColorCapability) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    let pixels = Self.scaled(image, width: self.columns, height: self.rows * 2)
    var cells: [Cell] = []
    cells.reserveCapacity(self.columns * self.rows)
    for row in 0..<self.rows {
      for column in 0..<self.columns {
        let upper = pixels[(row * 2) * self.columns + column]
        let lower = pixels[(row * 2 + 1) * self.columns + column]
        cells.append(
          Cell(
            upper: upper.downgraded(to: capability), lower: lower.downgraded(to: capability)))
      }
    }
    self.cells = cells
  }

  /// The spans of source pixels that target pixel `index` of `count` covers, with their weights.
  static func spans(source: Int, target: Int) -> [[(index: Int, weight: Double)]] {
    let scale = Double(source) / Double(target)
    return (0..<target).map { index in
      let start = Double(index) * scale
      let end = start + scale
      var spans: [(index: Int, weight: Double)] = []
      var position = Int(start)
      while Double(position) < end && position < source {
        let overlap = min(end, Double(position + 1)) - max(start, Double(position))
        if overlap > 0 { spans.append((position, overlap)) }
        position += 1
      }
      return spans
    }
  }

  /// Area-averages `image` to `width × height` pixels; a mostly transparent pixel is `.default`.
  static func scaled(_ image: PNGImage, width: Int, height: Int) -> [TerminalColor] {
    guard width > 0, height > 0 else { return [] }
    let xSpans = spans(source: image.width, target: width)
    let ySpans = spans(source: image.height, target: height)
    var out: [TerminalColor] = []
    out.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var alpha = 0.0
        var area = 0.0
        for row in ySpans[y] {
          for column in xSpans[x] {
            let weight = row.weight * column.weight
            let offset = (row.index * image.width + column.index) * 4
            let opacity = Double(image.rgba[offset + 3]) * weight
            red += Double(image.rgba[offset]) * opacity
            green += Double(image.rgba[offset + 1]) * opacity
            blue += Double(image.rgba[offset + 2]) * opacity
            alpha += opacity
            area += weight
          }
        }
        if area <= 0 || alpha / area < 127.5 {
          out.append(.default)
        } else {
          out.append(
            .rgb(
              UInt8(clamping: Int((red / alpha).rounded())),
              UInt8(clamping: Int((green / alpha).rounded())),
              UInt8(clamping: Int((blue / alpha).rounded()))))
        }
      }
    }
    return out
  }

  /// Draws the picture with its top-left cell at (`x`, `y`).
  func draw(into canvas: inout Canvas, x: Int, y: Int) {
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = cells[row * columns + column]
        let symbol: String
        let style: Style
        switch (cell.upper, cell.lower) {
        case (.default, .default):
          symbol = " "
          style = .plain
        case (.default, let lower):
          symbol = "▄"
          style = Style(foreground: lower)
        default:
          symbol = "▀"
          style = Style(foreground: cell.upper, background: cell.lower)
        }
        canvas.put(symbol, width: 1, x: x + column, y: y + row, style: style)
      }
    }
  }
}
