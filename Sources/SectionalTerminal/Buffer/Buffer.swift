/// A width × height grid of cells that widgets draw into; a ``FrameWriter`` sends it to a terminal.
///
/// Wide characters occupy two columns: writing one puts a continuation cell after it, and writing
/// over either half of a wide character blanks the other half, so the grid always describes what a
/// terminal can show. Writes outside the grid are ignored; text is clipped at the right edge.
///
/// ```swift
/// var buffer = Buffer(width: 8, height: 2)
/// buffer.setString("Hi 漢字", x: 0, y: 0)
/// buffer.setString("clipped at the edge", x: 0, y: 1)
/// buffer.plainText()  // "Hi 漢字\nclipped "
/// ```
public struct Buffer: Sendable, Hashable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, one array per line. Lines are shared between buffers until written (copy on
  /// write, line by line): a frame built from the last one's lines copies only the lines it
  /// changes, and comparing two frames skips the lines they share without looking at a cell.
  private(set) var lines: [[Cell]]

  /// The cells, row by row.
  ///
  /// - Complexity: O(width × height): the lines are joined into a new array.
  public var cells: [Cell] { Array(lines.joined()) }

  /// A blank buffer.
  ///
  /// - Parameters:
  ///   - width: Columns; negative values count as 0.
  ///   - height: Rows; negative values count as 0.
  ///   - fill: The cell every position starts with.
  /// - Complexity: O(width × height).
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    let cell = fill.width == 1 ? fill : .blank
    // One line shared by every row until a row is written.
    self.lines = Array(
      repeating: Array(repeating: cell, count: self.width), count: self.height)
  }

  /// The cell at column `x`, row `y` (zero-based); a blank cell outside the grid.
  ///
  /// - Complexity: O(1).
  public subscript(x: Int, y: Int) -> Cell {
    contains(x: x, y: y) ? lines[y][x] : .blank
  }

  /// Whether line `y` of this buffer and of `other` hold the same cells; O(1) when they share
  /// the line's storage (a line neither buffer wrote since one was copied from the other).
  ///
  /// - Complexity: O(1) for a shared line, else O(width).
  func lineEquals(_ y: Int, _ other: Buffer) -> Bool {
    lines[y] == other.lines[y]
  }

  /// Whether the position lies in the grid.
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// Puts `cell` at column `x`, row `y`, keeping wide characters whole.
  ///
  /// A wide cell that does not fit before the right edge is replaced by blank cells in its style.
  /// Any wide character partly overwritten is blanked entirely.
  ///
  /// - Parameters:
  ///   - cell: The cell; a continuation cell or zero width is ignored.
  ///   - x: The column.
  ///   - y: The row.
  /// - Complexity: O(cell width).
  public mutating func set(_ cell: Cell, x: Int, y: Int) {
    guard contains(x: x, y: y), cell.width > 0 else { return }
    let end = x + cell.width
    guard end <= width else {
      for column in x..<width { set(.blank(cell.style), x: column, y: y) }
      return
    }
    for column in x..<end { erase(x: column, y: y) }
    lines[y][x] = cell
    for column in x + 1..<end { lines[y][column] = .continuation(cell.style) }
  }

  /// Merges the cell at (`x`, `y`) over `style` (``Style/merged(over:)``), and its continuation
  /// with it; the symbol stays as it is. Outside the buffer, nothing happens.
  mutating func mergeStyle(_ style: Style, x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    let merged = lines[y][x].style.merged(over: style)
    lines[y][x].style = merged
    for column in x + 1..<min(width, x + lines[y][x].width) { lines[y][column].style = merged }
  }

  /// Changes the style of every cell (continuations with their wide cell) in place; symbols
  /// stay as they are.
  ///
  /// - Complexity: O(width × height), with no cell rebuilt.
  mutating func updateStyles(_ change: (inout Style) -> Void) {
    for y in lines.indices {
      for x in lines[y].indices { change(&lines[y][x].style) }
    }
  }

  /// Copies `count` whole lines of `source`, which has the same width, starting at
  /// `sourceLine`, to this buffer starting at `line`; lines outside either buffer are skipped.
  /// Whole lines carry whole wide characters, so no cell is split.
  ///
  /// - Complexity: O(count): lines are shared, not copied, until written.
  mutating func copyLines(from source: Buffer, sourceLine: Int, count: Int, toLine line: Int) {
    guard source.width == width else { return }
    for offset in 0..<max(0, count) {
      let from = sourceLine + offset
      let to = line + offset
      guard from >= 0, from < source.height, to >= 0, to < height else { continue }
      lines[to] = source.lines[from]  // shared until either buffer writes it
    }
  }

  /// Copies the lines of `source` into columns `x..<x + source.width` from line `y`, whole:
  /// a pane's lines beside another's. A line is copied cell by cell instead where it would cut
  /// a wide character of this buffer at either edge, or where it does not fit.
  ///
  /// - Complexity: O(source.width × source.height), with no cell rebuilt.
  mutating func copyColumns(from source: Buffer, x: Int, y: Int) {
    for line in 0..<source.height {
      copyLine(source.lines[line], x: x, y: y + line)
    }
  }

  /// Copies `cells` (one line of another buffer) into columns `x..<x + cells.count` of line
  /// `y`, whole where that cuts no wide character and fits, else cell by cell.
  private mutating func copyLine(_ cells: [Cell], x: Int, y: Int) {
    guard y >= 0, y < height else { return }
    let end = x + cells.count
    let fits = x >= 0 && end <= width && !(cells.first?.isContinuation ?? false)
    if fits && !lines[y][x].isContinuation && (end == width || !lines[y][end].isContinuation) {
      lines[y].replaceSubrange(x..<end, with: cells)
      return
    }
    var column = 0
    while column < cells.count {
      let cell = cells[column]
      if !cell.isContinuation { set(cell, x: x + column, y: y) }
      column += max(1, cell.width)
    }
  }

  /// Puts the lines of buffers side by side, each `(x, y, buffer)` with its top-left corner at
  /// (`x`, `y`): every line they cover is made once, from their cells and this buffer's
  /// cells between them, instead of written into, segment by segment. A line where a part
  /// would cut a wide character is written cell by cell instead (``copyColumns(from:x:y:)``).
  ///
  /// - Parameter parts: The buffers and where they go, left to right, not overlapping.
  /// - Complexity: O(width) per line covered.
  mutating func compose(_ parts: [(x: Int, y: Int, buffer: Buffer)]) {
    let top = parts.map(\.y).min() ?? 0
    let bottom = parts.map { $0.y + $0.buffer.height }.max() ?? 0
    for y in max(0, top)..<min(height, max(top, bottom)) {
      var line: [Cell] = []
      line.reserveCapacity(width)
      var column = 0
      var whole = true
      for part in parts where y >= part.y && y < part.y + part.buffer.height {
        let cells = part.buffer.lines[y - part.y]
        let end = part.x + cells.count
        guard part.x >= column, end <= width, !(cells.first?.isContinuation ?? false),
          part.x == 0 || lines[y][part.x - 1].width <= 1,
          end == width || !lines[y][end].isContinuation
        else {
          whole = false
          break
        }
        line.append(contentsOf: lines[y][column..<part.x])
        line.append(contentsOf: cells)
        column = end
      }
      if whole {
        line.append(contentsOf: lines[y][column..<width])
        lines[y] = line
      } else {
        for part in parts where y >= part.y && y < part.y + part.buffer.height {
          copyLine(part.buffer.lines[y - part.y], x: part.x, y: y)
        }
      }
    }
  }

  /// Replaces line `y` with `cells` (exactly `width` of them, wide characters whole); ignored
  /// otherwise.
  ///
  /// - Complexity: O(1) beyond building `cells`.
  mutating func replaceLine(_ y: Int, with cells: [Cell]) {
    guard y >= 0, y < height, cells.count == width else { return }
    lines[y] = cells
  }

  /// Whether line `y` of this buffer and of `other` are the same storage (neither wrote it
  /// since it was shared), not merely equal.
  func sharesLine(_ y: Int, with other: Buffer) -> Bool {
    guard y >= 0, y < height, y < other.height else { return false }
    let mine = lines[y].withUnsafeBufferPointer { $0.baseAddress }
    let theirs = other.lines[y].withUnsafeBufferPointer { $0.baseAddress }
    return mine != nil && mine == theirs
  }

  /// Line `y`'s cells (empty outside the grid).
  func lineCells(_ y: Int) -> [Cell] {
    y >= 0 && y < height ? lines[y] : []
  }

  /// Blanks the whole character that covers the position (both halves of a wide one).
  private mutating func erase(x: Int, y: Int) {
    var head = x
    while head > 0 && lines[y][head].isContinuation { head -= 1 }
    let old = lines[y][head]
    guard old.width > 1 || head != x else { return }
    let end = min(width, head + max(1, old.width))
    for column in head..<end { lines[y][column] = .blank(old.style) }
  }

  /// Writes `text` from column `x` of row `y`, clipped at the right edge (or at `maxWidth`).
  ///
  /// Controls and tabs are made visible first (``VisibleText``); zero-width clusters are skipped;
  /// a wide character that would straddle the limit is not written.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - x: The starting column (may be negative: the clipped-off part is skipped).
  ///   - y: The row.
  ///   - style: The style of every written cell.
  ///   - maxWidth: The most columns to use; `nil` for up to the right edge.
  /// - Returns: The column after the last one written.
  /// - Complexity: O(n) in the length of `text`.
  @discardableResult
  public mutating func setString(
    _ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    guard y >= 0 && y < height else { return x }
    let limit = min(width, maxWidth.map { x + max(0, $0) } ?? width)
    var column = x
    for character in VisibleText.make(text) {
      let characterWidth = DisplayWidth.of(character)
      if characterWidth == 0 { continue }
      if column + characterWidth > limit { break }
      if column >= 0 {
        set(Cell(symbol: String(character), width: characterWidth, style: style), x: column, y: y)
      }
      column += characterWidth
    }
    return column
  }

  /// Fills a rectangle with blank cells in `style` (clipped to the grid).
  ///
  /// - Parameters:
  ///   - x: The left column.
  ///   - y: The top row.
  ///   - width: Columns.
  ///   - height: Rows.
  ///   - style: The style, whose background shows.
  /// - Complexity: O(width × height).
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: Style = .plain) {
    let left = max(0, x)
    let right = min(self.width, x + width)
    let top = max(0, y)
    let bottom = min(self.height, y + height)
    guard left < right, top < bottom else { return }
    for row in top..<bottom {
      for column in left..<right { set(.blank(style), x: column, y: row) }
    }
  }

  /// The text of row `y`: each cell's symbol (continuations add nothing).
  ///
  /// - Parameter y: The row.
  /// - Complexity: O(width).
  public func line(_ y: Int) -> String {
    guard y >= 0 && y < height else { return "" }
    var text = ""
    for cell in lines[y] { text += cell.symbol }
    return text
  }

  /// The whole grid as plain text, one line per row, for snapshots and tests.
  ///
  /// - Parameter trimmingTrailingSpaces: Whether to drop spaces at the end of each line.
  /// - Complexity: O(width × height).
  public func plainText(trimmingTrailingSpaces: Bool = true) -> String {
    (0..<height).map { row in
      var text = line(row)
      if trimmingTrailingSpaces {
        while text.last == " " { text.removeLast() }
      }
      return text
    }.joined(separator: "\n")
  }
}
