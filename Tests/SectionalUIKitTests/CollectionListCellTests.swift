import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// Button, paragraph and loading rows in a collection view are list cells with a list content
/// configuration, as in a table view; no table cell hosted in a collection cell.
@MainActor
@Suite("A collection view's button, paragraph and loading rows are list cells")
struct CollectionListCellTests {
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

  @Test("A paragraph shows its styled text; a loading row its label and spinner, or its retry")
  func paragraphsAndLoadingRows() throws {
    func content(_ state: LoadingItem.State) -> ListContent {
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "p", ParagraphItem("Foxes are found on every continent but Antarctica."))
          Row(id: "more", LoadingItem(state))
        }
      ])
    }
    let host = try LiaisedCollection(content(.loading(nil)))
    func configuration(_ item: Int) throws -> UIListContentConfiguration {
      let cell = try #require(host.collection.cellForItem(at: path(0, item)))
      #expect(String(describing: type(of: cell)) == "ItemCell")
      return try #require(cell.contentConfiguration as? UIListContentConfiguration)
    }
    #expect(
      try configuration(0).attributedText?.string
        == "Foxes are found on every continent but Antarctica.")
    #expect(try configuration(1).text == "Loading…")
    let loading = try #require(
      host.collection.cellForItem(at: path(0, 1)) as? UICollectionViewListCell)
    #expect(loading.shownAccessories() == ["customView: UIActivityIndicatorView"])
    try host.controller.update(to: content(.failed(message: "The network is offline")))
    #expect(try configuration(1).text == "The network is offline")
    #expect(try configuration(1).secondaryText == "Tap to retry")
    #expect(loading.shownAccessories().isEmpty)
    #expect(host.collection.raisedExceptions == [])
  }
}
