import SectionalTerminal
import Testing

/// Apps register glyphs for their own symbol names; the library knows only common SF Symbols
/// names.
@Suite struct GlyphsTests {
  @Test func appsRegisterGlyphsWithAnASCIIForm() {
    #expect(Glyphs.unicode.symbol("github") == nil)
    #expect(Glyphs.unicode.symbol("star") == "★")
    #expect(Glyphs.ascii.symbol("star") == "*")
    let symbols = [
      "github": SymbolGlyph("</>", ascii: "</>"), "star": SymbolGlyph("✪", ascii: "(*)"),
    ]
    let unicode = Glyphs.unicode.registering(symbols)
    #expect(unicode.symbol("github") == "</>")
    #expect(unicode.symbol("star") == "✪")  // a registered glyph wins over the built-in one
    #expect(unicode.symbol("nothing") == nil)
    var ascii = Glyphs.ascii.registering(symbols)
    #expect(ascii.symbol("star") == "(*)")
    ascii.register(SymbolGlyph("§", ascii: "S"), for: "licenses")
    #expect(ascii.symbol("licenses") == "S")
    #expect(ascii.isASCII)
    #expect(ascii != Glyphs.ascii)
  }
}
