/// Which decoration items a section has, packed in the tag of the section-count tree.
struct SectionShape: Equatable {
  var hasSpacing: Bool
  var hasHeader: Bool
  var hasFooter: Bool

  init(hasSpacing: Bool, hasHeader: Bool, hasFooter: Bool) {
    self.hasSpacing = hasSpacing
    self.hasHeader = hasHeader
    self.hasFooter = hasFooter
  }

  init(_ section: Section) {
    hasSpacing = section.style != .plain
    hasHeader = section.header != nil
    hasFooter = section.footer != nil
  }

  init(tag: UInt16) {
    hasSpacing = tag & 1 != 0
    hasHeader = tag & 2 != 0
    hasFooter = tag & 4 != 0
  }

  var tag: UInt16 { (hasSpacing ? 1 : 0) | (hasHeader ? 2 : 0) | (hasFooter ? 4 : 0) }

  /// Items before the first row.
  var leading: Int { (hasSpacing ? 1 : 0) + (hasHeader ? 1 : 0) }

  /// All items of a section with `rowCount` rows.
  func itemCount(rows rowCount: Int) -> Int { leading + rowCount + (hasFooter ? 1 : 0) }

  /// The item at local index `local` of section `section`, which has `itemCount` items.
  func item(local: Int, section: Int, itemCount: Int) -> LayoutItem {
    var local = local
    if hasSpacing {
      if local == 0 { return .spacing(section: section) }
      local -= 1
    }
    if hasHeader {
      if local == 0 { return .header(section: section) }
      local -= 1
    }
    if hasFooter && local == itemCount - leading - 1 { return .footer(section: section) }
    return .row(RowPath(section: section, row: local))
  }
}

/// How an item's height is known, packed in its tag: two bits of kind and, for computed and
/// automatic heights, fourteen bits of the width epoch it was resolved or measured at (0: never).
enum HeightTag {
  static let fixed: UInt16 = 0
  static let computed: UInt16 = 1
  static let automatic: UInt16 = 2
  /// The largest epoch before tags are swept back to 0.
  static let maxEpoch: UInt16 = 0x3FFF

  static func kind(_ tag: UInt16) -> UInt16 { tag & 3 }
  static func epoch(_ tag: UInt16) -> UInt16 { tag >> 2 }
  static func make(_ kind: UInt16, epoch: UInt16) -> UInt16 { kind | (epoch << 2) }
}
