import Sectional
import Testing
import UIKitSurface

@testable import SectionalUIKit

/// The same in a collection view's list cells: UIKit's indentation and outline disclosure
/// (`UICellAccessory.outlineDisclosure`), the cell's configuration state expanded while the
/// node is.
@MainActor
@Suite struct OutlineCollectionTests {
  func cell(_ host: LiaisedCollection, _ section: Int, _ item: Int) throws -> ItemCell {
    try #require(host.collection.cellForItem(at: path(section, item)) as? ItemCell)
  }

  @Test func eachLevelIsTheListCellsIndentationLevel() throws {
    let host = try LiaisedCollection(OutlineNode.content())
    try host.controller.setExpanded(true, row: "a")
    try host.controller.setExpanded(true, row: "a/b")
    host.collection.finishAnimations()
    host.collection.layoutIfNeeded()
    let depths = [0, 1, 1, 2, 2, 1, 0, 0]
    for (item, depth) in depths.enumerated() {
      let shown = try cell(host, 1, item)
      #expect(shown.indentationLevel == depth, "item \(item)")
      #expect(shown.indentationWidth == OutlineIndentation.width)
    }
    #expect(try cell(host, 0, 0).indentationLevel == 0)
  }

  @Test func nodesShowAnOutlineDisclosureThatPointsAsTheNodeIs() throws {
    let host = try LiaisedCollection(OutlineNode.content())
    try host.controller.setExpanded(true, row: "a")
    host.collection.finishAnimations()
    #expect(try cell(host, 1, 0).shownAccessories() == ["outlineDisclosure"])
    #expect(try cell(host, 1, 0).configurationState.isExpanded)
    #expect(try cell(host, 1, 2).shownAccessories() == ["outlineDisclosure"])
    #expect(try !cell(host, 1, 2).configurationState.isExpanded)
    for leaf in [1, 3, 4] {
      #expect(try cell(host, 1, leaf).shownAccessories() == [], "item \(leaf)")
    }
    #expect(try cell(host, 0, 0).shownAccessories() == [])
  }

  @Test func tappingTheOutlineDisclosureExpandsInOneBatch() throws {
    let log = EventLog()
    let host = try LiaisedCollection(OutlineNode.content(selecting: ["a"], log: log))
    try host.collection.tapOutlineDisclosure(ofItemAt: path(1, 0))
    host.collection.finishAnimations()
    #expect(host.controller.isExpanded(row: "a"))
    #expect(host.collection.numberOfItems(inSection: 1) == 6)
    #expect(host.collection.reconfiguredIndexPaths.contains(path(1, 0)))
    #expect(try cell(host, 1, 0).configurationState.isExpanded)
    #expect(try cell(host, 1, 1).indentationLevel == 1)
    #expect(host.collection.indexPathsForSelectedItems ?? [] == [])
    #expect(host.collection.raisedExceptions.isEmpty)
    try host.collection.tapOutlineDisclosure(ofItemAt: path(1, 0))
    host.collection.finishAnimations()
    #expect(host.collection.numberOfItems(inSection: 1) == 3)
    #expect(try !cell(host, 1, 0).configurationState.isExpanded)
    #expect(host.collection.raisedExceptions.isEmpty)
    #expect(log.take() == [])
    // A leaf has no disclosure to tap.
    #expect(throws: SurfaceDriverError.self) {
      try host.collection.tapOutlineDisclosure(ofItemAt: path(1, 1))
    }
  }

  @Test func aTapTogglesANodeWithoutASelectHandlerAndSelectsOneWithIt() throws {
    let log = EventLog()
    let host = try LiaisedCollection(OutlineNode.content(selecting: ["a/b"], log: log))
    try host.collection.tapItem(at: path(1, 0))
    host.collection.finishAnimations()
    #expect(host.controller.isExpanded(row: "a"))
    #expect(host.collection.numberOfItems(inSection: 1) == 6)
    #expect(host.collection.indexPathsForSelectedItems ?? [] == [])
    // a/b has a select handler: a tap selects it and does not expand it.
    try host.collection.tapItem(at: path(1, 2))
    #expect(log.take() == ["open a/b"])
    #expect(!host.controller.isExpanded(row: "a/b"))
    #expect(host.collection.indexPathsForSelectedItems == [path(1, 2)])
    #expect(host.collection.raisedExceptions.isEmpty)
  }

  @Test func voiceOverExpandsAndCollapsesANodeWithItsActions() throws {
    let host = try LiaisedCollection(OutlineNode.content())
    func action(_ name: String) throws -> UIAccessibilityCustomAction {
      let cell = try cell(host, 1, 0)
      return try #require(cell.accessibilityCustomActions?.first { $0.name == name })
    }
    #expect(try action("Expand").chooseInRotor())
    host.collection.finishAnimations()
    #expect(host.collection.numberOfItems(inSection: 1) == 6)
    #expect(try cell(host, 1, 0).accessibilityValue == "Expanded")
    #expect(try action("Collapse").chooseInRotor())
    host.collection.finishAnimations()
    #expect(host.collection.numberOfItems(inSection: 1) == 3)
    #expect(host.collection.raisedExceptions.isEmpty)
  }

  @Test func aReusedCellShowsNeitherIndentationNorDisclosure() throws {
    let host = try LiaisedCollection(OutlineNode.content(plain: 20), height: 44 * 5)
    try host.controller.setExpanded(true, row: "a")
    try host.controller.setExpanded(true, row: "a/b")
    host.collection.finishAnimations()
    host.collection.layoutIfNeeded()
    let outlined = try (0..<4).map { try cell(host, 1, $0) }
    // Scrolled as a finger does, a row at a time: the cells that leave are reused below.
    for step in 1...24 { host.collection.scroll(toOffsetY: 44 * CGFloat(step)) }
    let visible = host.visible.filter { $0.section == 2 }
    #expect(visible.count >= 4)
    let cells = try visible.map { try cell(host, $0.section, $0.item) }
    #expect(cells.contains { cell in outlined.contains { $0 === cell } })
    for cell in cells {
      #expect(cell.indentationLevel == 0)
      #expect(cell.shownAccessories() == [])
      #expect(!cell.configurationState.isExpanded)
    }
  }
}
