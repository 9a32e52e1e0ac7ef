import Sectional

/// The styles the list draws with.
public struct Theme: Sendable, Equatable {
  /// Ordinary text.
  public var text = Style.plain
  /// Secondary text: subtitles, details, footers.
  public var secondary = Style(attributes: .dim)
  /// Section headers.
  public var header = Style(attributes: [.bold, .dim])
  /// The selected row.
  public var selected = Style(attributes: .reverse)
  /// Destructive rows.
  public var destructive = Style(foreground: .ansi(1))
  /// Card borders.
  public var border = Style(attributes: .dim)
  /// Accents: badges, "on" toggles and buttons.
  public var accent = Style(foreground: .ansi(4), attributes: .bold)
  /// Text that matches the find query (underlined, so it shows without colour too).
  public var match = Style(foreground: .ansi(3), attributes: [.bold, .underline])

  /// The default theme.
  public static let standard = Theme()

  /// The terminal style for a paragraph run's style.
  ///
  /// - Parameter style: A core text style.
  public func style(for style: TextStyle) -> Style {
    var attributes: Style.Attributes = []
    if style.isBold { attributes.insert(.bold) }
    if style.isDim { attributes.insert(.dim) }
    if style.isItalic { attributes.insert(.italic) }
    return Style(foreground: style.color.map(Theme.color) ?? .default, attributes: attributes)
  }

  static func color(_ color: TextStyle.Color) -> TerminalColor {
    switch color {
    case .red: .ansi(1)
    case .green: .ansi(2)
    case .yellow: .ansi(3)
    case .blue: .ansi(4)
    case .magenta: .ansi(5)
    case .cyan: .ansi(6)
    case .gray: .ansi(8)
    case .rgb(let red, let green, let blue): .rgb(red, green, blue)
    }
  }
}
