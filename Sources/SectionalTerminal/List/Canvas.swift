/// Where a component draws: a buffer of the item's size, with helpers that never write past its
/// edges.
public struct Canvas {
  /// The cells.
  public internal(set) var buffer: Buffer
  /// The width.
  public var width: Int { buffer.width }
  /// The height.
  public var height: Int { buffer.height }
  /// Whether the drawing holds a placeholder for content still being made (a picture being
  /// decoded): the list draws the item again each frame, rather than keeping the drawing,
  /// until it is drawn without one.
  var isProvisional = false

  /// A blank canvas.
  ///
  /// - Parameters:
  ///   - width: Columns.
  ///   - height: Lines.
  ///   - fill: The style of the blank cells.
  public init(width: Int, height: Int, fill: Style = .plain) {
    buffer = Buffer(width: max(0, width), height: max(0, height), fill: .blank(fill))
  }

  /// Writes `text` at (`x`, `y`), clipped to `maxWidth` columns and the canvas.
  ///
  /// - Parameters:
  ///   - text: Any text; control characters are shown visibly.
  ///   - x: The column.
  ///   - y: The line.
  ///   - style: The style.
  ///   - maxWidth: The most columns to use.
  /// - Returns: The column after the text.
  @discardableResult
  public mutating func write(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int? = nil)
    -> Int
  {
    buffer.setString(text, x: x, y: y, style: style, maxWidth: maxWidth)
  }

  mutating func put(_ symbol: String, width: Int, x: Int, y: Int, style: Style) {
    buffer.set(Cell(symbol: symbol, width: width, style: style), x: x, y: y)
  }

  /// Paints every cell of line `y` from `x` for `width` columns with `style`, keeping the text.
  ///
  /// - Parameters:
  ///   - y: The line.
  ///   - x: The first column.
  ///   - width: The columns.
  ///   - style: The style to merge into the cells.
  public mutating func highlight(y: Int, x: Int = 0, width: Int? = nil, style: Style) {
    let end = min(buffer.width, x + (width ?? buffer.width))
    guard y >= 0, y < buffer.height, x < end else { return }
    for column in max(0, x)..<end where !buffer[column, y].isContinuation {
      buffer.mergeStyle(style, x: column, y: y)
    }
  }
}
