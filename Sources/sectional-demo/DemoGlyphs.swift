import SectionalTerminal

extension Glyphs {
  /// The glyphs for the demo's own icon names (the About screen's asset names), registered on
  /// top of the library's built-in SF Symbols glyphs.
  static let demoSymbols: [String: SymbolGlyph] = [
    // Not "</>" in ASCII: after the row marker it would read "></>".
    "github": SymbolGlyph("</>", ascii: "{}"),
    "matrix": SymbolGlyph("[m]", ascii: "[m]"),
    "wikimedia": SymbolGlyph("◎", ascii: "wm"),
    "thirdPartyLicenses": SymbolGlyph("§", ascii: "(c)"),
  ]

  /// The demo's glyph set: ASCII, Unicode or flat for screen readers, with its own symbols
  /// registered.
  ///
  /// - Parameters:
  ///   - ascii: Whether only ASCII is used.
  ///   - flat: Whether lists are drawn flat, for screen readers (ASCII too).
  static func demo(ascii: Bool, flat: Bool = false) -> Glyphs {
    (flat ? Glyphs.flat : ascii ? Glyphs.ascii : Glyphs.unicode).registering(demoSymbols)
  }
}
