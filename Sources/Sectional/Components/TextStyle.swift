/// How a run of text in a ``ParagraphItem`` is drawn.
public struct TextStyle: Equatable, Sendable {
  /// Bold weight.
  public var isBold: Bool
  /// Dimmed (secondary) text.
  public var isDim: Bool
  /// Italic text, where the renderer supports it.
  public var isItalic: Bool
  /// A foreground colour; `nil` uses the renderer's default.
  public var color: Color?

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - bold: Bold weight.
  ///   - dim: Dimmed text.
  ///   - italic: Italic text.
  ///   - color: A foreground colour.
  public init(bold: Bool = false, dim: Bool = false, italic: Bool = false, color: Color? = nil) {
    self.isBold = bold
    self.isDim = dim
    self.isItalic = italic
    self.color = color
  }

  /// Plain text.
  public static let plain = TextStyle()
  /// Bold text.
  public static let bold = TextStyle(bold: true)
  /// Dimmed text.
  public static let dim = TextStyle(dim: true)

  /// A named colour that every renderer can show.
  public enum Color: Equatable, Sendable {
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// Grey.
    case gray
    /// An exact colour, shown as truecolor where supported and approximated elsewhere.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
  }
}
