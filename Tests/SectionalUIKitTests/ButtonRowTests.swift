import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The buttons a row's cell shows, top to bottom or leading to trailing.
@MainActor
func buttons(in cell: UITableViewCell?) -> [UIButton] {
  let stack = cell?.contentView.subviews.compactMap { $0 as? UIStackView }.first
  return stack?.arrangedSubviews.compactMap { $0 as? UIButton } ?? []
}

@MainActor
@Suite("Rows of buttons in UIKit: action bars and embedded lists")
struct ButtonRowTests {
  @Test("An action bar shows one symbol button per action, filled when on; a tap reaches the row")
  func actionBar() throws {
    let log = EventLog()
    let bar = ActionBarItem([
      .init(id: "like", symbol: "heart", title: "Like", isOn: true),
      .init(id: "share", symbol: "square.and.arrow.up", title: "Share"),
    ])
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "post") {
          Row(id: "actions", bar, height: .fixed(44)).onSelect { context in
            log.entries.append("\(context.id) \(context.actionID ?? "-")")
          }
        }
      ]))
    let shown = buttons(in: host.table.cellForRow(at: path(0, 0)))
    #expect(
      shown.map { $0.image(for: .normal)?.sourceForTesting } == [
        "symbol heart.fill", "symbol square.and.arrow.up",
      ])
    #expect(shown.map(\.isSelected) == [true, false])
    // VoiceOver reads the action's title, as the button shows only a symbol.
    #expect(shown.map(\.accessibilityLabel) == ["Like", "Share"])
    #expect(shown.map { $0.title(for: .normal) } == [nil, nil])
    shown[1].userTap()
    shown[0].userTap()
    #expect(log.take() == ["\"actions\" share", "\"actions\" like"])
    #expect(host.table.raisedExceptions.isEmpty)
  }

  @Test("An embedded list shows its heading and one button per inner row; a tap names the row")
  func embeddedList() throws {
    let log = EventLog()
    let list = EmbeddedListItem(
      title: "Sleep",
      items: [TextItem("Bedtime", icon: "bed.double"), TextItem("Wake up")])
    let host = try LiaisedTable(
      ListContent(sections: [
        Section(id: "day") {
          Row(id: "sleep", list, height: .fixed(120)).onSelect { context in
            log.entries.append("inner \(context.embeddedIndex.map(String.init) ?? "-")")
          }
        }
      ]))
    let cell = try #require(host.table.cellForRow(at: path(0, 0)))
    let stack = try #require(cell.contentView.subviews.compactMap { $0 as? UIStackView }.first)
    #expect(stack.axis == .vertical)
    #expect((stack.arrangedSubviews.first as? UILabel)?.text == "Sleep")
    let shown = buttons(in: cell)
    #expect(shown.map { $0.title(for: .normal) } == ["Bedtime", "Wake up"])
    #expect(shown.map { $0.image(for: .normal)?.sourceForTesting } == ["symbol bed.double", nil])
    shown[1].userTap()
    #expect(log.take() == ["inner 1"])
  }

  @Test("A reused cell shows only the new row's buttons, and its taps reach the new row")
  func reuse() throws {
    let log = EventLog()
    let rows = (0..<20).map { index in
      Row(
        id: "bar\(index)",
        ActionBarItem([.init(id: "a\(index)", symbol: "star", title: "Star \(index)")]),
        height: .fixed(44)
      ).onSelect { context in log.entries.append("\(context.id) \(context.actionID ?? "-")") }
    }
    let host = try LiaisedTable(ListContent(sections: [Section(id: "s", rows: rows)]), height: 220)
    let previous = host.visible.compactMap { host.table.cellForRow(at: $0) }
    host.table.scroll(toOffsetY: 44 * 10)
    let reused = try #require(host.table.cellForRow(at: path(0, 10)))
    #expect(previous.contains { $0 === reused })
    let shown = buttons(in: reused)
    #expect(shown.map(\.accessibilityLabel) == ["Star 10"])
    shown[0].userTap()
    #expect(log.take() == ["\"bar10\" a10"])
  }
}
