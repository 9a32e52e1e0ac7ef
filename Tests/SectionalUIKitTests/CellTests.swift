import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A component of the test's own, drawn by its own cell.
struct Badge: Component {
  var text: String
}

final class BadgeCell: UITableViewCell {
  let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    contentView.addSubview(label)
  }
}

@MainActor
@Suite("SectionalUIKit's cells and heights on the behaving UIKit surface")
struct CellTests {
  @Test("Self-sizing rows are estimated until they come on screen, then measured")
  func selfSizing() throws {
    let rows = (0..<20).map {
      Row(id: $0, TextItem("Row \($0)"), height: .automatic(estimate: 100))
    }
    let host = try LiaisedTable(ListContent(sections: [Section(id: "s", rows: rows)]), height: 200)
    // Five rows measure 44 points each (the surface's self-sizing height) and fill 200 points.
    #expect(host.visible == (0..<5).map { path(0, $0) })
    let height = host.table.contentSize.height
    #expect(abs(height - (5 * 44 + 15 * 100)) < 0.001, "content height \(height)")
  }

  @Test("Standard components get their cells; buttons in a cell reach the row with their detail")
  func standardCells() throws {
    let log = EventLog()
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: "pills", PillsItem([Pill(id: "a", title: "A"), Pill(id: "b", title: "B")]))
          .onSelect { context in log.entries.append("pill \(context.pillID ?? "-")") }
        Row(id: "text", ParagraphItem("Some words"))
        Row(id: "image", ImageItem(source: .named("photo"), aspectRatio: 2, altText: "A photo"))
        Row(id: "loading", LoadingItem())
        Row(id: "failed", LoadingItem(.failed(message: "Offline")))
      }
    ])
    let host = try LiaisedTable(content, height: 480)
    #expect(host.visible.count == 5)
    let pills = try #require(host.table.cellForRow(at: path(0, 0)))
    let stack = try #require(pills.contentView.subviews.first as? UIStackView)
    let buttons = stack.arrangedSubviews.compactMap { $0 as? UIButton }
    #expect(buttons.map { $0.title(for: .normal) } == ["A", "B"])
    buttons[1].userTap()
    #expect(log.take() == ["pill b"])
    let failed = host.table.cellForRow(at: path(0, 4))?.contentConfiguration
    #expect((failed as? UIListContentConfiguration)?.secondaryText == "Tap to retry")
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("The loading and retry cells use the app's words (SectionalStrings)")
  func loadingCellWords() throws {
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: "loading", LoadingItem())
        Row(id: "failed", LoadingItem(.failed(message: "Offline")))
      }
    ])
    let words = SectionalStrings(loading: "Lädt…", tapToRetry: "Zum Wiederholen tippen")
    try SectionalStrings.withCurrent(words) {
      let host = try LiaisedTable(content, height: 480)
      let loading = host.table.cellForRow(at: path(0, 0))?.contentConfiguration
      #expect((loading as? UIListContentConfiguration)?.text == "Lädt…")
      let failed = host.table.cellForRow(at: path(0, 1))?.contentConfiguration
      #expect((failed as? UIListContentConfiguration)?.secondaryText == "Zum Wiederholen tippen")
    }
  }

  @Test("A failure retrying cannot fix shows its message and offers no retry")
  func unavailableLoadingCell() throws {
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: "failed", LoadingItem(.failed(message: "Offline")))
        Row(id: "gone", LoadingItem(.unavailable(message: "page 2 is malformed")))
      }
    ])
    let host = try LiaisedTable(content, height: 480)
    let failed = try #require(host.table.cellForRow(at: path(0, 0)))
    let gone = try #require(host.table.cellForRow(at: path(0, 1)))
    let words = gone.contentConfiguration as? UIListContentConfiguration
    #expect(words?.text == "page 2 is malformed")
    #expect(words?.secondaryText == nil)
    #expect(gone.selectionStyle == .none)
    #expect(failed.selectionStyle == .default)
  }

  @Test("A cell registered for the app's own component draws it; cells are reused")
  func registeredCell() throws {
    let rows = (0..<30).map { Row(id: $0, Badge(text: "B\($0)"), height: .fixed(44)) }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    let controller = try ListController(
      content: ListContent(sections: [Section(id: "s", rows: rows)]))
    let liaison = TableViewLiaison(controller: controller)
    liaison.register(Badge.self, cell: BadgeCell.self) { cell, item, _ in
      cell.label.text = item.text
    }
    liaison.liaise(table)
    table.layoutIfNeeded()
    let first = try #require(table.cellForRow(at: path(0, 0)) as? BadgeCell)
    #expect(first.label.text == "B0")
    #expect(first.reuseIdentifier == "BadgeCell")
    let previous = (0..<5).compactMap { table.cellForRow(at: path(0, $0)) }
    table.scroll(toOffsetY: 44 * 10)
    let reused = try #require(table.cellForRow(at: path(0, 10)) as? BadgeCell)
    #expect(reused.label.text == "B10")
    #expect(previous.contains { $0 === reused })
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test("A cell registered after the liaison drives the table draws the rows shown next")
  func lateRegistration() throws {
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") { Row(id: "b", Badge(text: "New"), height: .fixed(44)) }
      ]))
    host.liaison.register(Badge.self, cell: BadgeCell.self) { cell, item, _ in
      cell.label.text = item.text
    }
    host.table.reloadData()
    host.table.layoutIfNeeded()
    let cell = try #require(host.table.cellForRow(at: path(0, 0)) as? BadgeCell)
    #expect(cell.label.text == "New")
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("A reloaded selected row is selected again by id, without delegate calls")
  func reloadKeepsSelection() throws {
    let log = EventLog()
    func content(_ title: String) -> ListContent {
      ListContent(sections: [
        Section(id: "s") {
          Row(id: "a", TextItem(title), height: .fixed(44))
            .logged(to: log, [.willSelect, .didSelect, .willDeselect, .didDeselect])
        }
      ])
    }
    let host = try LiaisedTable(content("One"))
    try host.table.tapRow(at: path(0, 0))
    _ = log.take()
    try host.controller.update(to: content("Two"))
    #expect(host.titles == ["Two"])
    #expect(host.table.indexPathsForSelectedRows == [path(0, 0)])
    #expect(log.take().isEmpty)
  }
}

@MainActor
@Suite("Registration problems are reported, never crash")
struct RegistrationProblemTests {
  @Test("A nib registration dequeues through the nib; the surface cannot load nibs, so it shows")
  func nibRegistration() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let table = UITableView(frame: window.bounds, style: .plain)
    window.addSubview(table)
    let controller = try ListController(
      content: ListContent(sections: [
        Section(id: "s") { Row(id: "b", Badge(text: "B"), height: .fixed(44)) }
      ]))
    let liaison = TableViewLiaison(controller: controller)
    var problems: [RenderProblem] = []
    liaison.onProblem = { problems.append($0) }
    liaison.register(Badge.self, cell: BadgeCell.self, registration: .nib(of: BadgeCell.self)) {
      cell, item, _ in cell.label.text = item.text
    }
    liaison.liaise(table)
    table.layoutIfNeeded()
    // UIKit would load BadgeCell.xib; the surface gives a plain cell, and the liaison reports
    // the mismatch and shows a cell describing the component instead of crashing.
    #expect(
      problems == [
        .unexpectedCell(
          reuseIdentifier: "BadgeCell", expected: "BadgeCell", received: "UITableViewCell")
      ])
    #expect(table.cellForRow(at: path(0, 0)) != nil)
    #expect(table.raisedExceptions.isEmpty)
  }

  @Test("A component no cell is registered for shows a describing cell and is reported")
  func unregisteredComponent() throws {
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "s") { Row(id: "b", Badge(text: "B"), height: .fixed(44)) }
      ]))
    var problems: [RenderProblem] = []
    host.liaison.onProblem = { problems.append($0) }
    host.table.reloadData()
    host.table.layoutIfNeeded()
    #expect(problems == [.unregisteredComponent("Badge")])
    #expect(host.titles.first?.contains("Badge") == true)
  }
}
