import TestSupport
import Testing

@testable import Sectional

/// "Nearest" for a cursor that keeps its line, defined once: distance in rows across
/// sections, the later row on a tie, clamped positions, empty sections and lists.
@Suite struct NearestCursorRowTests {
  /// Sections of rows written as strings: `x` takes the cursor, `-` does not.
  static func content(_ sections: [String]) -> ListContent {
    var next = 0
    return ListContent(
      sections: sections.enumerated().map { index, rows in
        Section(
          id: index,
          rows: rows.map { kind in
            next += 1
            return Row(id: next, TextItem("\(next)")).selectable(kind == "x")
          })
      })
  }

  func nearest(_ sections: [String], _ section: Int, _ row: Int) -> RowPath? {
    Self.content(sections).nearestCursorRow(to: RowPath(section: section, row: row))
  }

  @Test func theRowItselfWhenItTakesTheCursor() {
    #expect(nearest(["xxx"], 0, 1) == RowPath(section: 0, row: 1))
  }

  @Test func theNearestRowAndTheLaterOneOnATie() {
    #expect(nearest(["x-x"], 0, 1) == RowPath(section: 0, row: 2))
    #expect(nearest(["x--x"], 0, 1) == RowPath(section: 0, row: 0))
    #expect(nearest(["x--x"], 0, 2) == RowPath(section: 0, row: 3))
  }

  @Test func distanceCountsAcrossSectionsAndEmptySectionsAddNothing() {
    #expect(nearest(["x--", "", "-x"], 0, 2) == RowPath(section: 2, row: 1))
    #expect(nearest(["x", "---", "x"], 1, 0) == RowPath(section: 0, row: 0))
    #expect(nearest(["x", "---", "x"], 1, 2) == RowPath(section: 2, row: 0))
  }

  @Test func anEmptiedSectionIsAGapWhoseNeighboursAreEquallyNear() {
    #expect(nearest(["x", "", "x"], 1, 4) == RowPath(section: 2, row: 0))
    #expect(nearest(["x", ""], 1, 0) == RowPath(section: 0, row: 0))
    #expect(nearest(["", "-x"], 0, 0) == RowPath(section: 1, row: 1))
  }

  @Test func positionsPastTheEndAreClamped() {
    #expect(nearest(["xx"], 0, 9) == RowPath(section: 0, row: 1))
    #expect(nearest(["xx", "x-"], 7, 0) == RowPath(section: 1, row: 0))
  }

  @Test func noRowTakesTheCursor() {
    #expect(nearest([], 0, 0) == nil)
    #expect(nearest(["", ""], 1, 0) == nil)
    #expect(nearest(["---"], 0, 1) == nil)
  }

  /// Against a brute force over every position of random contents.
  @Test func matchesTheDefinitionOnRandomContents() {
    for seed: UInt64 in 1...300 {
      var rng = SplitMix64(seed: seed)
      let sections = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
        String(
          (0..<Int.random(in: 0...5, using: &rng)).map { _ in Bool.random(using: &rng) ? "x" : "-" }
        )
      }
      let content = Self.content(sections)
      let flat = sections.enumerated().flatMap { s, rows in
        rows.enumerated().map { (RowPath(section: s, row: $0.offset), $0.element == "x") }
      }
      for section in 0..<max(1, sections.count) {
        for row in 0..<6 {
          let got = content.nearestCursorRow(to: RowPath(section: section, row: row))
          // The definition: clamp, then the smallest distance, the later on a tie.
          var expected: RowPath?
          if !flat.isEmpty {
            let s = min(section, sections.count - 1)
            let before = flat.filter { $0.0.section < s }.count
            let count = sections[s].count
            let start = Double(before) + (count > 0 ? Double(min(row, count - 1)) : -0.5)
            let candidates = flat.enumerated().filter { $0.element.1 }
            expected =
              candidates.min { a, b in
                let da = abs(Double(a.offset) - start)
                let db = abs(Double(b.offset) - start)
                return da < db || (da == db && a.offset > b.offset)
              }?.element.0
          }
          #expect(got == expected, "seed \(seed): \(sections) at \(section), \(row)")
        }
      }
    }
  }

  /// The walk of a keyboard cursor, once for every renderer: rows that cannot take the cursor
  /// are passed over across sections, a header stop counts as row -1, and a limit ends the
  /// search.
  @Test func theCursorWalkPassesOverRowsAndStopsAtHeaders() {
    let content = Self.content(["-x", "--", "x-"])
    func stop(_ section: Int, _ row: Int, forward: Bool = true, limit: Int = .max) -> RowPath? {
      content.cursorStop(from: RowPath(section: section, row: row), forward: forward, limit: limit)
    }
    #expect(stop(0, 0) == RowPath(section: 0, row: 1))
    #expect(stop(0, 1) == RowPath(section: 0, row: 1))
    #expect(stop(1, 0) == RowPath(section: 2, row: 0))
    #expect(stop(2, 1) == nil)
    #expect(stop(2, 1, forward: false) == RowPath(section: 2, row: 0))
    #expect(stop(1, 1, forward: false) == RowPath(section: 0, row: 1))
    #expect(stop(1, 0, limit: 2) == nil)
    let withHeaders = content.cursorStop(from: RowPath(section: 1, row: 0), forward: true) {
      $0 == 2
    }
    #expect(withHeaders == RowPath(section: 2, row: -1))
  }
}
