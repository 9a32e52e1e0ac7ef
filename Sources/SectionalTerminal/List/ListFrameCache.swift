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

  mutating func makeSerial() -> Int {
    nextSerial &+= 1
    return nextSerial
  }
}
