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
  }

  /// The state an item's drawing depends on that can change while its frame stays.
  struct Selection: Equatable {
    var isSelected: Bool
    var focus: Int
    var isReordering: Bool
    /// The line editor of the row's field while it is edited.
    var editor: LineEditor? = nil
  }

  /// An item of the last frame: where it is, its drawing, and the selection state it was drawn
  /// in (`nil` for an item drawn afresh every frame, like a spinner).
  struct PlacedItem {
    var item: LayoutItem
    var screenTop: Int
    var canvas: Canvas
    var serial: Int
    var selection: Selection?
  }

  /// The signature of ``placed``; `nil` before the first frame.
  var signature: Signature?
  /// The last frame's items, top to bottom.
  var placed: [PlacedItem] = []
  /// The last frame's images, relative to the list's top-left corner.
  var placements: [ImagePlacement] = []

  mutating func makeSerial() -> Int {
    nextSerial &+= 1
    return nextSerial
  }
}
