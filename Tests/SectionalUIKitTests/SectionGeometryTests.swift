import Sectional
import TestSupport
import Testing
import UIKitSurface

@testable import SectionalUIKit

@MainActor
@Suite("The section provider works a section out again only when its rows, width or spacing change")
struct SectionGeometryTests {
  /// An element of the data: the same `id` with another `version` is another item (a reload).
  struct Item: Hashable, Sendable {
    var id: Int
    var version: Int
  }

  /// One section of 50 items of a `ForEach` with `layout`, all `height` tall (computed),
  /// counting the rows made in `made` and the heights read in `reads`; `version` is every
  /// item's.
  func content(
    _ layout: SectionLayout, made: RowCounter, reads: RowCounter, height: Double = 30,
    version: Int = 0
  ) -> ListContent {
    ListContent(sections: [
      Section(id: "s") {
        ForEach((0..<50).map { Item(id: $0, version: version) }, id: \.id) { item in
          made.increment()
          return Row(id: item.id, TextItem("\(item.id).\(item.version)"))
        }
        .height(
          .computed { _ in
            reads.increment()
            return height
          })
      }
      .layout(layout)
    ])
  }

  @Test(
    "A second call for an unchanged section makes no row and reads no height",
    arguments: [SectionLayout.grid(columns: 3), .grid(minimumItemWidth: 90), .carousel(), .flow])
  func unchangedSection(_ layout: SectionLayout) throws {
    let made = RowCounter()
    let reads = RowCounter()
    let host = try LiaisedCollection(content(layout, made: made, reads: reads))
    // A width the provider was not asked at yet: the section is worked out again.
    let environment = TestEnvironment(width: 300)
    reads.reset()
    _ = try #require(host.liaison.layoutSection(at: 0, environment: environment))
    #expect(reads.count >= 50)
    made.reset()
    reads.reset()
    _ = try #require(host.liaison.layoutSection(at: 0, environment: environment))
    #expect(made.count == 0)
    #expect(reads.count == 0)
  }

  @Test("New rows are laid out at their new heights")
  func changedRows() throws {
    let made = RowCounter()
    let reads = RowCounter()
    let host = try LiaisedCollection(content(.grid(columns: 3), made: made, reads: reads))
    #expect(try #require(host.collection.frameOfItemForTesting(at: path(0, 3))).minY == 30)
    try host.controller.update(
      to: content(.grid(columns: 3), made: made, reads: reads, height: 50, version: 1))
    #expect(try #require(host.collection.frameOfItemForTesting(at: path(0, 3))).minY == 50)
    #expect(host.collection.raisedExceptions == [])
  }
}
