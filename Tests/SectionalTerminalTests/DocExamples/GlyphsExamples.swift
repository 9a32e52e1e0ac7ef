import Sectional
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/List/Glyphs.swift.
@MainActor
@Suite struct GlyphsExamples {
  final class Home: Screen {
    let title = "About"
    var content: ListContent {
      Section(id: "about") { Row(id: "licenses", TextItem("Licenses", icon: "licenses")) }
    }
  }

  /// Glyphs.swift
  @Test func glyphsForTheAppsSymbols() {
    let home = Home()
    let glyphs = Glyphs.unicode.registering([
      "github": SymbolGlyph("</>", ascii: "</>"),
      "licenses": SymbolGlyph("§", ascii: "S"),
    ])
    let options = TerminalApp.Options(glyphs: glyphs)
    let app = TerminalApp(root: home, width: 80, height: 24, options: options)
    let text = app.render().plainText()
    #expect(text.contains("§") && text.contains("Licenses"))
  }
}
