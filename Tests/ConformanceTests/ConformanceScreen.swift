import Foundation
import Sectional

/// The screen every renderer runs in the conformance suite: a header and footer, 1,000 rows of
/// one unit each (a terminal line, a point in the headless table), a row that reloads, deletable
/// and movable rows, a row whose display causes an update while a change is applied, and a
/// paged section whose second page fails once.
@MainActor
final class ConformanceScreen: Screen {
  struct Item: Identifiable, Sendable {
    var id: String
  }

  /// Pages of five items; page 1 fails the first time; page 2 is the last.
  final class Pages: @unchecked Sendable {
    private let lock = NSLock()
    private var attempts: [Int: Int] = [:]

    func load(_ page: Int) throws -> LoadedPage<Item, Int> {
      let attempt = lock.withLock {
        attempts[page, default: 0] += 1
        return attempts[page, default: 0]
      }
      if page == 1 && attempt == 1 { throw Offline() }
      return LoadedPage((0..<5).map { Item(id: "p\(page)-\($0)") }, next: page < 2 ? page + 1 : nil)
    }
  }

  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  let title = "Conformance"
  let log: ConformanceLog
  var rows = (0..<1_000).map { "r\($0)" }
  var reloadCount = 0
  var grown = false
  var grandchild = false
  /// Whether a deleted row stays in the screen's state, so the next rebuild brings it back.
  var keepsDeletedRows = false
  let pages: PageLoader<Item, Int>

  init(log: ConformanceLog) {
    self.log = log
    let source = Pages()
    pages = PageLoader(name: "more", first: 0) { page in try source.load(page) }
  }

  var content: ListContent {
    Section(id: "top", header: "Top", footer: "End of top") {
      // An action row: deselected as soon as its handlers ran, so the next tap deselects nothing.
      Row(id: "reload", TextItem("Reloaded \(reloadCount)")).onSelect { [unowned self] _ in
        reloadCount += 1
      }
      .deselectsAfterSelection()
      Row(id: "grow", TextItem(grown ? "Grown" : "Grow")).onSelect { [unowned self] _ in
        grown = true
      }
      if grown {
        Row(id: "child", TextItem("Child")).on(.configure) { [unowned self] context in
          // An update asked for while the renderer is applying the change that shows "child".
          guard !grandchild else { return }
          grandchild = true
          context.controller.setNeedsUpdate()
        }
      }
      if grandchild { Row(id: "grandchild", TextItem("Grandchild")) }
      for id in rows {
        Row(id: id, TextItem(id))
          .deletable()
          .movable()
          .onDelete { [unowned self] context in
            guard !keepsDeletedRows else { return }
            rows.removeAll { $0 == context.id(as: String.self) }
          }
          .onMove { [unowned self] context in
            guard let id = context.id(as: String.self), let from = rows.firstIndex(of: id) else {
              return
            }
            rows.remove(at: from)
            // Rows of "top" start after the fixed rows above them.
            let fixed = 2 + (grown ? 1 : 0) + (grandchild ? 1 : 0)
            rows.insert(id, at: min(rows.count, max(0, context.indexPath.row - fixed)))
          }
      }
    }
    .headerHeight(.fixed(1))
    .footerHeight(.fixed(1))
    .recording(log)
    Section(id: "more", header: "More") {
      pages.rows { item in Row(id: item.id, TextItem(item.id)) }
    }
    .headerHeight(.fixed(1))
    .recording(log)
  }
}

extension Section {
  /// Records every header and footer event of the section, and every event of its rows.
  @MainActor
  func recording(_ log: ConformanceLog) -> Section {
    var section = self
    for event in SectionEvent.allCases {
      section = section.onHeader(event) { log.record($0) }.onFooter(event) { log.record($0) }
    }
    section.rows = RowList(
      section.rows.map { row in
        var row = row.height(.fixed(1))
        for event in RowEvent.allCases {
          row = row.on(event) { log.record($0) }
        }
        return row
      })
    return section
  }
}

/// Handler calls as "event id" lines, in order.
@MainActor
final class ConformanceLog {
  var lines: [String] = []

  func record(_ context: RowContext) {
    var line = "\(context.event) \(context.id) \(context.indexPath)"
    if context.detail != .none { line += " \(context.detail)" }
    lines.append(line)
  }

  func record(_ context: SectionContext) {
    lines.append("\(context.kind) \(context.event) \(context.sectionID) \(context.section)")
  }

  func mark(_ step: String) {
    lines.append("== \(step)")
  }
}
