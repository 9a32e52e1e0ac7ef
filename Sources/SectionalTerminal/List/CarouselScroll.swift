import Sectional

/// How far each carousel is scrolled sideways, by section id, in columns: the layout places a
/// carousel's items from x = 0, and the list draws them shifted left by this offset. The offset
/// follows the cursor (the least scrolling that shows the item under it whole) and the clicks
/// on a carousel's more-items indicators; a section's offset outlives changes to its items.
struct CarouselScroll: Equatable {
  /// The offsets that are not 0.
  private(set) var offsets: [ListID: Int] = [:]
  /// Advances on every change, so a frame drawn at the same offsets can reuse the last one.
  private(set) var revision = 0

  /// The columns the carousel of section `id` is scrolled by.
  func offset(of id: ListID) -> Int { offsets[id] ?? 0 }

  /// Sets the offset of section `id`, clamped to 0 … `total` − `visible` (0 when everything
  /// fits).
  ///
  /// - Parameters:
  ///   - offset: The wanted offset in columns.
  ///   - id: The carousel's section id.
  ///   - visible: The columns the list shows.
  ///   - total: The columns the carousel's items take, from the first's left edge to the
  ///     last's right edge.
  mutating func set(_ offset: Int, of id: ListID, visible: Int, total: Int) {
    let clamped = min(max(0, offset), max(0, total - visible))
    guard clamped != self.offset(of: id) else { return }
    offsets[id] = clamped == 0 ? nil : clamped
    revision &+= 1
  }

  /// Scrolls section `id` the least that shows the columns `x ..< x + width` (their left part
  /// when they are wider than the list).
  ///
  /// - Parameters:
  ///   - x: The item's left edge, unshifted.
  ///   - width: The item's width.
  ///   - id: The carousel's section id.
  ///   - visible: The columns the list shows.
  ///   - total: The carousel's width (see ``set(_:of:visible:total:)``).
  mutating func reveal(x: Int, width: Int, of id: ListID, visible: Int, total: Int) {
    var offset = offset(of: id)
    if x + width > offset + visible { offset = x + width - visible }
    if x < offset { offset = x }
    set(offset, of: id, visible: visible, total: total)
  }

  /// Whether items lie left and right of what the list shows of a carousel scrolled by
  /// `offset`.
  ///
  /// - Parameters:
  ///   - offset: The carousel's offset.
  ///   - visible: The columns the list shows.
  ///   - total: The carousel's width.
  static func more(offset: Int, visible: Int, total: Int) -> (left: Bool, right: Bool) {
    (offset > 0, offset + visible < total)
  }
}
