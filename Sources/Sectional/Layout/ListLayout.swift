/// The vertical layout of a list: where every section spacing, header, row and footer is, in
/// O(log n) per question or change, with scroll anchoring.
///
/// A `ListLayout` holds the content it lays out, a height tree of every item's height and the
/// viewport (``contentOffset`` and ``viewportHeight``). Renderers ask it what is visible, measure
/// what it says needs measuring, and hand it every staged change:
///
/// ```swift
/// var layout = ListLayout(content: controller.content, width: 375, viewportHeight: 600)
/// layout.scroll(toOffset: 1_200)
/// for frame in layout.itemsNeedingMeasurement() {
///   layout.setMeasuredHeight(measure(frame.item), at: frame.index)  // keeps rows in place
/// }
/// for stage in changes { layout.apply(stage) }  // incremental
/// let onScreen = layout.visibleFrames
/// ```
///
/// **Heights.** Fixed heights are used as they are; computed heights are resolved at the width;
/// automatic ones count at their estimate (or ``Metrics/rowEstimate``) until measured. Changing
/// the width marks computed and measured heights stale without touching them (O(1)): stale
/// computed heights are recomputed and stale measurements reported again when they become
/// visible.
///
/// **Anchoring.** Every change — a measurement, an applied stage, a new width — keeps the first
/// visible item at the same place on screen by correcting ``contentOffset``, unless the list is
/// scrolled to the very top (it stays there) or the corrected offset falls outside the content
/// (it is clamped).
///
/// **Bad input.** Invalid heights become 0, a width or viewport height that is negative or not
/// finite becomes 0, offsets are clamped to the content, and a staged change that does not fit
/// the content rebuilds the layout from the stage's content.
public struct ListLayout: Sendable {
  /// Sizes the layout uses where the content does not say.
  public struct Metrics: Sendable, Equatable {
    /// The gap above each grouped or inset section.
    public var sectionSpacing: Double
    /// The height of an automatic row without an estimate until it is measured.
    public var rowEstimate: Double
    /// The height of an automatic header or footer without an estimate until it is measured.
    public var headerFooterEstimate: Double
    /// The gap between the items of a line of a grid, flow or carousel section, in the
    /// layout's width unit.
    public var itemSpacing: Double
    /// The layout's width units per point: the factor applied to the widths a
    /// ``SectionLayout`` gives in points (1 in points, 1/8 in a terminal's columns).
    public var pointScale: Double

    /// Creates metrics.
    ///
    /// - Parameters:
    ///   - sectionSpacing: The gap above grouped and inset sections; 20 by default.
    ///   - rowEstimate: The stand-in for unmeasured rows; 44 by default.
    ///   - headerFooterEstimate: The stand-in for unmeasured headers and footers; 28 by default.
    ///   - itemSpacing: The gap between items of a line; 8 by default. Anything not a finite,
    ///     non-negative number counts as 0.
    ///   - pointScale: Width units per point; 1 by default. Anything not a positive finite
    ///     number counts as 1.
    public init(
      sectionSpacing: Double = 20, rowEstimate: Double = 44, headerFooterEstimate: Double = 28,
      itemSpacing: Double = 8, pointScale: Double = 1
    ) {
      self.sectionSpacing = RowHeight.sanitized(sectionSpacing)
      self.rowEstimate = RowHeight.sanitized(rowEstimate)
      self.headerFooterEstimate = RowHeight.sanitized(headerFooterEstimate)
      self.itemSpacing = RowHeight.sanitized(itemSpacing)
      self.pointScale = pointScale.isFinite && pointScale > 0 ? pointScale : 1
    }
  }

  /// The content laid out.
  public internal(set) var content: ListContent { didSet { revision &+= 1 } }
  /// The sizes used where the content does not say.
  public let metrics: Metrics
  /// The width items are laid out at.
  public internal(set) var width: Double { didSet { if width != oldValue { revision &+= 1 } } }
  /// How far the content is scrolled: the content's y at the viewport's top.
  public internal(set) var contentOffset: Double = 0 {
    didSet { if contentOffset != oldValue { revision &+= 1 } }
  }
  /// The viewport's height.
  public internal(set) var viewportHeight: Double {
    didSet { if viewportHeight != oldValue { revision &+= 1 } }
  }

  /// Every item's height, with its tag (see ``HeightTag``).
  var items: HeightTree { didSet { revision &+= 1 } }
  /// Each section's item count as its "height", with its ``SectionShape`` as its tag.
  var sections: HeightTree { didSet { revision &+= 1 } }
  /// The current width epoch: computed and automatic heights resolved at another are stale.
  var epoch: UInt16 = 1 { didSet { revision &+= 1 } }
  /// The wrapped lines of every flow section, by section id.
  var flows: [ListID: FlowLines] = [:]
  /// The natural width of a flow item, given the most it may take.
  let itemWidth: @Sendable (Row, _ maxWidth: Double) -> Double

  /// Changes whenever anything a frame depends on may have changed (content, sizes, heights,
  /// the viewport or the offset), so a renderer can tell in O(1) that its last frame and its
  /// last display report still hold. Equal revisions mean the same frames.
  package private(set) var revision: UInt64 = 0

  /// Lays out `content`.
  ///
  /// - Parameters:
  ///   - content: The content.
  ///   - width: The width computed heights are resolved at.
  ///   - viewportHeight: The viewport's height; 0 by default.
  ///   - metrics: Sizes for spacing and unmeasured items.
  ///   - itemWidth: The natural width of an item of a flow section given the list's width, in
  ///     the layout's width unit (clamped to that width); ``estimatedItemWidth(of:maxWidth:)``
  ///     by default. A renderer that draws items supplies its own.
  /// - Complexity: O(n).
  public init(
    content: ListContent, width: Double, viewportHeight: Double = 0, metrics: Metrics = Metrics(),
    itemWidth: @escaping @Sendable (Row, _ maxWidth: Double) -> Double = {
      ListLayout.estimatedItemWidth(of: $0, maxWidth: $1)
    }
  ) {
    self.content = content
    self.metrics = metrics
    self.itemWidth = itemWidth
    self.width = RowHeight.sanitized(width)
    self.viewportHeight = RowHeight.sanitized(viewportHeight)
    self.items = HeightTree()
    self.sections = HeightTree()
    rebuild()
    checkInvariants()
  }

  /// Lays everything out again from ``content``.
  mutating func rebuild() {
    var heights: [Double] = []
    var tags: [UInt16] = []
    heights.reserveCapacity(content.rowCount + content.sections.count * 3)
    tags.reserveCapacity(heights.capacity)
    var counts: [Double] = []
    var shapes: [UInt16] = []
    counts.reserveCapacity(content.sections.count)
    shapes.reserveCapacity(content.sections.count)
    flows = [:]
    for section in content.sections {
      let shape = SectionShape(section)
      let before = heights.count
      appendItems(of: section, shape: shape, &heights, &tags)
      counts.append(Double(heights.count - before))
      shapes.append(shape.tag)
    }
    items = HeightTree(heights: heights, tags: tags)
    sections = HeightTree(heights: counts, tags: shapes)
    clampOffset()
  }

  /// Appends the entries of `section`: spacing, header, one per row (a list) or per line,
  /// footer; wraps a flow section first.
  mutating func appendItems(
    of section: Section, shape: SectionShape, _ heights: inout [Double], _ tags: inout [UInt16]
  ) {
    if shape.hasSpacing {
      heights.append(metrics.sectionSpacing)
      tags.append(HeightTag.fixed)
    }
    if let header = section.header {
      let (height, tag) = initial(header.height, estimate: metrics.headerFooterEstimate)
      heights.append(height)
      tags.append(tag)
    }
    if section.layout.isList {
      // Built rows' heights, and those a `ForEach` gives without making its rows.
      let rows = section.rows
      for index in rows.indices {
        let (height, tag) = initial(rows.height(at: index), estimate: metrics.rowEstimate)
        heights.append(height)
        tags.append(tag)
      }
    } else {
      if section.layout.kind == .flow { wrapFlow(section) }
      let placement = placement(of: section)
      for line in 0..<placement.lineCount(rows: section.rows.count) {
        let (height, tag) = lineEntry(section, placement, line: line)
        heights.append(height)
        tags.append(tag)
      }
    }
    if let footer = section.footer {
      let (height, tag) = initial(footer.height, estimate: metrics.headerFooterEstimate)
      heights.append(height)
      tags.append(tag)
    }
  }

  /// The height an item starts with and its tag.
  func initial(_ height: RowHeight, estimate: Double) -> (Double, UInt16) {
    switch height.kind {
    case .fixed(let value):
      (RowHeight.sanitized(value), HeightTag.fixed)
    case .computed(let compute):
      (RowHeight.sanitized(compute(width)), HeightTag.make(HeightTag.computed, epoch: epoch))
    case .automatic(let guess):
      (guess.map(RowHeight.sanitized) ?? estimate, HeightTag.make(HeightTag.automatic, epoch: 0))
    }
  }

  // MARK: Sizes and lookups

  /// The number of items: spacings, headers, rows (lines of grid, flow and carousel sections)
  /// and footers.
  public var itemCount: Int { items.count }

  /// The height of all content.
  public var contentHeight: Double { items.totalHeight }

  /// The bytes the layout's own structures occupy (not the content it holds); for the package's
  /// benchmarks and tests.
  ///
  /// - Complexity: O(n / 128).
  @_spi(Benchmarks)
  public var memoryFootprint: Int { items.memoryFootprint + sections.memoryFootprint }

  /// The largest offset the viewport can scroll to.
  public var maxContentOffset: Double { max(0, contentHeight - viewportHeight) }

  /// The index of the first item of section `section` (the item count when `section` is the
  /// section count); `nil` out of range.
  func start(ofSection section: Int) -> Int? {
    guard section >= 0 && section <= sections.count else { return nil }
    return Int(sections.offset(of: section))
  }

  /// The shape and item count of section `section`.
  func shape(ofSection section: Int) -> (SectionShape, Int) {
    (SectionShape(tag: sections.tag(at: section)), Int(sections.height(at: section)))
  }

  /// The index of `item` among all items, or `nil` when the layout has no such item.
  ///
  /// - Parameter item: An item.
  /// - Complexity: O(log n).
  public func index(of item: LayoutItem) -> Int? {
    let section = item.section
    guard section >= 0 && section < sections.count, let start = start(ofSection: section) else {
      return nil
    }
    let (shape, count) = shape(ofSection: section)
    switch item {
    case .spacing: return shape.hasSpacing ? start : nil
    case .header: return shape.hasHeader ? start + (shape.hasSpacing ? 1 : 0) : nil
    case .footer: return shape.hasFooter ? start + count - 1 : nil
    case .row(let path):
      guard content.sections.indices.contains(section) else { return nil }
      if case .list = content.sections[section].layout.kind {
        let rows = count - shape.leading - (shape.hasFooter ? 1 : 0)
        guard path.row >= 0 && path.row < rows else { return nil }
        return start + shape.leading + path.row
      }
      guard path.row >= 0 && path.row < content.sections[section].rows.count else { return nil }
      return start + shape.leading + placement(ofSection: section).line(ofRow: path.row)
    }
  }

  /// The item at `index`, or `nil` out of range; for a line of a grid, flow or carousel
  /// section, its first row.
  ///
  /// - Parameter index: An item index.
  /// - Complexity: O(log n).
  public func item(at index: Int) -> LayoutItem? {
    guard index >= 0 && index < items.count,
      let (section, start) = sections.index(atOffset: Double(index))
    else { return nil }
    let (shape, count) = shape(ofSection: section)
    let item = shape.item(local: index - Int(start), section: section, itemCount: count)
    guard case .row(let line) = item, content.sections.indices.contains(section),
      !content.sections[section].layout.isList
    else { return item }
    let rows = content.sections[section].rows.count
    let first = placement(ofSection: section).rows(ofLine: line.row, rowCount: rows).lowerBound
    return .row(RowPath(section: section, row: first))
  }

  /// The frame of item `index`, or `nil` out of range; for a line of a grid, flow or carousel
  /// section, its first row's.
  ///
  /// - Parameter index: An item index.
  /// - Complexity: O(log n).
  public func frame(at index: Int) -> LayoutFrame? {
    guard let item = item(at: index) else { return nil }
    return frame(of: item, index: index)
  }

  /// The frame of `item`, or `nil` when the layout has no such item. A row of a grid, flow or
  /// carousel section has its line's index, top and height and its own x and width.
  ///
  /// - Parameter item: An item.
  /// - Complexity: O(log n).
  public func frame(of item: LayoutItem) -> LayoutFrame? {
    guard let index = index(of: item) else { return nil }
    return frame(of: item, index: index)
  }

  /// The frame of `item`, which is at `index`.
  private func frame(of item: LayoutItem, index: Int) -> LayoutFrame {
    var x = 0.0
    var itemWidth = width
    if case .row(let path) = item, content.sections.indices.contains(path.section),
      !content.sections[path.section].layout.isList
    {
      let placement = placement(ofSection: path.section)
      x = placement.x(ofRow: path.row)
      itemWidth = placement.width(ofRow: path.row)
    }
    return LayoutFrame(
      item: item, index: index, top: items.offset(of: index), height: items.height(at: index),
      x: x, width: itemWidth)
  }

  /// The item covering `offset` (clamped to the content), or `nil` when there are no items; for
  /// a line of a grid, flow or carousel section, its first row.
  ///
  /// - Parameter offset: A position from the top of the content.
  /// - Complexity: O(log n).
  public func frame(atOffset offset: Double) -> LayoutFrame? {
    guard let (index, _) = items.index(atOffset: offset) else { return nil }
    return frame(at: index)
  }

  /// The frames of the items from `top` (inclusive) to `bottom` (exclusive), one per row (the
  /// rows of a line of a grid, flow or carousel section share its index, top and height); an
  /// item of height 0 counts when its top is in that range.
  ///
  /// - Parameters:
  ///   - top: The upper edge.
  ///   - bottom: The lower edge.
  /// - Complexity: O(log n + k) for k frames.
  public func frames(from top: Double, to bottom: Double) -> [LayoutFrame] {
    guard bottom > top, let (first, _) = items.index(atOffset: top) else { return [] }
    var start = first
    // Zero-height items sitting exactly at `top` come before the item covering it.
    while start > 0 && items.height(at: start - 1) == 0 && items.offset(of: start - 1) >= top {
      start -= 1
    }
    var result: [LayoutFrame] = []
    var cursor = ItemCursor(layout: self, index: start)
    items.forEach(from: start) { index, itemTop, height in
      guard itemTop < bottom else { return false }
      let item = cursor.next()
      let inside = height > 0 ? itemTop + height > top : itemTop >= top
      guard inside else { return true }
      guard case .row(let line) = item, let placement = cursor.placement else {
        result.append(
          LayoutFrame(item: item, index: index, top: itemTop, height: height, width: width))
        return true
      }
      for row in placement.rows(ofLine: line.row, rowCount: cursor.rowCount) {
        result.append(
          LayoutFrame(
            item: .row(RowPath(section: line.section, row: row)), index: index, top: itemTop,
            height: height, x: placement.x(ofRow: row), width: placement.width(ofRow: row)))
      }
      return true
    }
    return result
  }

  /// The frames of the items the viewport shows, top to bottom: one per row, so the rows of a
  /// line of a grid, flow or carousel section share an index, a top and a height.
  ///
  /// - Complexity: O(log n + k) for k visible items.
  public var visibleFrames: [LayoutFrame] {
    frames(from: contentOffset, to: contentOffset + viewportHeight)
  }

  /// The rows the viewport shows, top to bottom.
  public var visibleRows: [RowPath] {
    visibleFrames.compactMap { frame in
      if case .row(let path) = frame.item { return path }
      return nil
    }
  }

  /// The height `height` of an item of `section` at ``width`` (for a fresh item).
  func height(of item: LayoutItem) -> RowHeight? {
    guard content.sections.indices.contains(item.section) else { return nil }
    let section = content.sections[item.section]
    switch item {
    case .spacing: return .fixed(metrics.sectionSpacing)
    case .header: return section.header?.height
    case .footer: return section.footer?.height
    case .row(let path): return content[path]?.height
    }
  }

  mutating func clampOffset() {
    contentOffset = min(max(0, contentOffset.isNaN ? 0 : contentOffset), maxContentOffset)
  }
}

/// Walks items in order, decoding each one's identity without a tree lookup per item. A line
/// of a section that is not a list comes out as `.row` with the line's number as its row, and
/// ``placement`` says which rows it holds.
struct ItemCursor {
  let layout: ListLayout
  var section: Int
  var local: Int
  var shape: SectionShape
  var count: Int
  /// The placement of the current section's rows when it is not a list.
  var placement: LinePlacement?
  /// The current section's row count.
  var rowCount = 0

  init(layout: ListLayout, index: Int) {
    self.layout = layout
    if let (section, start) = layout.sections.index(atOffset: Double(index)) {
      self.section = section
      self.local = index - Int(start)
    } else {
      self.section = 0
      self.local = 0
    }
    (shape, count) =
      layout.sections.count > section ? layout.shape(ofSection: section) : (SectionShape(tag: 0), 0)
    enter()
  }

  private mutating func enter() {
    guard layout.content.sections.indices.contains(section),
      !layout.content.sections[section].layout.isList
    else {
      placement = nil
      return
    }
    placement = layout.placement(ofSection: section)
    rowCount = layout.content.sections[section].rows.count
  }

  mutating func next() -> LayoutItem {
    while local >= count && section + 1 < layout.sections.count {
      section += 1
      local = 0
      (shape, count) = layout.shape(ofSection: section)
      enter()
    }
    let item = shape.item(local: local, section: section, itemCount: count)
    local += 1
    return item
  }
}
