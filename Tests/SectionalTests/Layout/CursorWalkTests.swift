import Sectional
import Testing

/// The cursor's walk, written once: steps of `row(from:moving:)` that pass over rows that
/// cannot take the cursor.
@Suite struct CursorWalkTests {
  @Test func theWalkPassesOverRowsThatCannotTakeTheCursor() {
    let content = ListContent(sections: [
      Section(
        id: 0,
        rows: [
          Row(id: "a", TextItem("A"), height: .fixed(10)),
          Row(id: "off", ButtonItem("Off", isEnabled: false), height: .fixed(10)),
          Row(id: "note", TextItem("Note"), height: .fixed(10)).selectable(false),
        ]),
      Section(id: 1, rows: []),
      Section(id: 2, rows: [Row(id: "b", TextItem("B"), height: .fixed(10))]),
    ])
    let layout = ListLayout(content: content, width: 320, viewportHeight: 100)
    let next = layout.cursorRow(from: RowPath(section: 0, row: 0), moving: .down)
    #expect(next == RowPath(section: 2, row: 0))
    // The doc comment's example, verbatim above; ListLayout+CursorWalk.swift.
    #expect(
      layout.cursorRow(from: RowPath(section: 2, row: 0), moving: .up)
        == RowPath(section: 0, row: 0))
    #expect(layout.cursorRow(from: RowPath(section: 2, row: 0), moving: .down) == nil)
    #expect(layout.cursorRow(from: RowPath(section: 0, row: 0), moving: .right) == nil)
  }
}
