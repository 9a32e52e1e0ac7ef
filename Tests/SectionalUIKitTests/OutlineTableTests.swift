import Sectional
import Testing
import UIKitSurface

@testable import SectionalUIKit

/// Issue 30, item 2 (iOS): an outline's rows in a table view show their depth as leading
/// indentation and a node's disclosure as an accessory view; the disclosure, a tap on a node
/// whose row selects nothing, and VoiceOver's Expand and Collapse each expand or collapse the
/// node as one batch UIKit accepts; a reused cell keeps neither.
@MainActor
@Suite struct OutlineTableTests {
  func cell(_ host: LiaisedTable, _ section: Int, _ row: Int) throws -> ListTableCell {
    try #require(host.table.cellForRow(at: path(section, row)) as? ListTableCell)
  }

  func disclosure(_ host: LiaisedTable, _ section: Int, _ row: Int) throws
    -> OutlineDisclosureButton?
  {
    try cell(host, section, row).accessoryView as? OutlineDisclosureButton
  }

  @Test func eachLevelIndentsTheContentViewByOneWidth() throws {
    let host = try LiaisedTable(OutlineNode.content())
    try host.controller.setExpanded(true, row: "a")
    try host.controller.setExpanded(true, row: "a/b")
    host.table.finishAnimations()
    host.table.layoutIfNeeded()
    #expect(
      OutlineNode.ids(host.controller) == [
        "a", "a/1", "a/b", "a/b/1", "a/b/2", "a/2", "x", "empty",
      ])
    let depths = [0, 1, 1, 2, 2, 1, 0, 0]
    for (row, depth) in depths.enumerated() {
      let shown = try cell(host, 1, row)
      #expect(shown.outlineIndentation == CGFloat(depth) * OutlineIndentation.width, "row \(row)")
      #expect(shown.contentView.frame.minX == CGFloat(depth) * OutlineIndentation.width)
      #expect(shown.contentView.frame.width == 320 - CGFloat(depth) * OutlineIndentation.width)
    }
    // A row that is not an outline's is not indented.
    #expect(try cell(host, 0, 0).outlineIndentation == 0)
    #expect(try cell(host, 0, 0).contentView.frame.minX == 0)
  }

  @Test func nodesShowADisclosureLeavesAndOtherRowsNone() throws {
    let host = try LiaisedTable(OutlineNode.content())
    try host.controller.setExpanded(true, row: "a")
    host.table.finishAnimations()
    // a (expanded), a/1, a/b (collapsed), a/2, x, empty (collapsed, no children).
    let a = try #require(try disclosure(host, 1, 0))
    #expect(a.showsExpanded)
    #expect(a.image(for: .normal)?.sourceForTesting == "symbol chevron.down")
    #expect(a.accessibilityLabel == "Collapse")
    let folder = try #require(try disclosure(host, 1, 2))
    #expect(!folder.showsExpanded)
    #expect(folder.image(for: .normal)?.sourceForTesting == "symbol chevron.forward")
    #expect(folder.accessibilityLabel == "Expand")
    #expect(try disclosure(host, 1, 5) != nil)
    for leaf in [1, 3, 4] {
      #expect(try cell(host, 1, leaf).accessoryView == nil, "row \(leaf)")
    }
    #expect(try cell(host, 0, 0).accessoryView == nil)
  }

  @Test func aReusedCellShowsNeitherIndentationNorDisclosure() throws {
    let host = try LiaisedTable(OutlineNode.content(plain: 20), height: 44 * 5)
    try host.controller.setExpanded(true, row: "a")
    try host.controller.setExpanded(true, row: "a/b")
    host.table.finishAnimations()
    host.table.layoutIfNeeded()
    let outlined = try (0..<4).map { try cell(host, 1, $0) }
    #expect(outlined.contains { $0.outlineIndentation > 0 })
    #expect(outlined.contains { $0.accessoryView is OutlineDisclosureButton })
    host.table.scroll(toOffsetY: 44 * 24)
    let visible = host.visible.filter { $0.section == 2 }
    #expect(visible.count >= 4)
    let cells = try visible.map { try cell(host, $0.section, $0.row) }
    // The plain rows are drawn in cells the outline's rows left.
    #expect(cells.contains { cell in outlined.contains { $0 === cell } })
    for cell in cells {
      #expect(cell.outlineIndentation == 0)
      #expect(cell.contentView.frame.minX == 0)
      #expect(cell.accessoryView == nil)
    }
  }

  @Test func tappingTheDisclosureExpandsInOneBatchAndAgainCollapses() throws {
    let host = try LiaisedTable(OutlineNode.content())
    var interactions = 0
    host.liaison.onInteraction = { interactions += 1 }
    let before = host.table.rowAnimationsUsed.count
    try #require(try disclosure(host, 1, 0)).userTap()
    host.table.finishAnimations()
    #expect(host.controller.isExpanded(row: "a"))
    #expect(host.table.numberOfRows(inSection: 1) == 6)
    #expect(OutlineNode.ids(host.controller) == ["a", "a/1", "a/b", "a/2", "x", "empty"])
    // Applied as a batch (rows inserted with an animation), with the node's cell configured
    // again in place to point down.
    #expect(host.table.rowAnimationsUsed.count > before)
    #expect(host.table.reconfiguredIndexPaths.contains(path(1, 0)))
    #expect(try #require(try disclosure(host, 1, 0)).showsExpanded)
    #expect(host.table.raisedExceptions.isEmpty)
    #expect(interactions == 1)
    try #require(try disclosure(host, 1, 0)).userTap()
    host.table.finishAnimations()
    #expect(OutlineNode.ids(host.controller) == ["a", "x", "empty"])
    #expect(host.table.numberOfRows(inSection: 1) == 3)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test func aTapOnANodeWithoutASelectHandlerTogglesItAndSelectsNothing() throws {
    let log = EventLog()
    let host = try LiaisedTable(OutlineNode.content(log: log))
    try host.table.tapRow(at: path(1, 0))
    host.table.finishAnimations()
    #expect(host.controller.isExpanded(row: "a"))
    #expect(host.table.numberOfRows(inSection: 1) == 6)
    #expect(host.table.indexPathForSelectedRow == nil)
    try host.table.tapRow(at: path(1, 0))
    host.table.finishAnimations()
    #expect(!host.controller.isExpanded(row: "a"))
    #expect(host.table.numberOfRows(inSection: 1) == 3)
    // A leaf selects as any row does.
    try host.table.tapRow(at: path(1, 1))
    #expect(host.table.indexPathForSelectedRow == path(1, 1))
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test func aTapOnANodeWithASelectHandlerSelectsItAndOnlyTheDisclosureToggles() throws {
    let log = EventLog()
    let host = try LiaisedTable(OutlineNode.content(selecting: ["a"], log: log))
    try host.table.tapRow(at: path(1, 0))
    #expect(log.take() == ["open a"])
    #expect(!host.controller.isExpanded(row: "a"))
    #expect(host.table.indexPathForSelectedRow == path(1, 0))
    #expect(host.table.numberOfRows(inSection: 1) == 3)
    try #require(try disclosure(host, 1, 0)).userTap()
    host.table.finishAnimations()
    #expect(host.controller.isExpanded(row: "a"))
    #expect(log.take() == [])
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test func voiceOverExpandsAndCollapsesANodeWithItsActions() throws {
    let host = try LiaisedTable(OutlineNode.content())
    func action(_ name: String) throws -> UIAccessibilityCustomAction {
      let cell = try cell(host, 1, 0)
      return try #require(cell.accessibilityCustomActions?.first { $0.name == name })
    }
    #expect(try cell(host, 1, 0).accessibilityValue == "Collapsed")
    #expect(try cell(host, 1, 0).accessibilityCustomActions?.map(\.name) == ["Expand"])
    #expect(try action("Expand").chooseInRotor())
    host.table.finishAnimations()
    #expect(host.controller.isExpanded(row: "a"))
    #expect(host.table.numberOfRows(inSection: 1) == 6)
    #expect(try cell(host, 1, 0).accessibilityValue == "Expanded")
    #expect(try action("Collapse").chooseInRotor())
    host.table.finishAnimations()
    #expect(host.table.numberOfRows(inSection: 1) == 3)
    // A leaf offers neither.
    #expect(try cell(host, 1, 1).accessibilityCustomActions == nil)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test func aRefusedExpansionIsReportedAndChangesNothing() throws {
    let roots: [OutlineNode] = [.folder("a", [.file("x")]), .file("x")]
    let host = try LiaisedTable(OutlineNode.content(roots))
    var problems: [RenderProblem] = []
    host.liaison.onProblem = { problems.append($0) }
    try host.table.tapRow(at: path(1, 0))
    host.table.finishAnimations()
    #expect(problems.count == 1)
    guard case .rejectedExpansion? = problems.first else {
      Issue.record("expected a refused expansion, got \(problems)")
      return
    }
    #expect(host.table.numberOfRows(inSection: 1) == 2)
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test func aTableRowIndentsItsTreeColumnAndKeepsItsColumnsUnderTheHeader() throws {
    let columns = [ColumnSpec("Name"), ColumnSpec("Size", width: .fixed(6), alignment: .trailing)]
    let content = ListContent {
      Section(id: "table") {
        Outline(OutlineNode.tree, id: \.name, children: { $0.children.map { .nodes($0) } ?? .none })
        {
          node in
          Row(
            id: node.name, ColumnsItem([node.name, "1 KB"], columns: columns), height: .fixed(44))
        }
      }
    }
    let host = try LiaisedTable(content)
    try host.controller.setExpanded(true, row: "a")
    host.table.finishAnimations()
    host.table.layoutIfNeeded()
    func labels(_ row: Int) throws -> [UILabel] {
      let cell = try cell(host, 0, row)
      // The cell itself is not indented: the columns line up.
      #expect(cell.outlineIndentation == 0)
      let view = try #require(cell.contentView as? ColumnsContentView)
      view.layoutSubviews()
      return view.subviews.compactMap { $0 as? UILabel }
    }
    let root = try labels(0)
    let child = try labels(1)
    #expect(child[0].frame.minX == root[0].frame.minX + OutlineIndentation.width)
    #expect(child[0].frame.maxX == root[0].frame.maxX)
    #expect(child[1].frame == root[1].frame)
    #expect(try disclosure(host, 0, 0) != nil)
  }
}
