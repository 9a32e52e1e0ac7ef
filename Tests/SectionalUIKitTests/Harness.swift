import Sectional
import SectionalUIKit
import UIKitSurface

/// Every event a row, header or footer received, as "event id" lines in arrival order.
@MainActor
final class EventLog {
  var entries: [String] = []

  /// The entries since the last call, and forgets them.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

extension Row {
  /// The row, with a handler for each of `events` that writes "event id" to `log`.
  @MainActor
  func logged(to log: EventLog, _ events: [RowEvent] = RowEvent.allCases) -> Row {
    events.reduce(self) { row, event in
      row.on(event) { context in log.entries.append("\(event) \(context.id)") }
    }
  }
}

/// A table view in a 320-point-wide window, liaised to a controller: the setup a view controller
/// makes, with the window standing for the screen.
@MainActor
struct LiaisedTable {
  let window: UIWindow
  let table: UITableView
  let controller: ListController
  let liaison: TableViewLiaison

  init(
    _ content: ListContent, height: CGFloat = 440, style: UITableView.Style = .plain,
    inWindow: Bool = true
  ) throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    table = UITableView(frame: window.bounds, style: style)
    if inWindow { window.addSubview(table) }
    controller = try ListController(content: content)
    liaison = TableViewLiaison(controller: controller)
    liaison.liaise(table)
    table.layoutIfNeeded()
  }

  /// The index paths on screen.
  var visible: [IndexPath] { table.indexPathsForVisibleRows ?? [] }

  /// The title each visible cell shows.
  var titles: [String] {
    visible.compactMap { table.cellForRow(at: $0) }.map { cell in
      (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
    }
  }
}

/// `count` rows of 44 points with ids "r0", "r1", … in one section.
@MainActor
func numberedRows(_ count: Int, log: EventLog? = nil, prefix: String = "r") -> [Row] {
  (0..<count).map { index in
    let row = Row(id: "\(prefix)\(index)", TextItem("Row \(index)"), height: .fixed(44))
    return log.map { row.logged(to: $0) } ?? row
  }
}

func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}
