/// Turns buffers into terminal output: the difference between two frames, or a whole frame.
///
/// A diff writes only the cells that changed, moves the cursor only when the next changed cell
/// is not right after the last one written, and emits a style code only when the style changes.
///
/// Terminals disagree on the width of some graphemes (``Cell/isWidthUncertain``: emoji with
/// VS16, flags, ZWJ sequences). Such a glyph is drawn over blanks covering its columns, the
/// cursor is positioned absolutely after it, and the cell after it is always rewritten, so a
/// glyph drawn narrower or wider than the buffer says can neither shift the rest of its line nor
/// leave a stale character behind.
///
/// ```swift
/// let writer = FrameWriter(capability: .ansi256)
/// let output = writer.diff(from: previousFrame, to: nextFrame)
/// terminal.write(output)
/// ```
public struct FrameWriter: Sendable {
  /// The colours the terminal shows; colours beyond it are downgraded.
  public var capability: ColorCapability

  /// Creates a writer.
  ///
  /// - Parameter capability: The colours the terminal shows.
  public init(capability: ColorCapability) {
    self.capability = capability
  }

  /// The output that changes a terminal showing `previous` into one showing `next`.
  ///
  /// With no previous frame, or one of another size, the screen is cleared first and every
  /// non-blank cell is written. The terminal's style is assumed plain at the start (every output
  /// of this method ends with the style reset to plain).
  ///
  /// - Parameters:
  ///   - previous: What the terminal shows, or `nil` when unknown.
  ///   - next: What it should show.
  /// - Returns: Cursor moves, style codes and text; empty when nothing changed.
  /// - Complexity: O(height) for lines the frames share, plus O(width) for each other line;
  ///   output O(changed cells).
  public func diff(from previous: Buffer?, to next: Buffer) -> String {
    // Built as bytes: appending each cell's UTF-8 to one array costs no string per cell.
    var output: [UInt8] = []
    let base: Buffer
    if let previous, previous.width == next.width, previous.height == next.height {
      base = previous
    } else {
      output.append(contentsOf: "\u{1B}[0m\u{1B}[2J".utf8)
      base = Buffer(width: next.width, height: next.height)
    }
    var cursor: (x: Int, y: Int)?
    var current = Style.plain  // every frame ends with the style reset to plain
    for y in 0..<next.height {
      // Lines before cells: a line the two frames share (or that is equal) needs no look at
      // its cells.
      if next.lineEquals(y, base) { continue }
      let cells = next.lines[y]
      let baseCells = base.lines[y]
      // The column up to which cells are written even when unchanged: the terminal may have
      // drawn an uncertain glyph wider than the buffer says, over the cell after it.
      var forcedUntil = -1
      for x in 0..<next.width {
        let cell = cells[x]
        guard !cell.isContinuation, x < forcedUntil || cell != baseCells[x] else { continue }
        if cursor == nil || cursor?.x != x || cursor?.y != y {
          Self.appendMove(to: &output, x: x, y: y)
        }
        let style = effective(cell.style)
        if style != current {
          output.append(contentsOf: sgr(style).utf8)
          current = style
        }
        if cell.isWidthUncertain {
          // Blank every column the buffer gives the glyph, then draw it from the left: a
          // terminal that draws it narrower leaves blanks, not what was there before.
          output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: cell.width))
          Self.appendMove(to: &output, x: x, y: y)
          cell.appendSymbol(to: &output)
          cursor = nil  // wherever the terminal put it: the next cell positions absolutely
          forcedUntil = x + cell.width + 1
        } else {
          cell.appendSymbol(to: &output)
          cursor = (x + cell.width, y)
        }
      }
    }
    if current != .plain { output.append(contentsOf: "\u{1B}[0m".utf8) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the cursor position (CUP) to column `x`, line `y` (zero-based).
  static func appendMove(to output: inout [UInt8], x: Int, y: Int) {
    output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    appendDecimal(y + 1, to: &output)
    output.append(UInt8(ascii: ";"))
    appendDecimal(x + 1, to: &output)
    output.append(UInt8(ascii: "H"))
  }

  /// Appends a non-negative number's decimal digits.
  static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
    guard value > 9 else {
      output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: max(0, value)))
      return
    }
    appendDecimal(value / 10, to: &output)
    output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
  }

  /// The output that shows the terminal's cursor at `position` (moved there, then made
  /// visible), or hides it when `position` is `nil`.
  ///
  /// - Parameter position: The caret of the field being edited, or `nil`.
  /// - Returns: The cursor position and mode 25 set or reset.
  package func cursor(_ position: CursorPosition?) -> String {
    guard let position else { return "\u{1B}[?25l" }
    var output: [UInt8] = []
    Self.appendMove(to: &output, x: max(0, position.x), y: max(0, position.y))
    output.append(contentsOf: "\u{1B}[?25h".utf8)
    return String(decoding: output, as: UTF8.self)
  }

  /// The output that moves the terminal's hidden cursor to `position`, leaving it hidden:
  /// where screen readers and braille displays, which follow the cursor, read.
  ///
  /// - Parameter position: The first cell of what has focus.
  /// - Returns: The cursor position (CUP) alone.
  package func rest(at position: CursorPosition) -> String {
    var output: [UInt8] = []
    Self.appendMove(to: &output, x: max(0, position.x), y: max(0, position.y))
    return String(decoding: output, as: UTF8.self)
  }

  /// The whole buffer as text with style codes, one line per row, for snapshots in colour.
  ///
  /// - Parameter buffer: The frame.
  /// - Returns: Lines joined by `"\n"`; each line ends with the style reset to plain.
  /// - Complexity: O(width × height).
  public func ansiText(_ buffer: Buffer) -> String {
    var lines: [String] = []
    for y in 0..<buffer.height {
      var line = ""
      var current = Style.plain
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        if cell.isContinuation { continue }
        let style = effective(cell.style)
        if style != current {
          line += sgr(style)
          current = style
        }
        line += cell.symbol
      }
      if current != .plain { line += "\u{1B}[0m" }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  /// `style` with its colours downgraded to the capability.
  func effective(_ style: Style) -> Style {
    Style(
      foreground: style.foreground.downgraded(to: capability),
      background: style.background.downgraded(to: capability),
      attributes: style.attributes)
  }

  /// The SGR sequence that sets `style` from any previous one (it starts with a reset).
  func sgr(_ style: Style) -> String {
    var sequence = "\u{1B}[0"
    let attributes: [(Style.Attributes, String)] = [
      (.bold, ";1"), (.dim, ";2"), (.italic, ";3"), (.underline, ";4"), (.reverse, ";7"),
    ]
    if !style.attributes.isEmpty {
      for (attribute, code) in attributes where style.attributes.contains(attribute) {
        sequence += code
      }
    }
    if let code = colorCode(style.foreground, base: 30, bright: 90, extended: 38) {
      sequence += ";" + code
    }
    if let code = colorCode(style.background, base: 40, bright: 100, extended: 48) {
      sequence += ";" + code
    }
    return sequence + "m"
  }

  private func colorCode(_ color: TerminalColor, base: Int, bright: Int, extended: Int) -> String? {
    switch color {
    case .default: nil
    case .ansi(let value): value < 8 ? "\(base + Int(value))" : "\(bright + Int(value) - 8)"
    case .indexed(let value): "\(extended);5;\(value)"
    case .rgb(let red, let green, let blue): "\(extended);2;\(red);\(green);\(blue)"
    }
  }
}
