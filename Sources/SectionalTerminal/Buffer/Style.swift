/// How a cell is drawn: colours and attributes.
///
/// ```swift
/// var style = Style(foreground: .ansi(1), attributes: [.bold])
/// style.attributes.insert(.underline)
/// ```
public struct Style: Sendable, Hashable {
  /// Text attributes, combined as a set.
  public struct Attributes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates attributes from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (SGR 1).
    public static let bold = Attributes(rawValue: 1 << 0)
    /// Dim, faint (SGR 2).
    public static let dim = Attributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = Attributes(rawValue: 1 << 2)
    /// Underline (SGR 4).
    public static let underline = Attributes(rawValue: 1 << 3)
    /// Reverse video (SGR 7).
    public static let reverse = Attributes(rawValue: 1 << 4)
  }

  /// The text colour.
  public var foreground: TerminalColor
  /// The background colour.
  public var background: TerminalColor
  /// Bold, dim, italic, underline, reverse.
  public var attributes: Attributes

  /// Creates a style.
  ///
  /// - Parameters:
  ///   - foreground: The text colour.
  ///   - background: The background colour.
  ///   - attributes: Bold, dim, italic, underline, reverse.
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    attributes: Attributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default style: default colours, no attributes.
  public static let plain = Style()
}
