import Sectional
import Testing

/// The example in the doc comment of Sources/Sectional/Layout/RowHeight.swift.
@MainActor
@Suite struct RowHeightExamples {
  /// RowHeight.swift
  @Test func computedAndAutomaticHeights() {
    let image = ImageItem(source: .named("photo"), aspectRatio: 4.0 / 3.0, altText: "A photo")
    let text = "A short biography."
    let content = ListContent {
      Section(id: "profile") {
        Row(id: "photo", image).height(.computed { width in width * 3 / 4 })
        Row(id: "bio", ParagraphItem(text)).height(.automatic(estimate: 120))
      }
    }
    let rows = content.sections[0].rows
    #expect(rows[0].height.resolved(forWidth: 400) == 300)
    #expect(rows[1].height.resolved(forWidth: 400) == nil)  // measured by the renderer
  }
}
