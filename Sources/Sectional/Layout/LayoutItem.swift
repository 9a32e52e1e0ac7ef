/// One item of a ``ListLayout``: a section's spacing, header or footer, or a row.
///
/// Items are laid out top to bottom in this order within each section: spacing (grouped and
/// inset sections only), header, rows, footer.
public enum LayoutItem: Hashable, Sendable {
  /// The gap above a grouped or inset section.
  case spacing(section: Int)
  /// A section's header.
  case header(section: Int)
  /// A row.
  case row(RowPath)
  /// A section's footer.
  case footer(section: Int)

  /// The section the item belongs to.
  public var section: Int {
    switch self {
    case .spacing(let section), .header(let section), .footer(let section): section
    case .row(let path): path.section
    }
  }
}

/// Where a laid-out item is: its index among all items, its top and height, its x and width.
///
/// The rows of one line of a grid, flow or carousel section share the line's index, top and
/// height and differ in x and width. A renderer lays an item out at its frame's width.
public struct LayoutFrame: Hashable, Sendable {
  /// The item.
  public var item: LayoutItem
  /// Its index among all items of the layout.
  public var index: Int
  /// The distance from the top of the content to the item's top.
  public var top: Double
  /// Its height.
  public var height: Double
  /// The distance from the list's leading edge to the item's leading edge: 0 for everything
  /// but the rows of grid, flow and carousel sections (a carousel's x ignores its scrolling).
  public var x: Double
  /// Its width: the list's width for everything but the rows of grid, flow and carousel
  /// sections.
  public var width: Double

  /// The distance from the top of the content to the item's bottom.
  public var bottom: Double { top + height }

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - index: Its index.
  ///   - top: Its top.
  ///   - height: Its height.
  ///   - x: Its leading edge; 0 by default.
  ///   - width: Its width; 0 by default.
  public init(
    item: LayoutItem, index: Int, top: Double, height: Double, x: Double = 0, width: Double = 0
  ) {
    self.item = item
    self.index = index
    self.top = top
    self.height = height
    self.x = x
    self.width = width
  }
}

/// Where a scrolled-to item ends up in the viewport.
public enum ScrollAlignment: Sendable, Equatable {
  /// Its top at the viewport's top.
  case top
  /// Centred.
  case middle
  /// Its bottom at the viewport's bottom.
  case bottom
  /// As little scrolling as shows it whole (none when it already is); an item taller than the
  /// viewport is aligned at the top.
  case nearest
}
