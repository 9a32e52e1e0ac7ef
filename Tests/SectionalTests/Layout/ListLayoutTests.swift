import SectionalTesting
import TestSupport
import Testing

@testable import Sectional

@MainActor
@Suite struct ListLayoutTests {
  /// Records every staged change a controller hands over.
  final class Recorder: ListRenderer {
    var stages: [Changeset] = []
    func apply(_ changes: StagedChangeset, from controller: ListController) {
      stages.append(contentsOf: changes.stages)
    }
    func reloadData(from controller: ListController) {}
  }

  static func row(_ id: Int, _ rng: inout SplitMix64) -> Row {
    // Automatic heights with no estimate come in runs, which the layout takes whole.
    switch Int.random(in: 0..<5, using: &rng) {
    case 0: Row(id: id, TextItem("\(id)"), height: .fixed(rng.height(60)))
    case 1: Row(id: id, TextItem("\(id)"), height: .computed { width in (width / 10).rounded() })
    case 2: Row(id: id, TextItem("\(id)"), height: .automatic(estimate: rng.height(60)))
    default: Row(id: id, TextItem("\(id)"))
    }
  }

  static func section(_ id: Int, rows: [Row], _ rng: inout SplitMix64) -> Section {
    var section = Section(
      id: "s\(id)", rows: rows,
      style: [.plain, .grouped, .inset][Int.random(in: 0..<3, using: &rng)])
    if Bool.random(using: &rng) { section.header = HeaderFooter(TextItem("h"), height: .fixed(28)) }
    if Bool.random(using: &rng) { section.footer = HeaderFooter(TextItem("f")) }
    return section
  }

  /// The naive model: every item's height, top to bottom, from the content and the rows measured.
  static func reference(_ layout: ListLayout, measured: [ListID: Double]) -> [(LayoutItem, Double)]
  {
    var result: [(LayoutItem, Double)] = []
    let metrics = layout.metrics
    for (index, section) in layout.content.sections.enumerated() {
      if section.style != .plain {
        result.append((.spacing(section: index), metrics.sectionSpacing))
      }
      if let header = section.header {
        result.append(
          (.header(section: index), header.height.resolved(forWidth: layout.width) ?? 28))
      }
      for (rowIndex, row) in section.rows.enumerated() {
        let height =
          row.height.resolved(forWidth: layout.width) ?? measured[row.id] ?? row.height.estimate
          ?? 44
        result.append((.row(RowPath(section: index, row: rowIndex)), height))
      }
      if section.footer != nil { result.append((.footer(section: index), 28)) }
    }
    return result
  }

  static func check(
    _ layout: ListLayout, measured: [ListID: Double], _ rng: inout SplitMix64, seed: UInt64
  ) {
    let model = reference(layout, measured: measured)
    #expect(layout.itemCount == model.count, "seed \(seed)")
    guard layout.itemCount == model.count else { return }
    var top = 0.0
    for (index, (item, height)) in model.enumerated() {
      let frame = layout.frame(at: index)
      #expect(
        frame
          == LayoutFrame(item: item, index: index, top: top, height: height, width: layout.width),
        "seed \(seed) index \(index)")
      #expect(layout.index(of: item) == index, "seed \(seed)")
      top += height
    }
    #expect(layout.contentHeight == top, "seed \(seed)")
    let from = Double.random(in: 0...max(1, top), using: &rng).rounded()
    let to = from + rng.height(300) + 1
    var expected: [LayoutFrame] = []
    var y = 0.0
    for (index, (item, height)) in model.enumerated() {
      let inside = height > 0 ? y < to && y + height > from : y >= from && y < to
      if inside {
        expected.append(
          LayoutFrame(item: item, index: index, top: y, height: height, width: layout.width))
      }
      y += height
    }
    #expect(layout.frames(from: from, to: to) == expected, "seed \(seed) \(from)..<\(to)")
  }

  /// Everything a frame is drawn from: the visible frames, the sizes, the offset and the content.
  static func fingerprint(_ layout: ListLayout) -> String {
    let frames = layout.frames(
      from: layout.contentOffset, to: layout.contentOffset + layout.viewportHeight)
    return "\(frames) \(layout.contentOffset) \(layout.contentHeight) \(layout.width) "
      + "\(layout.viewportHeight) \(layout.content)"
  }

  @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
  func stagedChangesMatchAFreshLayout(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var nextID = 0
    var sections: [Section] = []
    for _ in 0..<Int.random(in: 0...5, using: &rng) {
      var rows: [Row] = []
      for _ in 0..<Int.random(in: 0...30, using: &rng) {
        rows.append(ListLayoutTests.row(nextID, &rng))
        nextID += 1
      }
      sections.append(ListLayoutTests.section(nextID, rows: rows, &rng))
      nextID += 1
    }
    let controller = try ListController(content: ListContent(sections: sections))
    let recorder = Recorder()
    controller.connect(recorder)
    var layout = ListLayout(content: controller.content, width: 320, viewportHeight: 300)
    var measured: [ListID: Double] = [:]
    for step in 0..<120 {
      let revision = layout.revision
      let fingerprint = ListLayoutTests.fingerprint(layout)
      let content = controller.content
      let sectionCount = content.sections.count
      let anySection = Int.random(in: 0..<max(1, sectionCount), using: &rng)
      let rowCount = sectionCount > 0 ? content.sections[anySection].rows.count : 0
      let anyRow = RowPath(
        section: anySection, row: Int.random(in: 0..<max(1, rowCount), using: &rng))
      switch Int.random(in: 0..<12, using: &rng) {
      case 0, 1:
        let rows = (0..<Int.random(in: 1...40, using: &rng)).map { offset in
          ListLayoutTests.row(nextID + offset, &rng)
        }
        nextID += rows.count
        let at = RowPath(section: anySection, row: Int.random(in: 0...rowCount, using: &rng))
        try? controller.insertRows(rows, at: at)
      case 2:
        let paths = Set(
          (0..<Int.random(in: 1...5, using: &rng)).map { _ in
            RowPath(section: anySection, row: Int.random(in: 0..<max(1, rowCount), using: &rng))
          })
        try? controller.deleteRows(paths.map { RowAddress.at($0) })
      case 3:
        // A filter: most rows of a section go, in runs, a few stay between them.
        let kept = Int.random(in: 2...9, using: &rng)
        let paths = (0..<rowCount).filter { $0 % kept != 0 }.map {
          RowAddress.at(RowPath(section: anySection, row: $0))
        }
        try? controller.deleteRows(paths)
      case 4:
        let destination = RowPath(
          section: Int.random(in: 0..<max(1, sectionCount), using: &rng),
          row: Int.random(in: 0...3, using: &rng))
        try? controller.moveRow(.at(anyRow), to: destination)
      case 5:
        try? controller.reloadRows([.at(anyRow)])
      case 6:
        let other = RowPath(
          section: anySection, row: Int.random(in: 0..<max(1, rowCount), using: &rng))
        try? controller.swapRows(.at(anyRow), .at(other))
      case 7:
        let section = ListLayoutTests.section(
          nextID, rows: [ListLayoutTests.row(nextID + 1, &rng)], &rng)
        nextID += 2
        try? controller.insertSections([section], at: Int.random(in: 0...sectionCount, using: &rng))
      case 8:
        try? controller.deleteSection(.at(anySection))
      case 9:
        try? controller.moveSection(
          .at(anySection), to: Int.random(in: 0..<max(1, sectionCount), using: &rng))
      case 10:
        layout.setWidth(Double(Int.random(in: 0...40, using: &rng) * 10))
        _ = layout.itemsNeedingMeasurement()
      default:
        layout.scroll(toOffset: Double.random(in: 0...layout.contentHeight, using: &rng).rounded())
        for frame in layout.itemsNeedingMeasurement() {
          guard case .row(let path) = frame.item, let row = layout.content[path] else {
            layout.setMeasuredHeight(28, at: frame.index)
            continue
          }
          let height = rng.height(80)
          measured[row.id] = height
          layout.setMeasuredHeight(height, at: frame.index)
        }
      }
      for stage in recorder.stages {
        // A moved section is laid out afresh: its rows lose their measurements.
        for move in stage.sectionMoves {
          for row in stage.content.sections[move.to].rows { measured[row.id] = nil }
        }
        for path in stage.rowReloads {
          if let row = layout.content[path] { measured[row.id] = nil }
        }
        layout.apply(stage)
      }
      recorder.stages = []
      // Renderers reuse their last frame while the revision stays: it must mean the same frames.
      if layout.revision == revision {
        #expect(ListLayoutTests.fingerprint(layout) == fingerprint, "seed \(seed), step \(step)")
      }
      // Heights resolved at an older width are only refreshed when visible: compare against a
      // layout that resolved everything at the current width.
      ListLayoutTests.check(
        layout.resolvingAll(), measured: measured, &rng, seed: seed ^ UInt64(step << 32))
    }
  }

  @Test(arguments: [21, 22, 23, 24, 25, 26, 27, 28] as [UInt64])
  func theFirstVisibleRowNeverMovesOnScreen(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let rows = (0..<Int.random(in: 50...400, using: &rng)).map {
      Row(id: $0, TextItem("\($0)"), height: .automatic(estimate: rng.height(50) + 1))
    }
    var layout = ListLayout(
      content: ListContent(sections: [Section(id: 0, rows: rows)]), width: 320,
      viewportHeight: rng.height(400) + 50)
    for _ in 0..<30 {
      layout.scroll(toOffset: Double.random(in: 0...layout.maxContentOffset, using: &rng).rounded())
      // Measurements arrive in random order, for any rows, visible or not.
      for _ in 0..<Int.random(in: 1...40, using: &rng) {
        let index = Int.random(in: 0..<layout.itemCount, using: &rng)
        guard let before = layout.frame(atOffset: layout.contentOffset) else { continue }
        let screenTop = before.top - layout.contentOffset
        layout.setMeasuredHeight(rng.height(120), at: index)
        let after = try #require(layout.frame(at: before.index))
        if layout.contentOffset > 0 && layout.contentOffset < layout.maxContentOffset {
          #expect(after.top - layout.contentOffset == screenTop, "seed \(seed)")
        }
      }
      // Rows inserted and deleted above keep it in place too.
      guard let before = layout.frame(atOffset: layout.contentOffset),
        case .row(let anchor) = before.item, anchor.row > 2, layout.contentOffset > 0
      else { continue }
      let screenTop = before.top - layout.contentOffset
      var content = layout.content
      let id = ListID(Int.random(in: 10_000...99_999, using: &rng))
      content.sections[0].rows.insert(
        Row(id: id, TextItem("new"), height: .fixed(rng.height(90))), at: 1)
      content.sections[0].rows.remove(at: 0)
      layout.apply(
        Changeset(
          content: content, rowDeletes: [RowPath(section: 0, row: 0)],
          rowInserts: [RowPath(section: 0, row: 1)]))
      let moved = try #require(layout.frame(of: .row(anchor)))
      if layout.contentOffset < layout.maxContentOffset {
        #expect(moved.top - layout.contentOffset == screenTop, "seed \(seed)")
      }
    }
  }

  @Test func scrollingToAnItemAndKeepingItVisible() {
    let rows = (0..<100).map { Row(id: $0, TextItem("\($0)"), height: .fixed(10)) }
    var layout = ListLayout(
      content: ListContent(sections: [Section(id: 0, rows: rows)]), width: 100, viewportHeight: 50)
    #expect(layout.offset(toShow: .row(RowPath(section: 0, row: 20)), at: .top) == 200)
    #expect(layout.offset(toShow: .row(RowPath(section: 0, row: 20)), at: .middle) == 180)
    #expect(layout.offset(toShow: .row(RowPath(section: 0, row: 20)), at: .bottom) == 160)
    #expect(layout.offset(toShow: .row(RowPath(section: 0, row: 99)), at: .top) == 950)
    #expect(layout.offset(toShow: .row(RowPath(section: 0, row: 2)), at: .nearest) == 0)
    layout.scroll(toShow: .row(RowPath(section: 0, row: 30)), at: .nearest)
    #expect(layout.contentOffset == 260)
    layout.scroll(toShow: .row(RowPath(section: 0, row: 28)), at: .nearest)
    #expect(layout.contentOffset == 260)
    layout.scroll(toShow: .row(RowPath(section: 0, row: 10)), at: .nearest)
    #expect(layout.contentOffset == 100)
    #expect(layout.offset(toShow: .row(RowPath(section: 0, row: 100)), at: .top) == nil)
  }

  @Test func badInputIsClamped() {
    var layout = ListLayout(
      content: ListContent(sections: [
        Section(
          id: 0,
          rows: [
            Row(id: 1, TextItem("a"), height: .fixed(-4)),
            Row(id: 2, TextItem("b"), height: .fixed(.nan)),
          ])
      ]), width: .nan, viewportHeight: -3)
    #expect(layout.width == 0 && layout.viewportHeight == 0 && layout.contentHeight == 0)
    layout.scroll(toOffset: .infinity)
    #expect(layout.contentOffset == 0)
    let recorded = layout.setMeasuredHeight(10, at: 7)
    #expect(!recorded)
    // A batch that does not fit the content rebuilds from the batch's content.
    let content = ListContent(sections: [
      Section(id: 0, rows: [Row(id: 3, TextItem("c"), height: .fixed(5))])
    ])
    layout.apply(Changeset(content: content, rowDeletes: [RowPath(section: 4, row: 9)]))
    #expect(layout.itemCount == 1 && layout.contentHeight == 5)
  }
}

extension ListLayout {
  /// A copy with every stale computed height resolved at the current width.
  func resolvingAll() -> ListLayout {
    var copy = self
    let offset = copy.contentOffset
    let viewport = copy.viewportHeight
    copy.scroll(toOffset: 0)
    copy.setViewportHeight(1e12)
    _ = copy.itemsNeedingMeasurement()
    copy.setViewportHeight(viewport)
    copy.scroll(toOffset: offset)
    return copy
  }
}
