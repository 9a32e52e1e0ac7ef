import Foundation
import Sectional
import SectionalTerminal
import TestSupport
import Testing

/// Issue 30: a frame of a `ForEach` makes each row it draws once. A lazy row is made each time
/// it is read, and a frame read it for its cache key, its state, its drawing and its picture:
/// four times, which made a split of two panes cost more than twice one pane.
@MainActor
@Suite struct ListViewLazyRowTests {
  /// A 30×10 list of `count` rows of a `ForEach` ("Row 0", …) with `height` for every row when
  /// given; each row made counts into `made`.
  static func list(ofRows count: Int, height: RowHeight? = nil, countingInto made: RowCounter)
    throws -> ListView
  {
    let rows = ForEach(
      0..<count, id: { $0 },
      row: { index in
        made.increment()
        return Row(id: index, TextItem("Row \(index)"))
      })
    let controller = try ListController(
      content: ListContent {
        Section(id: "rows") {
          if let height { rows.height(height) } else { rows }
        }
      })
    return ListView(controller: controller, width: 30, height: 10)
  }

  @Test func aFrameMakesEachRowItDrawsOnce() throws {
    let made = RowCounter()
    let list = try Self.list(ofRows: 100_000, height: .fixed(1), countingInto: made)
    _ = grid(list)
    made.reset()
    list.invalidateDrawing()
    let drawn = grid(list)
    #expect(drawn.hasPrefix("▌Row 0"))
    #expect(made.count == 10, "\(made.count) rows made for 10 lines")
  }

  /// Rows a change inserts are laid out at the estimate and measured when shown: measuring a
  /// row makes it once.
  @Test func measuringARowMakesItOnce() throws {
    let made = RowCounter()
    let list = try Self.list(ofRows: 100, countingInto: made)
    made.reset()
    #expect(list.measuredHeight(of: .row(RowPath(section: 0, row: 50))) == 1)
    #expect(made.count == 1)
  }
}
