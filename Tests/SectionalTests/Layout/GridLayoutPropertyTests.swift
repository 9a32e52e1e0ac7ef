import TestSupport
import Testing

@testable import Sectional

/// Seeded random contents mixing list, grid, flow and carousel sections, changed by random staged
/// changes: the incremental layout always equals a fresh layout of the content it ends with.
@Suite struct GridLayoutPropertyTests {
  static func row(_ id: Int, _ rng: inout SplitMix64) -> Row {
    let title = String(repeating: "w", count: Int.random(in: 0...14, using: &rng)) + "\(id)"
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return Row(id: id, TextItem(title), height: .fixed(rng.height(60)))
    case 1: return Row(id: id, TextItem(title), height: .computed { ($0 / 10).rounded() })
    default: return Row(id: id, TextItem(title), height: .automatic(estimate: rng.height(60)))
    }
  }

  static func sectionLayout(_ rng: inout SplitMix64) -> SectionLayout {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: .list
    case 1: .grid(columns: Int.random(in: 1...4, using: &rng))
    case 2: .grid(minimumItemWidth: Double(Int.random(in: 6...20, using: &rng) * 10))
    case 3: .flow
    case 4: .carousel(itemWidth: .fraction(0.4))
    default: .carousel(itemWidth: .points(90))
    }
  }

  static func section(_ id: Int, rows: [Row], _ rng: inout SplitMix64) -> Section {
    var section = Section(
      id: "s\(id)", rows: rows,
      style: [.plain, .grouped, .inset][Int.random(in: 0..<3, using: &rng)]
    ).layout(sectionLayout(&rng))
    if Bool.random(using: &rng) { section.header = HeaderFooter(TextItem("h"), height: .fixed(28)) }
    if Bool.random(using: &rng) { section.footer = HeaderFooter(TextItem("f")) }
    return section
  }

  /// A random edit of `content`: rows deleted, inserted, moved and changed, sections inserted,
  /// deleted, moved and given another layout.
  static func edit(_ content: ListContent, nextID: inout Int, _ rng: inout SplitMix64)
    -> ListContent
  {
    var sections = content.sections
    for index in sections.indices {
      var rows = sections[index].rows
      for _ in 0..<Int.random(in: 0...3, using: &rng) where !rows.isEmpty {
        rows.remove(at: Int.random(in: 0..<rows.count, using: &rng))
      }
      for _ in 0..<Int.random(in: 0...4, using: &rng) {
        rows.insert(row(nextID, &rng), at: Int.random(in: 0...rows.count, using: &rng))
        nextID += 1
      }
      if !rows.isEmpty && Bool.random(using: &rng) {
        let at = Int.random(in: 0..<rows.count, using: &rng)
        var changed = rows[at]
        changed.component = TextItem("changed \(nextID)")
        nextID += 1
        rows[at] = changed
      }
      sections[index].rows = rows
    }
    if sections.count > 1 && Bool.random(using: &rng) {
      let from = Int.random(in: 0..<sections.count, using: &rng)
      let to = Int.random(in: 0..<sections.count, using: &rng)
      if !sections[from].rows.isEmpty {
        let moved = sections[from].rows.remove(
          at: Int.random(in: 0..<sections[from].rows.count, using: &rng))
        sections[to].rows.insert(
          moved, at: Int.random(in: 0...sections[to].rows.count, using: &rng))
      }
    }
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      let rows = (0..<Int.random(in: 0...12, using: &rng)).map { offset in
        row(nextID + 1 + offset, &rng)
      }
      sections.insert(
        section(nextID, rows: rows, &rng), at: Int.random(in: 0...sections.count, using: &rng))
      nextID += rows.count + 1
    case 1 where !sections.isEmpty:
      sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
    case 2 where sections.count > 1:
      let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
      sections.insert(moved, at: Int.random(in: 0...sections.count, using: &rng))
    case 3 where !sections.isEmpty:
      let index = Int.random(in: 0..<sections.count, using: &rng)
      sections[index].layout = sectionLayout(&rng)
    default: break
    }
    return ListContent(sections: sections)
  }

  /// Measures what the viewport shows: a row three times its title's length, anything else 28;
  /// a line its tallest row.
  static func measure(_ layout: inout ListLayout) {
    for _ in 0..<4 {
      let pending = layout.itemsNeedingMeasurement()
      guard !pending.isEmpty else { break }
      var tallest: [Int: Double] = [:]
      for frame in pending {
        var height = 28.0
        if case .row(let path) = frame.item,
          let text = layout.content[path]?.component as? TextItem
        {
          height = Double(text.title.count * 3)
        }
        tallest[frame.index] = max(tallest[frame.index] ?? 0, height)
      }
      for (index, height) in tallest { layout.setMeasuredHeight(height, at: index) }
    }
  }

  /// Everything resolved and measured, then every frame, the item count and the content height.
  static func resolved(_ layout: ListLayout) -> ([LayoutFrame], Int, Double) {
    var copy = layout
    copy.setViewportHeight(1e9)
    measure(&copy)
    return (copy.frames(from: 0, to: copy.contentHeight + 1), copy.itemCount, copy.contentHeight)
  }

  @Test(arguments: [41, 42, 43, 44, 45, 46, 47, 48] as [UInt64])
  func stagedChangesToMixedLayoutsMatchAFreshLayout(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var nextID = 0
    var sections: [Section] = []
    for _ in 0..<Int.random(in: 1...5, using: &rng) {
      let rows = (0..<Int.random(in: 0...20, using: &rng)).map { offset in
        Self.row(nextID + 1 + offset, &rng)
      }
      sections.append(Self.section(nextID, rows: rows, &rng))
      nextID += rows.count + 1
    }
    var content = ListContent(sections: sections)
    var layout = ListLayout(content: content, width: 320, viewportHeight: 200)
    for step in 0..<40 {
      let new = Self.edit(content, nextID: &nextID, &rng)
      for stage in try StagedChangeset(from: content, to: new) {
        layout.apply(stage)
        let violation = layout.invariantViolation()
        #expect(violation == nil, "seed \(seed) step \(step): \(violation ?? "")")
      }
      content = new
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: layout.setWidth(Double(Int.random(in: 0...50, using: &rng) * 10))
      case 1:
        layout.scroll(toOffset: Double.random(in: 0...layout.contentHeight, using: &rng).rounded())
        GridLayoutPropertyTests.measure(&layout)
      default: break
      }
      let fresh = ListLayout(content: content, width: layout.width, viewportHeight: 200)
      let (frames, count, height) = GridLayoutPropertyTests.resolved(layout)
      let (expectedFrames, expectedCount, expectedHeight) = GridLayoutPropertyTests.resolved(fresh)
      #expect(count == expectedCount, "seed \(seed) step \(step)")
      #expect(height == expectedHeight, "seed \(seed) step \(step)")
      #expect(frames == expectedFrames, "seed \(seed) step \(step)")
      if frames != expectedFrames { return }
    }
  }
}
