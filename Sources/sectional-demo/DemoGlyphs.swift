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

  /// The demo's glyph set: ASCII or Unicode, with its own symbols registered.
  ///
  /// - Parameter ascii: Whether only ASCII is used.
  static func demo(ascii: Bool) -> Glyphs {
    (ascii ? Glyphs.ascii : Glyphs.unicode).registering(demoSymbols)
  }
}
