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
    var sampler = Downsampler(width: max(0, columns), height: max(0, rows) * 2)
    sampler.begin(width: image.width, height: image.height)
    image.rgba.withUnsafeBufferPointer { rgba in
      for y in 0..<image.height {
        sampler.take(
          row: y,
          rgba: UnsafeBufferPointer(rebasing: rgba[y * image.width * 4..<(y + 1) * image.width * 4])
        )
      }
    }
    self.init(pixels: sampler.pixels, columns: columns, rows: rows, capability: capability)
  }

  /// The cells of `pixels` (`columns × 2·rows` of them, row by row; missing ones are
  /// `.default`), in colours a terminal with `capability` shows.
  init(pixels: [TerminalColor], columns: Int, rows: Int, capability: ColorCapability) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    func pixel(_ index: Int) -> TerminalColor {
      index < pixels.count ? pixels[index].downgraded(to: capability) : .default
    }
    var cells: [Cell] = []
    cells.reserveCapacity(self.columns * self.rows)
    for row in 0..<self.rows {
      for column in 0..<self.columns {
        cells.append(
          Cell(
            upper: pixel((row * 2) * self.columns + column),
            lower: pixel((row * 2 + 1) * self.columns + column)))
      }
    }
    self.cells = cells
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
