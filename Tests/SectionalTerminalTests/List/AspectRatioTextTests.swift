import Sectional
import Testing

@testable import SectionalTerminal

/// A picture's placeholder names its shape as people write ratios: `1.25:1`, `1000:1`.
@MainActor
@Suite struct AspectRatioTextTests {
  @Test(
    arguments: [
      (1.25, "1.25"), (1000.0, "1000"), (1.0, "1"), (0.8, "0.8"), (1.5, "1.5"), (4.0 / 3, "1.33"),
      (0.1, "0.1"),
    ] as [(Double, String)])
  func ratiosAreWrittenReadably(ratio: Double, text: String) {
    #expect(AspectRatioText.of(ratio) == text)
  }

  @Test func thePlaceholderShowsTheRatio() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(id: "photo", ImageItem(source: .named("p.png"), aspectRatio: 1.25, altText: "Photo"))
      }
    }
    let list = ListView(controller: try ListController(content: content), width: 30, height: 14)
    #expect(grid(list).contains("[image 1.25:1]"), "\(grid(list))")
  }
}
