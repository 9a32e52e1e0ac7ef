import Foundation
import SectionalTesting
import Testing

@testable import Sectional

/// An image row is followed on screen by its list's image pipeline, not by handlers of its
/// own: it counts as handling the display events, so the display tracker (which sends none
/// that nobody handles) sends them to it.
@MainActor
@Suite struct FollowsDisplayTests {
  static func photo(_ index: Int) -> Row {
    Row(
      id: index,
      AsyncImageItem(.key("p\(index)"), aspectRatio: 1, accessibilityLabel: "Photo \(index)"),
      height: .fixed(10))
  }

  @Test func anImageRowHandlesTheDisplayEventsAndNoOther() {
    let row = Self.photo(0)
    for event in Row.displayEvents { #expect(row.handles(event), "\(event)") }
    #expect(!row.handles(.removed))
    #expect(!row.handles(.userDeleted))
    #expect(row.handlers[.prefetch].isEmpty)
    #expect(!Row(id: 1, TextItem("text")).handles(.prefetch))
  }

  @Test func theTrackerSendsPrefetchToImageRowsAndNotToOthers() throws {
    var seen: [String] = []
    let controller = try ListController {
      Section(id: "photos") {
        for index in 0..<10 { Self.photo(index) }
        for index in 10..<20 { Row(id: index, TextItem("\(index)"), height: .fixed(10)) }
      }
    }
    let observation = controller.observeRowDisplay { event, row in
      if event == .prefetch { seen.append("\(row.id)") }
    }
    defer { observation.cancel() }
    // Rows 0–4 on screen, 5–9 (photos) ahead; then 10–14 on screen, 15–19 (text) ahead.
    let table = HeadlessTableView(controller: controller, viewportHeight: 50)
    #expect(seen == (5..<10).map { "\($0)" })
    seen = []
    table.scroll(toOffset: 100)
    #expect(seen.isEmpty)
  }
}

/// A flow section lays pictures out at their natural width, whether they are at hand or loaded.
@Suite struct ImageItemWidthTests {
  @Test func aPictureIsAsWideAsItsAspectRatioSays() {
    let local = Row(id: 0, ImageItem(source: .named("star"), aspectRatio: 2, altText: "Star"))
    let remote = Row(
      id: 1, AsyncImageItem(.key("p"), aspectRatio: 2, accessibilityLabel: "Photo"))
    #expect(ListLayout.estimatedItemWidth(of: local, maxWidth: 320) == 88)
    #expect(ListLayout.estimatedItemWidth(of: remote, maxWidth: 320) == 88)
    #expect(ListLayout.estimatedItemWidth(of: remote, maxWidth: 50) == 50)
  }
}
