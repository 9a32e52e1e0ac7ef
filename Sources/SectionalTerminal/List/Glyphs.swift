/// A glyph for an icon's symbol name: what the terminal draws in Unicode, and its ASCII form for
/// terminals and locales that cannot show it.
public struct SymbolGlyph: Sendable, Equatable {
  /// The Unicode form, such as `"★"`.
  public var unicode: String
  /// The ASCII form, such as `"*"`.
  public var ascii: String

  /// Creates a glyph.
  ///
  /// - Parameters:
  ///   - unicode: The Unicode form.
  ///   - ascii: The ASCII form; keep it as wide as it needs to be readable (`"<3"` for a heart).
  public init(_ unicode: String, ascii: String) {
    self.unicode = unicode
    self.ascii = ascii
  }
}

/// The characters the list draws with: Unicode box drawing and symbols, or plain ASCII for
/// terminals and locales that cannot show them (`--ascii`, or a non-UTF-8 locale).
///
/// Icons are symbol names (a `TextItem`'s `icon`, an action bar's symbols). Common SF Symbols
/// names have glyphs built in; an app registers glyphs for its own names, each with an ASCII
/// form:
///
/// ```swift
/// let glyphs = Glyphs.unicode.registering([
///   "github": SymbolGlyph("</>", ascii: "</>"),
///   "licenses": SymbolGlyph("§", ascii: "S"),
/// ])
/// let options = TerminalApp.Options(glyphs: glyphs)
/// let app = TerminalApp(root: home, width: 80, height: 24, options: options)
/// ```
public struct Glyphs: Sendable, Equatable {
  /// Whether only ASCII is used (always, when ``isFlat``).
  public var isASCII: Bool
  /// Whether lists are drawn flat, for screen-reader users: ASCII only, no borders, frames or
  /// scroll bar, and states in words ("on", "checked", "collapsed") instead of glyphs. Setting
  /// it sets ``isASCII`` too.
  public var isFlat: Bool {
    didSet { if isFlat { isASCII = true } }
  }
  /// The glyphs the app registered, by symbol name; they take precedence over the built-in ones.
  public var registered: [String: SymbolGlyph]

  /// Unicode glyphs.
  public static let unicode = Glyphs(isASCII: false)
  /// ASCII glyphs.
  public static let ascii = Glyphs(isASCII: true)
  /// Flat drawing for screen readers (see ``isFlat``).
  public static let flat = Glyphs(isASCII: true, isFlat: true)

  /// Creates a glyph set.
  ///
  /// - Parameters:
  ///   - isASCII: Whether only ASCII is used.
  ///   - isFlat: Whether lists are drawn flat, for screen readers (ASCII only then); not by
  ///     default.
  ///   - registered: Glyphs for the app's own symbol names; none by default.
  public init(isASCII: Bool, isFlat: Bool = false, registered: [String: SymbolGlyph] = [:]) {
    self.isASCII = isASCII || isFlat
    self.isFlat = isFlat
    self.registered = registered
  }

  /// Registers `glyph` for the symbol name `name`, replacing any glyph it had (built in or not).
  ///
  /// - Parameters:
  ///   - glyph: The Unicode glyph and its ASCII form.
  ///   - name: The symbol name the app's components use.
  public mutating func register(_ glyph: SymbolGlyph, for name: String) {
    registered[name] = glyph
  }

  /// This set with `glyphs` registered too (see ``register(_:for:)``).
  ///
  /// - Parameter glyphs: Glyphs by symbol name.
  /// - Returns: The glyph set.
  public func registering(_ glyphs: [String: SymbolGlyph]) -> Glyphs {
    var copy = self
    copy.registered.merge(glyphs) { _, new in new }
    return copy
  }

  /// The glyph for an icon's symbol name — one the app registered, else a built-in one for
  /// common SF Symbols names — or `nil` when the name is unknown.
  ///
  /// - Parameter name: A symbol name such as `"star"` or `"square.and.arrow.up"`.
  public func symbol(_ name: String) -> String? {
    guard let glyph = registered[name] ?? Glyphs.builtIn[name] else { return nil }
    return isASCII ? glyph.ascii : glyph.unicode
  }

  /// Glyphs for common SF Symbols names.
  static let builtIn: [String: SymbolGlyph] = [
    "square.and.arrow.up": SymbolGlyph("⇪", ascii: "^"), "star": SymbolGlyph("★", ascii: "*"),
    "ant": SymbolGlyph("🐜", ascii: "bug"), "envelope": SymbolGlyph("✉", ascii: "@"),
    "lock.shield": SymbolGlyph("⛨", ascii: "#"), "keyboard": SymbolGlyph("⌨", ascii: "kb"),
    "face.smiling": SymbolGlyph("☺", ascii: ":)"), "plus": SymbolGlyph("+", ascii: "+"),
    "heart": SymbolGlyph("♡", ascii: "<3"), "heart.fill": SymbolGlyph("♥", ascii: "<3"),
    "bubble.right": SymbolGlyph("💬", ascii: "..."), "paperplane": SymbolGlyph("➤", ascii: "^"),
    "bookmark": SymbolGlyph("⚐", ascii: "[ ]"), "bookmark.fill": SymbolGlyph("⚑", ascii: "[x]"),
    "arrow.down": SymbolGlyph("↓", ascii: "v"), "arrow.up": SymbolGlyph("↑", ascii: "^"),
    "bed.double": SymbolGlyph("☾", ascii: "zz"), "figure.run": SymbolGlyph("🏃", ascii: "run"),
    "figure.walk": SymbolGlyph("🚶", ascii: "walk"),
    "figure.cycle": SymbolGlyph("🚲", ascii: "bk"), "gearshape": SymbolGlyph("⚙", ascii: "*"),
    "person.crop.circle": SymbolGlyph("◉", ascii: "o"),
  ]

  var chevron: String { isASCII ? ">" : "›" }
  var checkmark: String { isFlat ? StateWords.checked : isASCII ? "x" : "✓" }
  var info: String { isFlat ? StateWords.info : isASCII ? "(i)" : "ⓘ" }
  /// How cut text ends: `…`, or three dots in ASCII (one `.` would read as a full stop).
  var ellipsis: Ellipsis { isASCII ? .ascii : .unicode }

  var ellipsisSpinner: [String] {
    isASCII ? ["|", "/", "-", "\\"] : ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  }
  var warning: String { isASCII ? "!" : "⚠" }
  var selectionMarker: String { isASCII ? ">" : "▌" }
  /// The mark of a row a person selected for an action on several (a `MultipleSelectionScreen`
  /// that is selecting), in the row's left margin: shown without colour too.
  var selectedRowMarker: String { isASCII ? "*" : "✓" }
  func toggle(_ isOn: Bool) -> String {
    if isFlat { return isOn ? StateWords.on : StateWords.off }
    return isASCII ? (isOn ? "[on ]" : "[off]") : (isOn ? "━●" : "○━")
  }

  // Card borders: blank when flat, so that frames keep their room and draw nothing.
  var topLeft: String { isFlat ? " " : isASCII ? "+" : "╭" }
  var topRight: String { isFlat ? " " : isASCII ? "+" : "╮" }
  var bottomLeft: String { isFlat ? " " : isASCII ? "+" : "╰" }
  var bottomRight: String { isFlat ? " " : isASCII ? "+" : "╯" }
  var horizontal: String { isFlat ? " " : isASCII ? "-" : "─" }
  var vertical: String { isFlat ? " " : isASCII ? "|" : "│" }
  var scrollTrack: String { isASCII ? "|" : "│" }
  var scrollThumb: String { isASCII ? "#" : "┃" }
}
