extension ListLayout {
  /// The placement of the rows of `section` at the current width.
  ///
  /// - Complexity: O(1) (a dictionary lookup for a flow).
  func placement(of section: Section) -> LinePlacement {
    if section.layout.isList {
      return LinePlacement(.list, width: width, metrics: metrics, flow: nil)
    }
    return LinePlacement(
      section.layout, width: width, metrics: metrics,
      flow: section.layout.kind == .flow ? flows[section.id] : nil)
  }

  /// The placement of the rows of section `index`; a list when there is no such section.
  ///
  /// - Complexity: O(1); reads only the section's layout (and id for a flow), not a copy of it.
  func placement(ofSection index: Int) -> LinePlacement {
    guard content.sections.indices.contains(index) else {
      return LinePlacement(.list, width: width, metrics: metrics, flow: nil)
    }
    let layout = content.sections[index].layout
    guard case .list = layout.kind else {
      return LinePlacement(
        layout, width: width, metrics: metrics,
        flow: layout.kind == .flow ? flows[content.sections[index].id] : nil)
    }
    return LinePlacement(.list, width: width, metrics: metrics, flow: nil)
  }

  /// Wraps a flow section's rows at the current width and keeps the lines for its id.
  ///
  /// - Complexity: O(rows).
  mutating func wrapFlow(_ section: Section) {
    flows[section.id] = FlowLines(
      section.rows, width: width, spacing: metrics.itemSpacing, itemWidth: itemWidth)
  }

  /// The height and tag of line `line` of `section` laid out by `placement`: the tallest of its
  /// items at their widths, tagged automatic when any item is (it needs measuring), else
  /// computed when any item is, else fixed.
  func lineEntry(_ section: Section, _ placement: LinePlacement, line: Int) -> (Double, UInt16) {
    let (height, kind) = placement.height(
      ofLine: line, in: section.rows, estimate: metrics.rowEstimate)
    switch kind {
    case .fixed: return (height, HeightTag.fixed)
    case .computed: return (height, HeightTag.make(HeightTag.computed, epoch: epoch))
    case .automatic: return (height, HeightTag.make(HeightTag.automatic, epoch: 0))
    }
  }

  /// The tallest item of line `line` of section `section` that does not need measuring (fixed,
  /// or computed at its width).
  func resolvedHeight(ofLine line: Int, inSection section: Int, _ placement: LinePlacement)
    -> Double
  {
    var height = 0.0
    let rows = placement.rows(ofLine: line, rowCount: content.sections[section].rows.count)
    for row in rows {
      let width = placement.width(ofRow: row)
      if let resolved = content.sections[section].rows[row].height.resolved(forWidth: width) {
        height = max(height, resolved)
      }
    }
    return height
  }

  /// The section and line of item `index` when it is a line of a section that is not a list.
  func line(at index: Int) -> (section: Int, line: Int)? {
    guard let (section, start) = sections.index(atOffset: Double(index)),
      content.sections.indices.contains(section), !content.sections[section].layout.isList
    else { return nil }
    let (shape, count) = shape(ofSection: section)
    let local = index - Int(start) - shape.leading
    guard local >= 0 && local < count - shape.leading - (shape.hasFooter ? 1 : 0) else {
      return nil
    }
    return (section, local)
  }

  /// Lays section `index` out again in place (its lines re-wrapped at the current width): its
  /// items lose their measurements.
  ///
  /// - Complexity: O(section + log n).
  mutating func relayout(section index: Int) {
    guard content.sections.indices.contains(index), let start = start(ofSection: index) else {
      return
    }
    let (_, count) = shape(ofSection: index)
    let section = content.sections[index]
    let shape = SectionShape(section)
    var heights: [Double] = []
    var tags: [UInt16] = []
    appendItems(of: section, shape: shape, &heights, &tags)
    items.replaceSubrange(start..<start + count, with: heights, tags: tags)
    sections.setHeight(Double(heights.count), tag: shape.tag, at: index)
  }

  /// The number of entries `section` has: its decorations and one per row (a list) or line.
  ///
  /// - Complexity: O(1).
  func entryCount(of section: Section, shape: SectionShape) -> Int {
    shape.itemCount(rows: placement(of: section).lineCount(rows: section.rows.count))
  }

  /// Forgets the wrapped lines of sections that are no longer flows in the content.
  ///
  /// - Complexity: O(sections) when there are flows, O(1) otherwise.
  mutating func pruneFlows() {
    guard !flows.isEmpty else { return }
    var kept: [ListID: FlowLines] = [:]
    for section in content.sections where section.layout.kind == .flow {
      if let lines = flows[section.id] { kept[section.id] = lines }
    }
    if kept.count != flows.count { flows = kept }
  }

  /// Whether any section's lines depend on the width (adaptive grids and flows).
  var hasWidthDependentLines: Bool {
    content.sections.contains { section in
      switch section.layout.kind {
      case .adaptiveGrid, .flow: true
      case .list, .grid, .carousel: false
      }
    }
  }
}

extension HeightTree {
  /// Replaces the entries in `range` with `heights` and `tags`.
  mutating func replaceSubrange(_ range: Range<Int>, with heights: [Double], tags: [UInt16]) {
    if !range.isEmpty { removeSubrange(range) }
    if !heights.isEmpty { insert(contentsOf: heights, tags: tags, at: range.lowerBound) }
  }
}
