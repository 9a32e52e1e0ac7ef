/// One column of a ``Buffer``: a grapheme cluster, its display width and its style.
///
/// A wide cluster (width 2) lives in its first column; the column after it holds a
/// *continuation* cell (width 0, empty symbol) that the terminal covers with the wide glyph.
///
/// ```swift
/// let cell = Cell("漢", style: Style(attributes: [.bold]))  // width 2
/// ```
public struct Cell: Sendable, Hashable {
  /// The grapheme cluster shown, `" "` for a blank cell, `""` for a continuation.
  public private(set) var symbol: String
  /// The columns the symbol occupies: 1 or 2; 0 for a continuation cell.
  public private(set) var width: Int
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
    self.symbol = visible
    self.width = DisplayWidth.of(visible)
    self.style = style
  }

  init(symbol: String, width: Int, style: Style) {
    self.symbol = symbol
    self.width = width
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
}
