import Foundation

/// One column of a ``Buffer``: a grapheme cluster, its display width and its style.
///
/// A wide cluster (width 2) lives in its first column; the column after it holds a
/// *continuation* cell (width 0, empty symbol) that the terminal covers with the wide glyph.
///
/// ```swift
/// let cell = Cell("漢", style: Style(attributes: [.bold]))  // width 2
/// ```
public struct Cell: Sendable, Hashable {
  /// The symbol's UTF-8 bytes, packed so that a cell holds no reference and copies as plain
  /// memory (frames copy cells by the ten thousand): up to 15 bytes inline, the length in the
  /// top byte; longer clusters (family emoji) are interned and stored by index.
  private var packed: PackedSymbol
  /// The width (low seven bits) and whether terminals may disagree on it (the top bit).
  private var widthBits: UInt8

  /// The columns the symbol occupies: 1 or 2; 0 for a continuation cell.
  public var width: Int { Int(widthBits & 0x7F) }

  /// Whether terminals may draw the symbol narrower or wider than ``width``
  /// (``DisplayWidth/isUncertain(_:)``): a frame writer repositions the cursor after it.
  public var isWidthUncertain: Bool { widthBits & 0x80 != 0 }

  /// The grapheme cluster shown, `" "` for a blank cell, `""` for a continuation.
  public var symbol: String { packed.string }
  /// How the cell is drawn.
  public var style: Style

  /// A cell showing `character` in `style`; controls are replaced by their visible picture.
  ///
  /// - Parameters:
  ///   - character: One grapheme cluster.
  ///   - style: How to draw it.
  public init(_ character: Character, style: Style = .plain) {
    var visible = VisibleText.make(String(character))
    if visible.count != 1 { visible = String(visible.prefix(1)) }
    self.init(symbol: visible, width: DisplayWidth.of(visible), style: style)
  }

  init(symbol: String, width: Int, style: Style) {
    self.packed = PackedSymbol(symbol)
    let uncertain =
      symbol.utf8.count > 1 && DisplayWidth.isUncertain(scalars: symbol.unicodeScalars)
    self.widthBits = UInt8(clamping: min(0x7F, max(0, width))) | (uncertain ? 0x80 : 0)
    self.style = style
  }

  /// A space in the plain style.
  public static let blank = Cell(symbol: " ", width: 1, style: .plain)

  /// A space in `style`.
  ///
  /// - Parameter style: The style, whose background shows.
  public static func blank(_ style: Style) -> Cell { Cell(symbol: " ", width: 1, style: style) }

  /// The second column of a wide cell.
  static func continuation(_ style: Style) -> Cell { Cell(symbol: "", width: 0, style: style) }

  /// Whether this is the second column of a wide cell.
  public var isContinuation: Bool { width == 0 }

  /// Whether `other` shows the same symbol, whatever the styles; cheaper than comparing
  /// ``symbol``s (no string is built).
  func hasSameSymbol(as other: Cell) -> Bool { packed == other.packed }

  /// Appends the symbol's UTF-8 bytes to `output` without building a string (frame writers
  /// write cells by the thousand).
  func appendSymbol(to output: inout [UInt8]) { packed.append(to: &output) }

  /// Whether the symbol is one ASCII character (one column, no width question).
  var isASCII: Bool { packed.high == 1 << 56 && packed.low < 0x80 }
}

/// A short string stored in two words, or an index into ``SymbolTable`` for a longer one.
struct PackedSymbol: Sendable, Hashable {
  var low: UInt64
  var high: UInt64

  /// The length byte (top byte of `high`) of an interned symbol.
  static let internedTag: UInt64 = 0xFF

  init(_ string: String) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0
    for byte in string.utf8 {
      guard count < 15 else { break }
      if count < 8 {
        low |= UInt64(byte) << (UInt64(count) * 8)
      } else {
        high |= UInt64(byte) << (UInt64(count - 8) * 8)
      }
      count += 1
    }
    if string.utf8.count > 15 {
      self.low = SymbolTable.shared.index(of: string)
      self.high = Self.internedTag << 56
    } else {
      self.low = low
      self.high = high | (UInt64(count) << 56)
    }
  }

  /// Appends the symbol's UTF-8 bytes.
  func append(to output: inout [UInt8]) {
    let count = Int(high >> 56)
    if UInt64(count) == Self.internedTag {
      output.append(contentsOf: SymbolTable.shared.string(at: low).utf8)
      return
    }
    for index in 0..<count {
      let word = index < 8 ? low : high
      output.append(UInt8(truncatingIfNeeded: word >> (UInt64(index % 8) * 8)))
    }
  }

  var string: String {
    let count = Int(high >> 56)
    if UInt64(count) == Self.internedTag { return SymbolTable.shared.string(at: low) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    append(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Grapheme clusters longer than 15 UTF-8 bytes, each stored once; a cell refers to one by
/// index, so equal clusters have equal cells.
final class SymbolTable: @unchecked Sendable {
  static let shared = SymbolTable()

  // Guarded by `lock`: buffers are built on any thread.
  private let lock = NSLock()
  private var strings: [String] = []
  private var indexes: [String: UInt64] = [:]

  func index(of string: String) -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    if let index = indexes[string] { return index }
    let index = UInt64(strings.count)
    strings.append(string)
    indexes[string] = index
    return index
  }

  func string(at index: UInt64) -> String {
    lock.lock()
    defer { lock.unlock() }
    return index < UInt64(strings.count) ? strings[Int(index)] : ""
  }
}
