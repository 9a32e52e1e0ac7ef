import Foundation
import Sectional
import SectionalTesting
import SectionalUIKit
import Testing
import UIKitSurface

/// `count` photos 100 points tall, ids "r0", "r1", …, loading keys "k0", "k1", ….
@MainActor
private func photoRows(_ count: Int) -> ListContent {
  ListContent(sections: [
    Section(id: "photos") {
      for index in 0..<count {
        Row(
          id: "r\(index)",
          AsyncImageItem(
            .key("k\(index)"), aspectRatio: 3.2, accessibilityLabel: "Photo \(index)",
            placeholder: .named("photo")),
          height: .fixed(100))
      }
    }
  ])
}

/// What a cell's image view shows: `"data KEY"` for a loaded image, `"symbol photo"` for the
/// placeholder, `nil` for nothing.
@MainActor
private func shown(in cell: UIView?) -> String? {
  pictureView(in: cell)?.image?.sourceForTesting
}

@MainActor
@Suite("Asynchronous images in UIKit")
struct AsyncImageCellTests {
  @Test("A cell shows the placeholder, then the image; VoiceOver reads the label as an image")
  func placeholderThenImage() async throws {
    let loader = FakeImageLoader()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    let controller = try ListController(content: photoRows(20))
    let liaison = TableViewLiaison(controller: controller)
    liaison.images = ImagePipeline(loader: loader)
    liaison.liaise(table)
    table.layoutIfNeeded()
    #expect(shown(in: table.cellForRow(at: path(0, 0))) == "symbol photo")
    try await waitUntil("the first photo's load") { loader.pending.contains(.key("k0")) }
    loader.complete(.key("k0"), with: Data("k0".utf8))
    try await waitUntil("the photo to show") {
      shown(in: table.cellForRow(at: path(0, 0))) == "data k0"
    }
    let picture = pictureView(in: table.cellForRow(at: path(0, 0)))
    #expect(picture?.accessibilityLabel == "Photo 0")
    #expect(picture?.isAccessibilityElement == true)
  }

  @Test("A reused cell never shows the image of the row it showed before")
  func reusedCellShowsItsOwnRow() async throws {
    let loader = FakeImageLoader()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    let controller = try ListController(content: photoRows(40))
    let liaison = TableViewLiaison(controller: controller)
    liaison.images = ImagePipeline(loader: loader)
    liaison.liaise(table)
    table.layoutIfNeeded()
    let first = try #require(table.cellForRow(at: path(0, 0)))
    try await waitUntil("the first photo's load") { loader.pending.contains(.key("k0")) }
    table.scroll(toOffsetY: 2_000)
    table.layoutIfNeeded()
    // The first row's cell now shows another row.
    let now = try #require(
      table.indexPathsForVisibleRows?.first { table.cellForRow(at: $0) === first })
    #expect(now.row != 0)
    // The first row left the screen: its load was cancelled, and had it finished, its image
    // would not reach the cell.
    try await waitUntil("k0's load to be cancelled") { loader.cancellations.contains(.key("k0")) }
    #expect(loader.complete(.key("k0"), with: Data("k0".utf8)) == 0)
    #expect(shown(in: first) == "symbol photo")
    try await waitUntil("its own photo's load") { loader.pending.contains(.key("k\(now.row)")) }
    loader.complete(.key("k\(now.row)"), with: Data("k\(now.row)".utf8))
    try await waitUntil("the cell's own photo") { shown(in: first) == "data k\(now.row)" }
  }

  @Test("A row reloaded in place keeps its cached image: no placeholder, no second load")
  func reloadKeepsImage() async throws {
    let loader = FakeImageLoader()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    let controller = try ListController(content: photoRows(3))
    let liaison = TableViewLiaison(controller: controller)
    liaison.images = ImagePipeline(loader: loader)
    liaison.liaise(table)
    table.layoutIfNeeded()
    try await waitUntil("k1's load") { loader.pending.contains(.key("k1")) }
    loader.complete(.key("k1"), with: Data("k1".utf8))
    try await waitUntil("k1 to show") { shown(in: table.cellForRow(at: path(0, 1))) == "data k1" }
    try controller.replaceRow(
      .id("r1"),
      with: Row(
        id: "r1", AsyncImageItem(.key("k1"), aspectRatio: 3.2, accessibilityLabel: "A fox"),
        height: .fixed(100)))
    table.layoutIfNeeded()
    #expect(shown(in: table.cellForRow(at: path(0, 1))) == "data k1")
    #expect(loader.requests.filter { $0 == .key("k1") }.count == 1)
  }

  @Test("A photo grid in a collection view loads its items and shows them")
  func collectionGrid() async throws {
    let loader = FakeImageLoader()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    var content = photoRows(30)
    content.sections[0].layout = .grid(columns: 3)
    let controller = try ListController(content: content)
    let liaison = CollectionViewLiaison(controller: controller)
    liaison.images = ImagePipeline(loader: loader)
    let collection = UICollectionView(
      frame: window.bounds, collectionViewLayout: liaison.makeLayout())
    window.addSubview(collection)
    liaison.liaise(collection)
    collection.layoutIfNeeded()
    try await waitUntil("the first item's load") { loader.pending.contains(.key("k0")) }
    loader.complete(.key("k0"), with: Data("k0".utf8))
    try await waitUntil("the first item's photo") {
      shown(in: collection.cellForItem(at: path(0, 0))) == "data k0"
    }
    #expect(
      shown(in: collection.cellForItem(at: path(0, 1))) == "symbol photo")
  }
}
