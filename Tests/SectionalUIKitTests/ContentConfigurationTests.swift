import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A component of the app's own, drawn by a content configuration instead of a cell class: in a
/// table view and in a collection view, configured again in place when it changes, and given
/// another cell when the row's component changes type.
@MainActor
@Suite("Components registered with a content configuration")
struct ContentConfigurationTests {
  struct RatingItem: Component {
    var title: String
    var stars: Int
  }

  struct Caption: Component {
    var text: String
  }

  let log = EventLog()

  func content(_ component: any Component) -> ListContent {
    let events: [RowEvent] = [.configure, .willDisplay, .didEndDisplaying]
    return ListContent(sections: [
      Section(id: "s") {
        Row(id: "r", component, height: .fixed(44)).logged(to: log, events)
      }
    ])
  }

  func shown(_ cell: UIView?) -> [String?] {
    let configuration =
      (cell as? UITableViewCell)?.contentConfiguration
      ?? (cell as? UICollectionViewCell)?.contentConfiguration
    let list = configuration as? UIListContentConfiguration
    return [list?.text, list?.secondaryText]
  }

  func registerBoth(_ table: TableViewLiaison, _ collectionLiaison: CollectionViewLiaison) {
    let liaison = table
    liaison.register(RatingItem.self) { item, _ in
      var content = UIListContentConfiguration.valueCell()
      content.text = item.title
      content.secondaryText = String(repeating: "★", count: item.stars)
      return content
    }
    collectionLiaison.register(RatingItem.self) { item, _ in
      var content = UIListContentConfiguration.valueCell()
      content.text = item.title
      content.secondaryText = String(repeating: "★", count: item.stars)
      return content
    }
    liaison.register(Caption.self) { item, _ in
      var content = UIListContentConfiguration.cell()
      content.text = item.text
      return content
    }
    collectionLiaison.register(Caption.self) { item, _ in
      var content = UIListContentConfiguration.cell()
      content.text = item.text
      return content
    }
  }

  @Test("A table view draws the component with its configuration and reconfigures it in place")
  func table() throws {
    let controller = try ListController(content: content(RatingItem(title: "Coffee", stars: 3)))
    let liaison = TableViewLiaison(controller: controller)
    registerBoth(liaison, CollectionViewLiaison(controller: controller))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    liaison.liaise(table)
    table.layoutIfNeeded()
    let cell = table.cellForRow(at: path(0, 0))
    #expect(shown(cell) == ["Coffee", "★★★"])
    _ = log.take()

    try controller.update(to: content(RatingItem(title: "Coffee", stars: 5)))
    #expect(table.cellForRow(at: path(0, 0)) === cell)
    #expect(shown(cell) == ["Coffee", "★★★★★"])
    #expect(log.take() == ["configure \"r\""])

    // Another component type is another kind of cell: the row's display ends and starts.
    try controller.update(to: content(Caption(text: "Decaf")))
    #expect(shown(table.cellForRow(at: path(0, 0))) == ["Decaf", nil])
    #expect(log.take() == ["didEndDisplaying \"r\"", "configure \"r\"", "willDisplay \"r\""])
    #expect(table.raisedExceptions == [])
  }

  @Test("A collection view draws it in a list cell, as tall as the row, reconfigured in place")
  func collection() throws {
    let controller = try ListController(content: content(RatingItem(title: "Tea", stars: 2)))
    let collectionLiaison = CollectionViewLiaison(controller: controller)
    registerBoth(TableViewLiaison(controller: controller), collectionLiaison)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let collection = UICollectionView(
      frame: window.bounds, collectionViewLayout: collectionLiaison.makeLayout())
    window.addSubview(collection)
    collectionLiaison.liaise(collection)
    collection.layoutIfNeeded()
    let cell = try #require(collection.cellForItem(at: path(0, 0)))
    #expect(cell is UICollectionViewListCell)
    #expect(shown(cell) == ["Tea", "★★"])
    _ = log.take()

    try controller.update(to: content(RatingItem(title: "Tea", stars: 4)))
    #expect(collection.cellForItem(at: path(0, 0)) === cell)
    #expect(shown(cell) == ["Tea", "★★★★"])
    #expect(log.take() == ["configure \"r\""])

    try controller.update(to: content(Caption(text: "Milk")))
    #expect(shown(collection.cellForItem(at: path(0, 0))) == ["Milk", nil])
    #expect(log.take() == ["didEndDisplaying \"r\"", "configure \"r\"", "willDisplay \"r\""])
    #expect(collection.raisedExceptions == [])
  }
}
