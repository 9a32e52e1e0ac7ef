import Sectional

/// The list's last drawn frame and what each of its lines was drawn from, so the next frame
/// recomposes only the lines whose source changed (damage tracking): moving the cursor
/// recomposes two lines, and the lines it keeps are shared with the last frame, which lets the
/// frame writer skip them without comparing a cell.
struct ListFrameCache {
  /// What one line of the list shows: a line of a drawn item (by the item's drawing serial),
  /// the scroll indicator's state on that line, and whether a closing border covers it.
  struct LineKey: Equatable {
    var serial: Int
    var itemLine: Int
    var thumb: Bool?
    var border: Bool
    /// The column the item's line starts at (a grid, flow or carousel item's left edge).
    var x = 0
    /// The other items of a grid, flow or carousel line drawn on this line.
    var more: [Segment] = []
    /// The more-items indicators a carousel draws on this line.
    var indicators: CarouselIndicators? = nil
  }

  /// A line of a drawn item, at a column of the list.
  struct Segment: Equatable {
    var serial: Int
    var itemLine: Int
    var x: Int
  }

  /// Where a screen line's cells come from: line `line` of `canvas`, drawn from column `x`.
  struct Source {
    var canvas: Canvas
    var line: Int
    var x: Int
  }

  /// The indicators of a carousel's line that say items lie out of sight to the left or right.
  struct CarouselIndicators: Equatable {
    /// The screen line they are drawn on (the carousel's middle line).
    var line: Int
    var left: Bool
    var right: Bool
  }

  /// Copies `source` (an item's line) into `cells` from column `x`, clipped to the columns
  /// `0 ..< end`: a wide character cut by either edge becomes blanks.
  static func copy(_ source: [Cell], to cells: inout [Cell], at x: Int, end: Int) {
    let end = min(end, cells.count)
    var column = 0
    while column < source.count {
      let cell = source[column]
      let target = x + column
      let cellWidth = max(1, cell.width)
      defer { column += cell.isContinuation ? 1 : cellWidth }
      if cell.isContinuation {
        // Only reached at the source's first column: the rest of a character cut before it.
        if target >= 0 && target < end { cells[target] = .blank(cell.style) }
        continue
      }
      guard target + cellWidth > 0, target < end else { continue }
      if target < 0 || target + cellWidth > end {
        for blank in max(0, target)..<min(end, target + cellWidth) {
          cells[blank] = .blank(cell.style)
        }
        continue
      }
      cells[target] = cell
      for next in 1..<cellWidth { cells[target + next] = source[column + next] }
    }
  }

  /// The last frame, or `nil` to compose every line.
  var canvas: Canvas?
  /// The key of each line of ``canvas``.
  var keys: [LineKey] = []
  /// The next drawing serial: every newly drawn item gets one, so equal serials mean the same
  /// drawn cells.
  var nextSerial = 0

  /// What the last frame's items were placed from: equal signatures mean the same frames.
  struct Signature: Equatable {
    var layoutRevision: UInt64
    var width: Int
    var height: Int
    var query: String
    /// ``ListView/carousels``' revision: a carousel scrolled sideways moves its items.
    var carouselRevision = 0
  }

  /// The state an item's drawing depends on that can change while its frame stays.
  struct Selection: Equatable {
    var isSelected: Bool
    var focus: Int
    var isReordering: Bool
    /// The line editor of the row's field while it is edited.
    var editor: LineEditor? = nil
    /// The date being edited in the row.
    var dateEditing: DateEditing? = nil
    /// Whether the row shows the mark of a row selected for an action on several.
    var isMarked = false
  }

  /// An item of the last frame: where it is, its drawing, and the selection state it was drawn
  /// in (`nil` for an item drawn afresh every frame, like a spinner).
  struct PlacedItem {
    var item: LayoutItem
    var screenTop: Int
    var canvas: Canvas
    var serial: Int
    var selection: Selection?
    /// The column the item is drawn from (after a carousel's sideways scroll; 0 for list rows).
    var x = 0
    /// Whether the item is one of a grid, flow or carousel line, which shares its screen lines
    /// with the line's other items.
    var isInLine = false
  }

  /// The signature of ``placed``; `nil` before the first frame.
  var signature: Signature?
  /// The last frame's items, top to bottom.
  var placed: [PlacedItem] = []
  /// The last frame's pictures, relative to the list's top-left corner.
  var placements: [PicturePlacement] = []
  /// The last frame's carousel indicators.
  var indicators: [CarouselIndicators] = []

  mutating func makeSerial() -> Int {
    nextSerial &+= 1
    return nextSerial
  }
}
