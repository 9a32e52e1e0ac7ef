extension ListLayout {
  /// Stops a debug build when the layout broke one of its invariants (see
  /// ``invariantViolation()``); compiled out of release builds.
  ///
  /// Every public mutating method calls it last. It checks the layout's own bookkeeping after it
  /// has sanitized its input, so no input can make it fail, only a defect of the layout.
  @inline(__always)
  func checkInvariants() {
    #if DEBUG
      if let violation = invariantViolation() {
        assertionFailure("ListLayout invariant broken: \(violation)")
      }
    #endif
  }

  /// The first broken invariant, described, or `nil` when the layout is sound:
  /// - item counts agree with the content: one entry per section in the section tree, each with
  ///   its section's shape and item count (spacing, header, rows or lines, footer); every flow
  ///   section is wrapped for its rows;
  /// - totals: the section counts add up to the item tree's count;
  /// - the viewport: width, viewport height and offset are finite, the offset within
  ///   `0...maxContentOffset`, and the width epoch in range.
  ///
  /// The height trees check their own invariants on every mutation.
  ///
  /// - Complexity: O(number of sections).
  func invariantViolation() -> String? {
    let sectionCount = content.sections.count
    guard sections.count == sectionCount else {
      return "\(sections.count) sections laid out for \(sectionCount) in the content"
    }
    var total = 0
    var violation: String?
    sections.forEachTagged(from: 0) { index, _, count, tag in
      let section = content.sections[index]
      let shape = SectionShape(section)
      let expected = entryCount(of: section, shape: shape)
      total += Int(count)
      if section.layout.kind == .flow && flows[section.id]?.rowCount != section.rows.count {
        violation = "flow section \(index) is wrapped for another number of rows"
      } else if tag != shape.tag {
        violation = "section \(index) is laid out with shape \(tag), has shape \(shape.tag)"
      } else if Int(count) != expected || Double(Int(count)) != count {
        violation = "section \(index) is laid out with \(count) items, has \(expected)"
      }
      return violation == nil
    }
    if let violation { return violation }
    guard total == items.count else {
      return "the sections hold \(total) items, the item tree \(items.count)"
    }
    guard width.isFinite && width >= 0, viewportHeight.isFinite && viewportHeight >= 0 else {
      return "width \(width) or viewport height \(viewportHeight) is not a size"
    }
    guard contentOffset >= 0 && contentOffset <= maxContentOffset else {
      return "offset \(contentOffset) is outside 0...\(maxContentOffset)"
    }
    guard epoch >= 1 && epoch <= HeightTag.maxEpoch else {
      return "width epoch \(epoch) is out of range"
    }
    return nil
  }
}
