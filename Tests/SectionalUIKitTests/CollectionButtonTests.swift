import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A button row in a collection view is a list cell with a list content configuration, as in
/// a table view: its title in the tint colour, red when destructive, grey when disabled; no
/// table cell hosted in a collection cell.
@MainActor
@Suite("A collection view's button rows are list cells")
struct CollectionButtonTests {
  @Test("Each button is a list cell showing its title in its colour, and a tap runs it")
  func buttonsAreListCells() throws {
    var ran: [String] = []
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: "save", ButtonItem("Save")).onSelect { _ in ran.append("save") }
        Row(id: "delete", ButtonItem("Delete", role: .destructive))
        Row(id: "off", ButtonItem("Unavailable", isEnabled: false))
      }
    ])
    let host = try LiaisedCollection(content)
    let shown = try (0..<3).map { item -> (String?, UIColor?) in
      let cell = try #require(host.collection.cellForItem(at: path(0, item)))
      #expect(String(describing: type(of: cell)) == "ItemCell")
      let configuration = try #require(cell.contentConfiguration as? UIListContentConfiguration)
      return (configuration.text, configuration.textProperties.color)
    }
    #expect(shown.map(\.0) == ["Save", "Delete", "Unavailable"])
    #expect(shown.map(\.1) == [.systemBlue, .systemRed, .secondaryLabel])
    try host.collection.tapItem(at: path(0, 0))
    #expect(ran == ["save"])
    #expect(host.collection.raisedExceptions == [])
  }

  @Test("A button that becomes a text item is another kind of cell, as on every host")
  func changingTypeReplacesTheCell() throws {
    let log = EventLog()
    let events: [RowEvent] = [.configure, .willDisplay, .didEndDisplaying]
    func content(_ component: any Component) -> ListContent {
      ListContent(sections: [
        Section(id: "s") { Row(id: "x", component).logged(to: log, events) }
      ])
    }
    let host = try LiaisedCollection(content(ButtonItem("Save")))
    _ = log.take()
    try host.controller.update(to: content(ButtonItem("Save all")))
    #expect(log.take() == ["configure \"x\""])
    try host.controller.update(to: content(TextItem("Saved")))
    #expect(log.take() == ["didEndDisplaying \"x\"", "configure \"x\"", "willDisplay \"x\""])
  }
}
