import Sectional
import SectionalTerminal
import Testing

/// The example in the doc comment of Sources/SectionalTerminal/List/ComponentRenderer.swift.
@MainActor
@Suite struct ComponentRendererExamples {
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
}
