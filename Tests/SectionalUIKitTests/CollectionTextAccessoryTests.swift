import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A text item draws in a list cell of a collection view whatever its accessory, with the list
/// cell's own accessories: no table cell hosted in a collection cell, the same events as a
/// table's cell, and an accessory change configures the same cell again.
@MainActor
@Suite("A collection view's text items show their accessories as list cell accessories")
struct CollectionTextAccessoryTests {
  func listCell(_ host: LiaisedCollection, _ item: Int) throws -> UICollectionViewListCell {
    let cell = host.collection.cellForItem(at: path(0, item))
    return try #require(cell as? UICollectionViewListCell)
  }

  @Test("Each accessory shows as the list cell's accessory, in the text item's own cell")
  func everyAccessory() throws {
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: "d", TextItem("Disclosure", accessory: .disclosure))
        Row(id: "c", TextItem("Checkmark", accessory: .checkmark))
        Row(id: "i", TextItem("Info", accessory: .detailButton))
        Row(id: "t", TextItem("Wi-Fi", accessory: .toggle(isOn: true)))
        Row(id: "b", TextItem("Inbox", accessory: .badge("12")))
        Row(id: "s", TextItem("Phone", subtitle: "mobile", detail: "+1 555 0100"))
        Row(id: "n", TextItem("Plain"))
      }
    ])
    let host = try LiaisedCollection(content)
    let shown = try (0..<7).map { try listCell(host, $0).shownAccessories() }
    #expect(
      shown == [
        ["disclosureIndicator"], ["checkmark"], ["detail"], ["customView: UISwitch"],
        ["label: 12"], ["label: +1 555 0100"], [],
      ])
    let toggle = try #require(try listCell(host, 3).accessoryCustomView as? UISwitch)
    #expect(toggle.isOn)
    #expect(host.collection.raisedExceptions == [])
  }

  @Test("The switch and the detail button reach their row by id, after it moved too")
  func controlsReachTheirRow() throws {
    let log = EventLog()
    var values: [Bool?] = []
    func content(first: Bool) -> ListContent {
      ListContent(sections: [
        Section(id: "s") {
          if first { Row(id: "new", TextItem("New")) }
          Row(id: "t", TextItem("Wi-Fi", accessory: .toggle(isOn: false)))
            .logged(to: log, [.didSelect])
            .onSelect { context in values.append(context.toggleValue) }
          Row(id: "i", TextItem("Info", accessory: .detailButton))
            .logged(to: log, [.accessoryTapped])
        }
      ])
    }
    let host = try LiaisedCollection(content(first: false))
    let toggle = try #require(try listCell(host, 0).accessoryCustomView as? UISwitch)
    toggle.userToggle()
    try host.collection.tapAccessoryButton(ofItemAt: path(0, 1))
    #expect(log.take() == ["didSelect \"t\"", "accessoryTapped \"i\""])
    #expect(values == [true])
    // A row inserted above moves both: the cells, configured in place, still reach theirs.
    try host.controller.update(to: content(first: true))
    try host.collection.tapAccessoryButton(ofItemAt: path(0, 2))
    #expect(log.take() == ["accessoryTapped \"i\""])
    #expect(throws: SurfaceDriverError.noAccessoryButton(path(0, 0))) {
      try host.collection.tapAccessoryButton(ofItemAt: path(0, 0))
    }
    #expect(host.collection.raisedExceptions == [])
  }

  @Test("An accessory that changes is configured again in the same cell, as on every host")
  func accessoryChangeReconfigures() throws {
    let log = EventLog()
    let events: [RowEvent] = [.configure, .willDisplay, .didEndDisplaying, .reloaded]
    func content(_ accessory: Accessory) -> ListContent {
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "x", TextItem("Wi-Fi", accessory: accessory)).logged(to: log, events)
        }
      ])
    }
    let host = try LiaisedCollection(content(.toggle(isOn: false)))
    let cell = try listCell(host, 0)
    _ = log.take()
    try host.controller.update(to: content(.toggle(isOn: true)))
    #expect(log.take() == ["configure \"x\"", "reloaded \"x\""])
    #expect(try listCell(host, 0) === cell)
    let toggle = try #require(cell.accessoryCustomView as? UISwitch)
    #expect(toggle.isOn)
    try host.controller.update(to: content(.badge("3")))
    #expect(log.take() == ["configure \"x\"", "reloaded \"x\""])
    #expect(cell.shownAccessories() == ["label: 3"])
    #expect(host.collection.reconfiguredIndexPaths == [path(0, 0), path(0, 0)])
    #expect(host.collection.raisedExceptions == [])
  }
}
