import Sectional
import Testing

@testable import SectionalTerminal

/// Frames cost what changed: the list keeps its last frame and recomposes only the lines whose
/// item, scroll indicator or border changed; the lines it keeps are shared with the last frame,
/// so the frame writer skips them without comparing cells.
@MainActor
@Suite struct ListViewDamageTests {
  static let width = 40
  static let height = 12

  func makeList(rows: Int) throws -> ListView {
    let content = ListContent {
      Section(id: "rows") {
        for index in 0..<rows {
          Row(id: index, TextItem("Row \(index)", detail: "\(index % 7)", accessory: .disclosure))
        }
      }
    }
    return ListView(
      controller: try ListController(content: content), width: Self.width, height: Self.height)
  }

  func frame(_ list: ListView) -> Buffer {
    var buffer = Buffer(width: Self.width, height: Self.height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer
  }

  func recomposed(_ old: Buffer, _ new: Buffer) -> [Int] {
    (0..<Self.height).filter { !new.sharesLine($0, with: old) }
  }

  @Test func movingTheCursorRecomposesOnlyItsTwoLines() throws {
    let list = try makeList(rows: 1_000)
    let first = frame(list)
    list.moveSelection(by: 1)
    let second = frame(list)
    #expect(recomposed(first, second) == [0, 1])
    #expect(second.plainText().hasPrefix(" Row 0"))
    #expect(second.line(1).hasPrefix("▌Row 1"))
    // The writer touches only those lines.
    let output = FrameWriter(capability: .none).diff(from: first, to: second)
    #expect(output.contains("\u{1B}[1;1H"))
    #expect(!output.contains("\u{1B}[3;"))
  }

  @Test func anUnchangedListSharesEveryLine() throws {
    let list = try makeList(rows: 50)
    let first = frame(list)
    #expect(recomposed(first, frame(list)) == [])
  }

  @Test func scrollingRecomposesEveryLineAndMatchesAFreshDrawing() throws {
    let list = try makeList(rows: 1_000)
    var previous = frame(list)
    for _ in 0..<3 {
      list.page(forward: true)
      let next = frame(list)
      #expect(recomposed(previous, next) == Array(0..<Self.height))
      list.invalidateDrawing()
      #expect(frame(list) == next)
      previous = next
    }
  }

  @Test func glyphChangesRecomposeEverything() throws {
    let list = try makeList(rows: 50)
    let first = frame(list)
    list.glyphs = .ascii
    let second = frame(list)
    #expect(recomposed(first, second) == Array(0..<Self.height))
    #expect(!second.plainText().contains("›"))
  }
}
