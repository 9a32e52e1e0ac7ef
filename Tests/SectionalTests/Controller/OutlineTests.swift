import Foundation
import Sectional
import SectionalTesting
import Testing

/// Outlines in the controller: nodes expand and collapse by id as one batch each (checked by
/// the headless table's UIKit rules), the state survives rebuilds, no row event runs, and
/// children can load when first expanded.
@MainActor
@Suite struct OutlineTests {
  /// A folder or a file.
  struct Node: Equatable, Sendable {
    var name: String
    var children: [Node]?

    static func folder(_ name: String, _ children: [Node]) -> Node {
      Node(name: name, children: children)
    }
    static func file(_ name: String) -> Node { Node(name: name, children: nil) }
  }

  static let tree: [Node] = [
    .folder("a", [.file("a/1"), .folder("a/b", [.file("a/b/1"), .file("a/b/2")]), .file("a/2")]),
    .file("x"),
    .folder("empty", []),
  ]

  final class Handled: @unchecked Sendable {
    var events: [String] = []
  }

  static func content(_ roots: [Node] = tree, handled: Handled? = nil) -> ListContent {
    ListContent {
      Section(id: "top") { Row(id: "title", TextItem("Files")) }
      Section(id: "files") {
        Outline(roots, id: \.name, children: { $0.children.map { .nodes($0) } ?? .none }) { node in
          Row(id: node.name, TextItem(node.name))
            .onDelete { _ in handled?.events.append("delete \(node.name)") }
            .on(.removed) { _ in handled?.events.append("removed \(node.name)") }
            .on(.inserted) { _ in handled?.events.append("inserted \(node.name)") }
        }
      }
    }
  }

  static func ids(_ controller: ListController, section: Int = 1) -> [String] {
    controller.content.sections[section].rows.map {
      "\($0.id)".replacingOccurrences(of: "\"", with: "")
    }
  }

  @Test func anOutlineShowsItsRootsUntilANodeIsExpanded() throws {
    let controller = try ListController(content: Self.content())
    #expect(Self.ids(controller) == ["a", "x", "empty"])
    let rows = controller.content.sections[1].rows
    #expect(rows[0].outline == OutlinePlace(depth: 0, disclosure: .collapsed))
    #expect(rows[1].outline == OutlinePlace(depth: 0, disclosure: .leaf))
    #expect(rows[2].outline == OutlinePlace(depth: 0, disclosure: .collapsed))
    #expect(controller.content.sections[0].rows[0].outline == nil)
  }

  @Test func expandingInsertsTheChildrenInOneBatchTheTableAccepts() throws {
    let controller = try ListController(content: Self.content())
    let table = HeadlessTableView(controller: controller)
    try controller.setExpanded(true, row: "a")
    #expect(Self.ids(controller) == ["a", "a/1", "a/b", "a/2", "x", "empty"])
    #expect(
      table.performedBatches.last?.rowInserts == [1, 2, 3].map { RowPath(section: 1, row: $0) })
    #expect(table.performedBatches.last?.rowReloads == [RowPath(section: 1, row: 0)])
    #expect(controller.content.sections[1].rows[0].outline?.disclosure == .expanded)
    #expect(
      controller.content.sections[1].rows[2].outline
        == OutlinePlace(depth: 1, disclosure: .collapsed))
    try controller.setExpanded(true, row: "a/b")
    #expect(Self.ids(controller) == ["a", "a/1", "a/b", "a/b/1", "a/b/2", "a/2", "x", "empty"])
    #expect(controller.content.sections[1].rows[3].outline?.depth == 2)
    #expect(table.violations.isEmpty)
    #expect(table.shown.sections[1].rows.map(\.id) == controller.content.sections[1].rows.map(\.id))
  }

  @Test func collapsingHidesEveryDescendantAndExpandingAgainRemembersTheInnerNodes() throws {
    let controller = try ListController(content: Self.content())
    let table = HeadlessTableView(controller: controller)
    try controller.setExpanded(true, row: "a")
    try controller.setExpanded(true, row: "a/b")
    try controller.setExpanded(false, row: "a")
    #expect(Self.ids(controller) == ["a", "x", "empty"])
    #expect(table.performedBatches.last?.rowDeletes == (1...5).map { RowPath(section: 1, row: $0) })
    #expect(controller.isExpanded(row: "a/b"))
    try controller.toggleExpanded(row: "a")
    #expect(Self.ids(controller) == ["a", "a/1", "a/b", "a/b/1", "a/b/2", "a/2", "x", "empty"])
    #expect(table.violations.isEmpty)
  }

  @Test func theStateIsKeptByIDAcrossRebuildsThatChangeTheTree() throws {
    let controller = try ListController(content: Self.content())
    let table = HeadlessTableView(controller: controller)
    try controller.setExpanded(true, row: "a")
    var roots = Self.tree
    roots.insert(.file("0"), at: 0)
    roots[1].children?.append(.file("a/3"))
    try controller.update(to: Self.content(roots))
    #expect(Self.ids(controller) == ["0", "a", "a/1", "a/b", "a/2", "a/3", "x", "empty"])
    #expect(table.violations.isEmpty)
    // A node that leaves and comes back is still expanded.
    try controller.update(to: Self.content([roots[2]]))
    try controller.update(to: Self.content(roots))
    #expect(Self.ids(controller).prefix(3) == ["0", "a", "a/1"])
    #expect(table.violations.isEmpty)
  }

  @Test func expandingAndCollapsingRunNoRowEvent() throws {
    let handled = Handled()
    let controller = try ListController(content: Self.content(handled: handled))
    _ = HeadlessTableView(controller: controller)
    try controller.setExpanded(true, row: "a")
    try controller.setExpanded(false, row: "a")
    #expect(handled.events.isEmpty)
  }

  @Test func aLeafAnUnknownIDAndARowOutsideAnOutlineDoNotExpand() throws {
    let controller = try ListController(content: Self.content())
    for id in ["x", "title"] {
      #expect(throws: ListError.self) { try controller.setExpanded(true, row: id) }
    }
    let error = #expect(throws: ListError.self) { try controller.setExpanded(true, row: "nope") }
    #expect(error?.problem == .unknownRowID(ListID("nope")))
    #expect(!controller.isExpanded(row: "x"))
    #expect(Self.ids(controller) == ["a", "x", "empty"])
  }

  @Test func anEmptyFolderExpandsToNothing() throws {
    let controller = try ListController(content: Self.content())
    let table = HeadlessTableView(controller: controller)
    try controller.setExpanded(true, row: "empty")
    #expect(Self.ids(controller) == ["a", "x", "empty"])
    #expect(controller.content.sections[1].rows[2].outline?.disclosure == .expanded)
    #expect(table.violations.isEmpty)
  }

  @Test func childrenWhoseIDsTheListHasAreRefusedAndNothingChanges() throws {
    let roots: [Node] = [.folder("a", [.file("x")]), .file("x")]
    let controller = try ListController(content: Self.content(roots))
    let error = #expect(throws: ListError.self) { try controller.setExpanded(true, row: "a") }
    guard case .duplicateIDs = error?.problem else {
      Issue.record("expected duplicate ids, got \(String(describing: error))")
      return
    }
    #expect(!controller.isExpanded(row: "a"))
    #expect(Self.ids(controller) == ["a", "x"])
  }

  @Test func aRebuildWithAnExpandedNodeWhoseChildrenRepeatIDsThrows() throws {
    let controller = try ListController(
      content: Self.content([.folder("a", [.file("y")]), .file("x")]))
    try controller.setExpanded(true, row: "a")
    #expect(throws: ContentError.self) {
      try controller.update(to: Self.content([.folder("a", [.file("x")]), .file("x")]))
    }
    #expect(Self.ids(controller) == ["a", "y", "x"])
  }

  @Test func aChangedNodeReloadsOnlyItsRow() throws {
    let controller = try ListController(content: Self.content())
    let table = HeadlessTableView(controller: controller)
    try controller.setExpanded(true, row: "a")
    var roots = Self.tree
    roots[0].children?[0] = .folder("a/1", [])
    try controller.update(to: Self.content(roots))
    #expect(table.performedBatches.last?.rowReloads == [RowPath(section: 1, row: 1)])
    #expect(controller.content.sections[1].rows[1].outline?.disclosure == .collapsed)
  }
}

/// What assistive technologies hear of an outline's nodes, and their actions.
@MainActor
@Suite struct OutlineAccessibilityTests {
  @Test func aNodeSaysItsStateAndOffersToChangeIt() throws {
    let controller = try ListController(content: OutlineTests.content())
    let folder = try #require(controller.content.sections[1].rows.first)
    #expect(folder.accessibilityDescription.value == "Collapsed")
    // The rows' own actions (their delete) come first.
    #expect(folder.accessibilityDescription.actions.map(\.name) == ["Delete", "Expand"])
    let leaf = controller.content.sections[1].rows[1]
    #expect(leaf.accessibilityDescription.actions.map(\.name) == ["Delete"])
    #expect(leaf.accessibilityDescription.value == nil)
    let expand = try #require(folder.accessibilityDescription.actions.last)
    guard case .done = controller.performAccessibilityAction(expand, ofRow: ListID("a")) else {
      Issue.record("Expand did not run")
      return
    }
    #expect(controller.isExpanded(row: "a"))
    let expanded = try #require(controller.content.sections[1].rows.first)
    #expect(expanded.accessibilityDescription.value == "Expanded")
    #expect(expanded.accessibilityDescription.actions.map(\.name) == ["Delete", "Collapse"])
    // The action stands for a state: expanding an expanded node is refused.
    guard case .refused = controller.performAccessibilityAction(expand, ofRow: ListID("x")) else {
      Issue.record("a leaf expanded")
      return
    }
  }
}

extension OutlineTests {
  @Test func nodesNotShownAreRememberedForTheUpdateThatShowsThem() throws {
    let controller = try ListController(content: Self.content())
    let table = HeadlessTableView(controller: controller)
    // "a/b" is under "a", collapsed: not shown. Both are expanded, "a" at once.
    controller.setExpanded(true, rows: ["a", "a/b"])
    #expect(Self.ids(controller) == ["a", "a/1", "a/b", "a/b/1", "a/b/2", "a/2", "x", "empty"])
    controller.setExpanded(false, rows: ["a"])
    controller.setExpanded(false, rows: ["a/b"])
    controller.setExpanded(true, rows: ["a"])
    #expect(Self.ids(controller) == ["a", "a/1", "a/b", "a/2", "x", "empty"])
    // A node no content has yet: expanded when a rebuild brings it.
    controller.setExpanded(true, rows: ["new"])
    var roots = Self.tree
    roots.append(.folder("new", [.file("new/1")]))
    try controller.update(to: Self.content(roots))
    #expect(Self.ids(controller).suffix(2) == ["new", "new/1"])
    #expect(table.violations.isEmpty)
  }
}

extension OutlineTests {
  final class Made: @unchecked Sendable {
    var count = 0
  }

  /// Issue 30: expanding a node of many children costs what its rows' ids cost, and the rows
  /// shown. The layout takes a child it has not seen for automatic (at the estimate) until it
  /// is shown; a height given ahead is taken as it is; either way about a screenful is made.
  @Test func aFolderThatOpensMakesOnlyTheRowsShown() throws {
    for given in [nil, RowHeight.fixed(20)] {
      let made = Made()
      let files = (0..<1_000).map { Node.file("big/\($0)") }
      let outline = Outline(
        [Node.folder("big", files)], id: \.name,
        children: { $0.children.map { .nodes($0) } ?? .none },
        row: { node in
          made.count += 1
          return Row(id: node.name, TextItem(node.name), height: .fixed(30))
        })
      let controller = try ListController(
        content: ListContent {
          Section(id: "files") { given.map { outline.height($0) } ?? outline }
        })
      let table = HeadlessTableView(controller: controller, viewportHeight: 100)
      made.count = 0
      try controller.setExpanded(true, row: "big")
      #expect(table.violations.isEmpty)
      #expect(made.count < 50, "given \(String(describing: given)): \(made.count) made")
      // A row shown has the height it gives (or the one given ahead); one not shown yet, the
      // estimate.
      let first = try #require(table.layout.frame(at: 1))
      #expect(first.height == (given == nil ? 30 : 20))
      if given == nil {
        let last = try #require(table.layout.frame(at: table.layout.itemCount - 1))
        #expect(last.height == table.defaultRowHeight)
        // Scrolled to, it is made and takes its own.
        try table.scroll(to: .id("big/999"), at: .bottom)
        #expect(table.layout.frame(at: table.layout.itemCount - 1)?.height == 30)
      }
    }
  }
}

extension OutlineTests {
  struct Offline: Error {}

  @Test func aRetryWithNoHostToRebuildChangesNothing() async throws {
    let content = ListContent {
      Section(id: "files") {
        Outline(
          ["remote"], id: { $0 }, children: { _ in .notLoaded },
          loadChildren: { _ in throw Offline() }, row: { Row(id: $0, TextItem($0)) })
      }
    }
    let controller = try ListController(content: content)
    let table = HeadlessTableView(controller: controller)
    try controller.setExpanded(true, row: "remote")
    for _ in 0..<50 { await Task.yield() }
    // No host rebuilds after the load: the loading row stays until the next update.
    try controller.update(to: content)
    let retry = try #require(controller.content.sections[0].rows.last)
    guard case .failed = (retry.component as? LoadingItem)?.state else {
      Issue.record("no retry row")
      return
    }
    // Selecting it cannot load again without a host: the row stays, still failed.
    try table.select(.id(retry.id))
    try controller.update(to: content)
    let after = try #require(controller.content.sections[0].rows.last)
    guard case .failed = (after.component as? LoadingItem)?.state else {
      Issue.record("the retry row changed with no load to show for it")
      return
    }
  }
}
