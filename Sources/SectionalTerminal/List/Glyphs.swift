/// The characters the list draws with: Unicode box drawing and symbols, or plain ASCII for
/// terminals and locales that cannot show them (`--ascii`, or a non-UTF-8 locale).
public struct Glyphs: Sendable, Equatable {
  /// Whether only ASCII is used.
  public var isASCII: Bool

  /// Unicode glyphs.
  public static let unicode = Glyphs(isASCII: false)
  /// ASCII glyphs.
  public static let ascii = Glyphs(isASCII: true)

  /// The glyph for an icon's symbol name (SF Symbols names and the article 000 asset names), or
  /// `nil` when the name is unknown.
  ///
  /// - Parameter name: A symbol name such as `"star"` or `"square.and.arrow.up"`.
  public func symbol(_ name: String) -> String? {
    guard let pair = Glyphs.symbols[name] else { return nil }
    return isASCII ? pair.ascii : pair.unicode
  }

  static let symbols: [String: (unicode: String, ascii: String)] = [
    "github": ("</>", "</>"), "matrix": ("[m]", "[m]"), "wikimedia": ("◎", "wm"),
    "square.and.arrow.up": ("⇪", "^"), "star": ("★", "*"), "ant": ("🐜", "bug"),
    "envelope": ("✉", "@"), "lock.shield": ("⛨", "#"), "thirdPartyLicenses": ("§", "(c)"),
    "keyboard": ("⌨", "kb"), "face.smiling": ("☺", ":)"), "plus": ("+", "+"),
    "heart": ("♡", "<3"), "heart.fill": ("♥", "<3"), "bubble.right": ("💬", "..."),
    "paperplane": ("➤", ">"), "bookmark": ("⚐", "[ ]"), "bookmark.fill": ("⚑", "[x]"),
    "arrow.down": ("↓", "v"), "arrow.up": ("↑", "^"), "bed.double": ("☾", "zz"),
    "figure.run": ("🏃", "run"), "figure.walk": ("🚶", "walk"), "figure.cycle": ("🚲", "bike"),
    "gearshape": ("⚙", "*"), "person.crop.circle": ("◉", "o"),
  ]

  var chevron: String { isASCII ? ">" : "›" }
  var checkmark: String { isASCII ? "x" : "✓" }
  var info: String { isASCII ? "(i)" : "ⓘ" }
  var ellipsisSpinner: [String] {
    isASCII ? ["|", "/", "-", "\\"] : ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  }
  var warning: String { isASCII ? "!" : "⚠" }
  var selectionMarker: String { isASCII ? ">" : "▌" }
  func toggle(_ isOn: Bool) -> String {
    isASCII ? (isOn ? "[on ]" : "[off]") : (isOn ? "━●" : "○━")
  }

  // Card borders.
  var topLeft: String { isASCII ? "+" : "╭" }
  var topRight: String { isASCII ? "+" : "╮" }
  var bottomLeft: String { isASCII ? "+" : "╰" }
  var bottomRight: String { isASCII ? "+" : "╯" }
  var horizontal: String { isASCII ? "-" : "─" }
  var vertical: String { isASCII ? "|" : "│" }
  var scrollTrack: String { isASCII ? "|" : "│" }
  var scrollThumb: String { isASCII ? "#" : "┃" }
}
