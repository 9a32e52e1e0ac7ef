/// A minimal terminal emulator: replays output to show what a real terminal would display.
///
/// It understands what Sectional writes — text (by display width, wrapping at the right edge),
/// CR, LF, BS, cursor positioning and movement (`CUP`, `CUU`/`CUD`/`CUF`/`CUB`), erasing
/// (`ED`, `EL`), private modes (alternate screen 1049, cursor 25, auto-wrap 7, mouse, paste,
/// synchronized output) — and ignores styles and anything else.
///
/// ```swift
/// var screen = VirtualScreen(size: TerminalSize(columns: 10, rows: 2))
/// screen.apply(Array("\u{1B}[2;3Hhi".utf8))
/// screen.text  // "\n  hi"
/// ```
public struct VirtualScreen: Sendable {
  /// The cells of the screen being shown (main or alternate).
  public private(set) var buffer: Buffer
  /// The cells of the main screen while the alternate screen is shown.
  private var savedMain: Buffer?
  /// The cursor column, zero-based (equal to the width after writing the last column).
  public private(set) var cursorX = 0
  /// The cursor row, zero-based.
  public private(set) var cursorY = 0
  /// The DEC private modes currently set (such as 1049, 25, 7, 1006, 2004).
  public private(set) var privateModes: Set<Int> = [7, 25]

  /// Whether the alternate screen is shown.
  public var isAlternateScreen: Bool { savedMain != nil }

  /// Whether the cursor is visible (mode 25).
  public var isCursorVisible: Bool { privateModes.contains(25) }

  /// The shown screen as plain text, trailing spaces trimmed.
  public var text: String { buffer.plainText() }

  /// How wide this terminal draws a grapheme; ``DisplayWidth`` unless a test plays a terminal
  /// that disagrees.
  private var widthOf: @Sendable (Character) -> Int = { DisplayWidth.of($0) }

  /// A blank screen.
  ///
  /// - Parameter size: The screen size.
  public init(size: TerminalSize) {
    buffer = Buffer(width: size.columns, height: size.rows)
  }

  /// A blank screen of a terminal that draws graphemes `width` columns wide, such as one that
  /// draws "❄️" in one column where ``DisplayWidth`` says two.
  init(size: TerminalSize, width: @escaping @Sendable (Character) -> Int) {
    self.init(size: size)
    widthOf = width
  }

  /// Interprets `bytes` as terminal output.
  ///
  /// - Parameter bytes: Output, as written to a terminal.
  /// - Complexity: O(n) in the bytes, plus O(width × height) per clear or scroll.
  public mutating func apply(_ bytes: [UInt8]) {
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    var index = 0
    var text = String.UnicodeScalarView()
    func flushText(_ screen: inout VirtualScreen) {
      guard !text.isEmpty else { return }
      for character in String(text) { screen.put(character) }
      text = String.UnicodeScalarView()
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.value >= 0x20 && scalar.value != 0x7F {
        text.append(scalar)
        index += 1
        continue
      }
      flushText(&self)
      index += 1
      switch scalar {
      case "\r": cursorX = 0
      case "\n": lineFeed()
      case "\u{8}": cursorX = max(0, min(cursorX, buffer.width - 1) - 1)
      case "\u{1B}": index = escape(scalars, from: index)
      default: break
      }
    }
    flushText(&self)
  }

  private mutating func put(_ character: Character) {
    let width = widthOf(character)
    guard width > 0, buffer.width > 0, buffer.height > 0 else { return }
    if cursorX + width > buffer.width {
      if privateModes.contains(7) {
        cursorX = 0
        lineFeed()
      } else {
        cursorX = max(0, buffer.width - width)  // no auto-wrap: the last column is overwritten
      }
    }
    let cell = Cell(character)
    buffer.set(
      cell.width == width ? cell : Cell(symbol: cell.symbol, width: width, style: .plain),
      x: cursorX, y: cursorY)
    cursorX += width
  }

  private mutating func lineFeed() {
    if cursorY + 1 < buffer.height {
      cursorY += 1
      return
    }
    var scrolled = Buffer(width: buffer.width, height: buffer.height)
    for row in 1..<max(1, buffer.height) {
      for column in 0..<buffer.width {
        let cell = buffer[column, row]
        if !cell.isContinuation { scrolled.set(cell, x: column, y: row - 1) }
      }
    }
    buffer = scrolled
  }

  /// Interprets the sequence after an ESC at `start`; returns the index after it.
  private mutating func escape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    guard start < scalars.count else { return start }
    guard scalars[start] == "[" else { return start + 1 }  // ESC x: two-character sequences
    var index = start + 1
    var parameters = ""
    while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) {
      parameters.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count else { return index }
    csi(parameters, final: scalars[index])
    return index + 1
  }

  private mutating func csi(_ parameters: String, final: Unicode.Scalar) {
    let isPrivate = parameters.hasPrefix("?")
    let numbers = parameters.drop { $0 == "?" }.split(
      separator: ";", omittingEmptySubsequences: false
    )
    .map { Int($0) }
    func number(_ at: Int, default value: Int) -> Int {
      at < numbers.count ? numbers[at] ?? value : value
    }
    let lastColumn = max(0, buffer.width - 1)
    let lastRow = max(0, buffer.height - 1)
    switch (isPrivate, final) {
    case (true, "h"), (true, "l"):
      for mode in numbers.compactMap({ $0 }) { setMode(mode, on: final == "h") }
    case (false, "H"), (false, "f"):
      cursorY = min(lastRow, max(0, number(0, default: 1) - 1))
      cursorX = min(lastColumn, max(0, number(1, default: 1) - 1))
    case (false, "A"): cursorY = max(0, cursorY - max(1, number(0, default: 1)))
    case (false, "B"): cursorY = min(lastRow, cursorY + max(1, number(0, default: 1)))
    case (false, "C"): cursorX = min(lastColumn, cursorX + max(1, number(0, default: 1)))
    case (false, "D"): cursorX = max(0, min(cursorX, lastColumn) - max(1, number(0, default: 1)))
    case (false, "J"):
      switch number(0, default: 0) {
      case 2, 3: buffer = Buffer(width: buffer.width, height: buffer.height)
      case 0:
        eraseLine(from: cursorX, to: buffer.width)
        buffer.fill(x: 0, y: cursorY + 1, width: buffer.width, height: buffer.height)
      default: break
      }
    case (false, "K"):
      switch number(0, default: 0) {
      case 0: eraseLine(from: cursorX, to: buffer.width)
      case 1: eraseLine(from: 0, to: cursorX + 1)
      default: eraseLine(from: 0, to: buffer.width)
      }
    default: break  // SGR and everything else: no effect on the text
    }
  }

  private mutating func eraseLine(from start: Int, to end: Int) {
    buffer.fill(x: start, y: cursorY, width: end - start, height: 1)
  }

  private mutating func setMode(_ mode: Int, on: Bool) {
    if mode == 1049 {
      if on && savedMain == nil {
        savedMain = buffer
        buffer = Buffer(width: buffer.width, height: buffer.height)
      } else if !on, let main = savedMain {
        buffer = main
        savedMain = nil
      }
    }
    if on { privateModes.insert(mode) } else { privateModes.remove(mode) }
  }
}
