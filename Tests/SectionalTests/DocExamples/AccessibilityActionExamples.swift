import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The example in the doc comment of
/// Sources/Sectional/Controller/ListController+Accessibility.swift.
@MainActor
@Suite struct AccessibilityActionExamples {
  /// Sources/Sectional/Controller/ListController+Accessibility.swift
  @Test func performAction() throws {
    let content = ListContent {
      Section(id: "s") {
        Row(id: "a", TextItem("A")).movable()
        Row(id: "b", TextItem("B")).movable()
      }
    }
    let controller = try ListController(content: content)
    let presenter = RecordingPresenter()
    let id = ListID("a")
    let action = try #require(
      controller.content[RowPath(section: 0, row: 0)]?.accessibilityDescription.actions.last)
    switch controller.performAccessibilityAction(action, ofRow: id) {
    case .confirm(let sheet): presenter.present(sheet)
    case .move(let from, let to): try controller.commitMove(from: from, to: to)
    case .done, .refused: break
    }
    #expect(controller.content.sections[0].rows.map(\.id) == [ListID("b"), ListID("a")])
  }
}
