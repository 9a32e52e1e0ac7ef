import Sectional
import Testing
import UIKitSurface

@testable import SectionalUIKit

/// The layout environment of a collection view `width` points wide.
@MainActor
final class TestEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let size: CGSize
  init(width: CGFloat) { size = CGSize(width: width, height: 440) }
  var container: any NSCollectionLayoutContainer { self }
  var contentSize: CGSize { size }
  var effectiveContentSize: CGSize { size }
}

@MainActor
@Suite("The collection view liaison lays out each section layout with a compositional layout")
struct CollectionLayoutTests {
  /// One section of `count` text items with `layout`, and a header.
  func content(_ layout: SectionLayout, count: Int = 7, style: SectionStyle = .plain)
    -> ListContent
  {
    ListContent(sections: [
      Section(id: "s", header: "Things", style: style) {
        for row in textRows(count, prefix: "i") { row }
      }
      .layout(layout)
    ])
  }

  func frame(_ host: LiaisedCollection, _ item: Int) throws -> CGRect {
    try #require(host.collection.frameOfItemForTesting(at: path(0, item)))
  }

  @Test("A grid of 3 columns puts items (W − 2·8)/3 wide side by side, the next line right under")
  func fixedGrid() throws {
    let host = try LiaisedCollection(content(.grid(columns: 3)))
    let width = (320 - 2 * 8) / CGFloat(3)
    let first = try frame(host, 0)
    let second = try frame(host, 1)
    let third = try frame(host, 2)
    let fourth = try frame(host, 3)
    #expect(first.width == width && second.width == width)
    #expect(first.minX == 0 && second.minX == width + 8 && third.minX == 2 * (width + 8))
    #expect(first.minY == second.minY && second.minY == third.minY)
    #expect(fourth.minX == 0 && fourth.minY == first.maxY)
    let section = try #require(
      host.liaison.layoutSection(at: 0, environment: TestEnvironment(width: 320)))
    #expect(section.orthogonalScrollingBehavior == .none)
    #expect(
      section.boundarySupplementaryItems.map(\.elementKind) == [
        UICollectionView.elementKindSectionHeader
      ])
  }

  @Test("An inset grid lays its items out inside the inset, as an inset list's rows")
  func insetGrid() throws {
    let host = try LiaisedCollection(content(.grid(columns: 3), style: .inset))
    let width = (320 - 2 * 20 - 2 * 8) / CGFloat(3)
    #expect(try frame(host, 0).minX == 20)
    #expect(abs(try frame(host, 0).width - width) < 0.001)
    #expect(abs(try frame(host, 2).maxX - 300) < 0.001)
    let adaptive = try LiaisedCollection(content(.grid(minimumItemWidth: 140), style: .inset))
    // 280 points inside the inset fit one column of 140 with spacing, not two.
    #expect(abs(try frame(adaptive, 0).width - 280) < 0.001)
  }

  @Test("A new item spacing lays the grid out again")
  func spacingChange() throws {
    let host = try LiaisedCollection(content(.grid(columns: 4)))
    host.liaison.itemSpacing = 0
    host.collection.layoutIfNeeded()
    #expect(try frame(host, 1).minX == 80)
    #expect(try frame(host, 4).minY == frame(host, 0).maxY)
  }

  /// The number of columns the liaison gives an adaptive grid of items at least
  /// `minimumItemWidth` wide, `spacing` apart, across `width`.
  func columns(width: Double, minimumItemWidth: Double, spacing: Double) -> Int? {
    let section = Section(id: "s") {}.layout(.grid(minimumItemWidth: minimumItemWidth))
    let geometry = CollectionViewLiaison.SectionGeometry(
      section, width: width, metrics: ListLayout.Metrics(itemSpacing: spacing))
    guard case .grid(let columns, _) = geometry.items else { return nil }
    return columns
  }

  @Test("An adaptive grid fits as many columns as items of the minimum width allow")
  func adaptiveGrid() throws {
    #expect(columns(width: 320, minimumItemWidth: 100, spacing: 8) == 3)
    #expect(columns(width: 320, minimumItemWidth: 160, spacing: 8) == 1)
    #expect(columns(width: 320, minimumItemWidth: 156, spacing: 8) == 2)
    #expect(columns(width: 10, minimumItemWidth: 100, spacing: 8) == 1)
    let host = try LiaisedCollection(content(.grid(minimumItemWidth: 150)))
    #expect(try frame(host, 0).width == (320 - 8) / 2)
    #expect(try frame(host, 2).minX == 0)
  }

  @Test("A flow puts each item where the core's layout does: its width and its line")
  func flow() throws {
    let host = try LiaisedCollection(content(.flow))
    let first = try frame(host, 0)
    let second = try frame(host, 1)
    let sixth = try frame(host, 5)
    // "i 0" is estimated 3 · 8 + 24 = 48 points wide: five fit 320 points with spacing.
    #expect(first.width == 48 && second.minY == first.minY && second.minX == first.maxX + 8)
    #expect(try frame(host, 4).minY == first.minY)
    #expect(sixth.minX == 0 && sixth.minY == first.maxY)
    let core = ListLayout(content: content(.flow), width: 320)
    for frame in core.frames(from: 0, to: core.contentHeight) {
      guard case .row(let path) = frame.item else { continue }
      let item = try self.frame(host, path.row)
      #expect(Double(item.minX) == frame.x && Double(item.width) == frame.width)
    }
  }

  @Test("Fixed heights are absolute: rows, lines and headers as tall as they say")
  func fixedHeights() throws {
    let content = ListContent(sections: [
      Section(id: "s", header: "Things") {
        for row in textRows(7, prefix: "i") { row.height(.fixed(30)) }
      }
      .layout(.grid(columns: 3))
      .headerHeight(.fixed(12))
    ])
    let host = try LiaisedCollection(content)
    #expect(try frame(host, 0) == CGRect(x: 0, y: 12, width: (320 - 16) / CGFloat(3), height: 30))
    #expect(try frame(host, 3).minY == 42)
    let section = try #require(
      host.liaison.layoutSection(at: 0, environment: TestEnvironment(width: 320)))
    #expect(section.interGroupSpacing == 0)
  }

  @Test("Rows of a list section are as tall as they say: their cells answer the height")
  func fixedListRows() throws {
    let content = ListContent(sections: [
      Section(id: "s", header: "Things") {
        for row in textRows(5, prefix: "i") { row.height(.fixed(30)) }
      }
      .headerHeight(.fixed(12))
    ])
    let host = try LiaisedCollection(content)
    #expect(try frame(host, 0) == CGRect(x: 0, y: 12, width: 320, height: 30))
    #expect(try frame(host, 4).maxY == 162)
    #expect(host.collection.contentSize.height == 162)
  }

  @Test("Items' heights are known when all resolve alike, else estimated")
  func itemHeights() {
    typealias Height = CollectionViewLiaison.ItemHeight
    #expect(Height([(.fixed(20), 100), (.computed { $0 / 5 }, 100)]) == .known(20))
    #expect(Height([(.fixed(20), 100), (.fixed(30), 100)]) == .estimated(20))
    #expect(Height([(.automatic, 100), (.fixed(30), 100)]) == .estimated(30))
    #expect(Height([(.automatic(estimate: 60), 100)]) == .estimated(60))
    #expect(Height([(.automatic, 100)]) == .estimated(44))
    #expect(Height([]) == .known(44))
  }

  @Test("A carousel is one line of items 0.8 of the width, scrolling sideways continuously")
  func carousel() throws {
    let host = try LiaisedCollection(content(.carousel()))
    let first = try frame(host, 0)
    let last = try frame(host, 6)
    #expect(abs(first.width - 256) < 0.001 && last.minY == first.minY)
    #expect(abs(last.minX - 6 * (256 + 8)) < 0.001)
    let section = try #require(
      host.liaison.layoutSection(at: 0, environment: TestEnvironment(width: 320)))
    #expect(section.orthogonalScrollingBehavior == .continuous)
    let points = try LiaisedCollection(content(.carousel(itemWidth: .points(96))))
    #expect(try frame(points, 1).minX == 96 + 8)
    // As the core's layout: never wider than the section.
    let wide = try LiaisedCollection(content(.carousel(itemWidth: .points(500))))
    #expect(try frame(wide, 1).minX == 320 + 8)
  }

  @Test("A list section is a list configuration: one item a line, the section's style")
  func list() throws {
    let host = try LiaisedCollection(content(.list, style: .inset))
    let first = try frame(host, 0)
    let second = try frame(host, 1)
    #expect(second.minY == first.maxY && first.minX == second.minX)
    #expect(host.titles.first == "i 0")
    let configuration = host.liaison.listConfiguration(
      for: Section(id: "s", header: "H", style: .grouped) {})
    #expect(configuration.appearance == .grouped)
    #expect(configuration.headerMode == .supplementary && configuration.footerMode == .none)
    #expect(CollectionViewLiaison.appearance(of: .plain) == .plain)
    #expect(CollectionViewLiaison.appearance(of: .inset) == .insetGrouped)
  }
}
