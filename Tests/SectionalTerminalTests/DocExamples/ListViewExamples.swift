import Sectional
import SectionalTerminal
import Testing

/// The examples in the doc comments of Sources/SectionalTerminal/List/ListView.swift,
/// FindState.swift, ReorderState.swift, ComponentRenderer.swift and Glyphs.swift.
@MainActor
@Suite struct ListViewExamples {
  static func controller() throws -> ListController {
    try ListController {
      Section(id: "s") {
        Row(id: "a", TextItem("Apples")).movable()
        Row(id: "b", TextItem("Bananas")).movable()
      }
    }
  }

  /// ListView.swift
  @Test func aListInAnyTerminal() throws {
    let controller = try Self.controller()
    let list = ListView(controller: controller, width: 80, height: 24)
    list.handle(.key(KeyEvent(.down)))
    var buffer = Buffer(width: 80, height: 24)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(buffer.line(0).contains("Apples"))
    #expect(buffer.line(1).contains("Bananas"))
    #expect(list.selectedID == ListID("b"))  // the cursor moved down
  }

  /// FindState.swift
  @Test func findHints() throws {
    let list = ListView(controller: try Self.controller(), width: 40, height: 5)
    let glyphs = Glyphs.unicode
    var shown: [[String]] = []
    for key in [nil, KeyEvent(.character("/"))] {
      if let key { list.handle(.key(key)) }
      var hints: [String] = []
      if let find = list.find {
        hints = find.keyHints(ascii: glyphs.isASCII)
      } else {
        hints.append("/ find")
      }
      shown.append(hints)
    }
    #expect(shown[0] == ["/ find"])
    #expect(shown[1] == list.find?.keyHints(ascii: false))
    #expect(shown[1] != ["/ find"])
  }

  /// ReorderState.swift
  @Test func reorderHints() throws {
    let list = ListView(controller: try Self.controller(), width: 40, height: 5)
    let glyphs = Glyphs.ascii
    list.handle(.key(KeyEvent(.character("m"))))
    var hints: [String] = []
    if let reorder = list.reorder {
      hints = reorder.keyHints(ascii: glyphs.isASCII)
    }
    #expect(!hints.isEmpty)
    #expect(hints == list.reorder?.keyHints(ascii: true))
  }

  struct RatingItem: Component {
    var stars: Int
  }

  /// ComponentRenderer.swift
  @Test func aRendererForTheAppsOwnComponent() throws {
    var renderers = ComponentRenderers.standard
    renderers.register(
      RatingItem.self,
      lines: { _, _, _ in 1 },
      draw: { item, canvas, _ in
        canvas.write(String(repeating: "★", count: item.stars), x: 1, y: 0, style: .plain)
      })
    let controller = try ListController { Section(id: "s") { Row(id: "r", RatingItem(stars: 3)) } }
    let list = ListView(controller: controller, width: 20, height: 2, renderers: renderers)
    var buffer = Buffer(width: 20, height: 2)
    list.draw(into: &buffer, x: 0, y: 0)
    #expect(buffer.line(0).contains("★★★"))
  }

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
