import Sectional
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Components/ParagraphItem.swift.
@Suite struct ParagraphItemExamples {
  /// Sources/Sectional/Components/ParagraphItem.swift
  @Test func paragraphItem() {
    let values = collect {
      ParagraphItem(runs: [
        TextRun("harbourlight", style: .bold),
        TextRun(" Trying out the new lens"),
      ])
      ParagraphItem("A long description that wraps.")
    }
    let paragraphs = values.compactMap { $0 as? ParagraphItem }
    #expect(
      paragraphs.map { $0.runs.map(\.text).joined() } == [
        "harbourlight Trying out the new lens", "A long description that wraps.",
      ])
  }
}
