extension ListLayout {
  /// Applies one batch of a staged change incrementally: only the sections and rows it names are
  /// laid out again; measured heights of moved rows travel with them. The first visible item
  /// keeps its place on screen.
  ///
  /// A grid, flow or carousel section whose rows change is lined again whole (its rows change
  /// lines), its lines losing their measurements.
  ///
  /// A batch that does not fit the current content (an index out of range, counts that do not
  /// add up) rebuilds the layout from `stage.content` instead: never a corrupt layout.
  ///
  /// - Parameter stage: The batch, with the content after it.
  /// - Complexity: O(c log n) for c changed items of list sections, plus O(rows + log n) for
  ///   each grid, flow or carousel section with a changed row (O(n) for a rebuild).
  public mutating func apply(_ stage: Changeset) {
    defer { checkInvariants() }
    let anchor = anchor()
    let map = StageMap(stage)
    if applyIncrementally(stage, map: map) {
      var target: Int?
      if let anchor {
        target = mapped(anchor.item, map).flatMap { index(of: $0) }
      }
      restore(anchor, to: target)
    } else {
      content = stage.content
      rebuild()
    }
  }

  /// Applies every stage in order.
  ///
  /// - Parameter changes: The stages.
  public mutating func apply(_ changes: StagedChangeset) {
    for stage in changes { apply(stage) }
  }

  /// Takes `content` in place of one of the same shape (see
  /// ``ListRenderer/adopt(_:from:)``): the same sections and rows with the same components,
  /// whose rows carry other actions or handlers. Nothing is laid out again; a content of
  /// another shape is laid out from scratch, as ``reload(_:)`` does.
  ///
  /// - Parameter content: The new content.
  /// - Complexity: O(sections).
  public mutating func adopt(_ content: ListContent) {
    let old = self.content.sections
    let new = content.sections
    guard old.count == new.count,
      zip(old, new).allSatisfy({ $0.rows.count == $1.rows.count && $0.id == $1.id })
    else {
      reload(content)
      return
    }
    self.content = content
  }

  /// Replaces the content without animation: everything is laid out again.
  ///
  /// - Parameter content: The new content.
  /// - Complexity: O(n).
  public mutating func reload(_ content: ListContent) {
    defer { checkInvariants() }
    self.content = content
    rebuild()
  }

  private func mapped(_ item: LayoutItem, _ map: StageMap) -> LayoutItem? {
    switch item {
    case .row(let path): map.row(path).map(LayoutItem.row)
    case .spacing(let section): map.section(section).map { .spacing(section: $0) }
    case .header(let section): map.section(section).map { .header(section: $0) }
    case .footer(let section): map.section(section).map { .footer(section: $0) }
    }
  }

  /// One removal of the batch, by item position before it: a whole section, or a run of
  /// adjacent rows of one section.
  private struct Removal {
    /// The index of the first item removed.
    var start: Int
    var section: Int
    /// The rows removed, before the batch; `nil` for the whole section.
    var rows: Range<Int>?
  }

  /// Returns `false` when the batch does not fit (the caller rebuilds).
  private mutating func applyIncrementally(_ stage: Changeset, map: StageMap) -> Bool {
    let after = stage.content
    let sectionCount = sections.count
    guard sectionCount == content.sections.count else { return false }
    var rebuiltBefore = Set(
      stage.sectionDeletes + stage.sectionReloads + stage.sectionMoves.map(\.from))
    guard rebuiltBefore.allSatisfy({ $0 >= 0 && $0 < sectionCount }) else { return false }
    var rebuiltAfter = Set(stage.sectionInserts + stage.sectionMoves.map(\.to))
    for section in stage.sectionReloads {
      guard let target = map.section(section) else { return false }
      rebuiltAfter.insert(target)
    }
    guard rebuiltAfter.allSatisfy({ $0 >= 0 && $0 < after.sections.count }) else { return false }
    // A grid, flow or carousel section whose rows change is laid out again whole: its rows
    // change lines.
    guard
      relineChangedSections(
        stage, map: map, before: &rebuiltBefore, after: &rebuiltAfter)
    else { return false }

    // 1. Out, from the bottom up, by positions before the batch: whole sections, and runs of
    // adjacent rows of one section (a filter deletes thousands of rows in a few runs, each one
    // tree update). A reloaded row stays in the batch's place (its height is set in step 4):
    // removing it and inserting it again cost two tree updates for one.
    var removals: [Removal] = []
    for section in rebuiltBefore {
      guard let start = start(ofSection: section) else { return false }
      removals.append(Removal(start: start, section: section))
    }
    guard
      appendRowRuns(
        map.removedRows,
        skipping: rebuiltBefore, to: &removals)
    else { return false }
    removals.sort {
      ($0.start, $0.section, $0.rows?.lowerBound ?? -1)
        > ($1.start, $1.section, $1.rows?.lowerBound ?? -1)
    }
    let movesByRow = Dictionary(
      stage.rowMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    var carried: [RowPath: (Double, UInt16)] = [:]
    for removal in removals {
      let (shape, count) = shape(ofSection: removal.section)
      guard let rows = removal.rows else {
        items.removeSubrange(removal.start..<removal.start + count)
        sections.removeSubrange(removal.section..<removal.section + 1)
        continue
      }
      let run = removal.start..<removal.start + rows.count
      guard run.upperBound <= items.count else { return false }
      if !movesByRow.isEmpty,
        rows.contains(where: { movesByRow[RowPath(section: removal.section, row: $0)] != nil })
      {
        let removed = items.extractSubrange(run)
        for (offset, row) in rows.enumerated() {
          guard let target = movesByRow[RowPath(section: removal.section, row: row)] else {
            continue
          }
          guard removed.heights.indices.contains(offset), removed.tags.indices.contains(offset)
          else { return false }
          carried[target] = (removed.heights[offset], removed.tags[offset])
        }
      } else {
        items.removeSubrange(run)
      }
      sections.setHeight(Double(count - run.count), tag: shape.tag, at: removal.section)
    }

    // 2. Whole sections in, top down, by positions after the batch.
    content = after
    for section in rebuiltAfter.sorted() {
      guard let start = start(ofSection: section) else { return false }
      let shape = SectionShape(after.sections[section])
      var heights: [Double] = []
      var tags: [UInt16] = []
      appendItems(of: after.sections[section], shape: shape, &heights, &tags)
      items.insert(contentsOf: heights, tags: tags, at: start)
      sections.insert(contentsOf: [Double(heights.count)], tags: [shape.tag], at: section)
    }
    pruneFlows()

    // 3. Single rows in, top down.
    var rowTargets = map.addedRows
    if !rebuiltAfter.isEmpty { rowTargets.removeAll { rebuiltAfter.contains($0.section) } }
    var heights: [Double] = []
    var tags: [UInt16] = []
    var next = 0
    while next < rowTargets.count {
      let path = rowTargets[next]
      guard path.section >= 0 && path.section < sections.count,
        after.sections.indices.contains(path.section),
        after.sections[path.section].layout.isList,
        let start = start(ofSection: path.section)
      else { return false }
      let rows = after.sections[path.section].rows
      let (shape, count) = shape(ofSection: path.section)
      guard path.row <= count - shape.leading - (shape.hasFooter ? 1 : 0) else { return false }
      // A run of adjacent rows of one section arrives in one tree update. The heights alone: a
      // `ForEach` that gives its rows' height has none of them made.
      heights.removeAll(keepingCapacity: true)
      tags.removeAll(keepingCapacity: true)
      var last = next
      while last + 1 < rowTargets.count, rowTargets[last + 1].section == path.section,
        rowTargets[last + 1].row == rowTargets[last].row + 1
      {
        last += 1
      }
      let run = path.row..<rowTargets[last].row + 1
      guard run.lowerBound >= 0, run.upperBound <= rows.count else { return false }
      heights.reserveCapacity(run.count)
      tags.reserveCapacity(run.count)
      if carried.isEmpty {
        // Inserted rows only: their heights are read in one pass over the run.
        let (estimate, automaticTag) = initial(.automatic, estimate: metrics.rowEstimate)
        rows.forEachHeight(
          in: run,
          automatic: { count in
            heights.append(contentsOf: repeatElement(estimate, count: count))
            tags.append(contentsOf: repeatElement(automaticTag, count: count))
          },
          { height in
            let (value, tag) = initial(height, estimate: metrics.rowEstimate)
            heights.append(value)
            tags.append(tag)
          })
      } else {
        // Moved rows carry their heights.
        for row in run {
          let (value, tag) =
            carried[RowPath(section: path.section, row: row)]
            ?? initial(rows.height(at: row), estimate: metrics.rowEstimate)
          heights.append(value)
          tags.append(tag)
        }
      }
      items.insert(contentsOf: heights, tags: tags, at: start + shape.leading + path.row)
      sections.setHeight(Double(count + heights.count), tag: shape.tag, at: path.section)
      next = last + 1
    }

    // 4. Reloaded rows, where the batch puts them: their new content's height, unmeasured.
    for path in stage.rowReloads where !rebuiltBefore.contains(path.section) {
      guard let target = map.row(path) else { return false }
      guard !rebuiltAfter.contains(target.section) else { continue }
      guard after.sections.indices.contains(target.section),
        after.sections[target.section].rows.indices.contains(target.row),
        let start = start(ofSection: target.section)
      else { return false }
      let (shape, count) = shape(ofSection: target.section)
      guard target.row < count - shape.leading - (shape.hasFooter ? 1 : 0) else { return false }
      let (height, tag) = initial(
        after.sections[target.section].rows.height(at: target.row), estimate: metrics.rowEstimate)
      items.setHeight(height, tag: tag, at: start + shape.leading + target.row)
    }
    return matchesContent()
  }

  /// Whether every section has the items its content says (O(number of sections)).
  private func matchesContent() -> Bool {
    guard sections.count == content.sections.count else { return false }
    var matches = true
    var total = 0
    sections.forEachTagged(from: 0) { index, _, count, tag in
      let section = content.sections[index]
      let shape = SectionShape(section)
      total += Int(count)
      matches = shape.tag == tag && Int(count) == entryCount(of: section, shape: shape)
      return matches
    }
    return matches && total == items.count
  }

  /// Adds to the sections laid out again every section that is not a list and has a row
  /// deleted, inserted, moved or reloaded: by its index before the batch to `before`, after it
  /// to `after`. Returns `false` when a path does not fit.
  ///
  /// - Complexity: O(changed rows), and O(sections) when a row lands in such a section.
  private func relineChangedSections(
    _ stage: Changeset, map: StageMap, before: inout Set<Int>, after: inout Set<Int>
  ) -> Bool {
    let new = stage.content
    // Rows come sorted, so most paths are of the section just looked at: a list section's
    // rows are passed over without reading the section again.
    var listBefore = -1
    func relineBefore(_ path: RowPath) -> Bool {
      guard path.section != listBefore, !before.contains(path.section) else { return true }
      guard content.sections.indices.contains(path.section) else { return false }
      guard !content.sections[path.section].layout.isList else {
        listBefore = path.section
        return true
      }
      guard let target = map.section(path.section), new.sections.indices.contains(target)
      else { return false }
      before.insert(path.section)
      after.insert(target)
      return true
    }
    for path in stage.rowDeletes where !relineBefore(path) { return false }
    for path in stage.rowReloads where !relineBefore(path) { return false }
    for move in stage.rowMoves where !relineBefore(move.from) { return false }
    var listAfter = -1
    var origins: [Int: Int]?
    func relineAfter(_ path: RowPath) -> Bool {
      guard path.section != listAfter, !after.contains(path.section) else { return true }
      guard new.sections.indices.contains(path.section) else { return false }
      guard !new.sections[path.section].layout.isList else {
        listAfter = path.section
        return true
      }
      if origins == nil {
        var found: [Int: Int] = [:]
        for section in content.sections.indices where !before.contains(section) {
          if let target = map.section(section) { found[target] = section }
        }
        origins = found
      }
      guard let origin = origins?[path.section] else { return false }
      before.insert(origin)
      after.insert(path.section)
      return true
    }
    for path in stage.rowInserts where !relineAfter(path) { return false }
    for move in stage.rowMoves where !relineAfter(move.to) { return false }
    return true
  }

  /// Appends to `removals` the rows of `paths` (ascending, before the batch) outside the
  /// sections `skipping`, as runs of adjacent rows of one section. Returns `false` when a path
  /// does not fit the layout.
  ///
  /// - Complexity: O(paths), plus O(log n) for each section and each row of a section that is
  ///   not a list.
  private func appendRowRuns(
    _ paths: [RowPath], skipping: Set<Int>, to removals: inout [Removal]
  ) -> Bool {
    let sectionCount = sections.count
    // Where the rows of the section being read start among the items, and how many it has.
    var rowsOf: (section: Int, start: Int, count: Int)?
    var run: Removal?
    // The section last asked about, and whether it is skipped: asked once per section.
    var skipped = (section: -1, isSkipped: false)
    for path in paths {
      guard path.section >= 0 && path.section < sectionCount else { return false }
      if skipped.section != path.section {
        skipped = (path.section, skipping.contains(path.section))
      }
      guard !skipped.isSkipped else { continue }
      if rowsOf?.section != path.section {
        rowsOf = nil
        if content.sections[path.section].layout.isList, let start = start(ofSection: path.section)
        {
          let (shape, count) = shape(ofSection: path.section)
          rowsOf = (
            path.section, start + shape.leading,
            count - shape.leading - (shape.hasFooter ? 1 : 0)
          )
        }
      }
      let index: Int
      if let rowsOf {
        guard path.row >= 0 && path.row < rowsOf.count else { return false }
        index = rowsOf.start + path.row
        if var current = run, current.section == path.section,
          let rows = current.rows, rows.upperBound == path.row
        {
          current.rows = rows.lowerBound..<path.row + 1
          run = current
          continue
        }
      } else {
        guard let found = self.index(of: .row(path)) else { return false }
        index = found
      }
      if let run { removals.append(run) }
      run = Removal(start: index, section: path.section, rows: path.row..<path.row + 1)
    }
    if let run { removals.append(run) }
    return true
  }
}
