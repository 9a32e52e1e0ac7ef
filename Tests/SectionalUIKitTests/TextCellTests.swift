import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

@MainActor
@Suite("Text rows in UIKit: values, trailing labels, icons and roles")
struct TextCellTests {
  func host(_ rows: [Row]) throws -> LiaisedTable {
    try LiaisedTable(ListContent(sections: [Section(id: "s", rows: rows)]))
  }

  func configuration(_ host: LiaisedTable, _ row: Int) -> UIListContentConfiguration? {
    host.table.cellForRow(at: path(0, row))?.contentConfiguration as? UIListContentConfiguration
  }

  @Test("A title with a detail value and no subtitle uses the value cell: the value beside it")
  func valueCell() throws {
    let host = try host([
      Row(
        id: "version", TextItem("Version", detail: "2.1", icon: "info.circle"), height: .fixed(44))
    ])
    let content = try #require(configuration(host, 0))
    #expect(content.styleForTesting == "valueCell")
    #expect(content.text == "Version")
    #expect(content.secondaryText == "2.1")
    #expect(content.image?.sourceForTesting == "symbol info.circle")
    #expect(host.table.cellForRow(at: path(0, 0))?.accessoryView == nil)
  }

  @Test("With a subtitle, the detail value moves to a trailing label that fits its text")
  func trailingDetail() throws {
    let host = try host([
      Row(id: "storage", TextItem("Storage", subtitle: "On this phone", detail: "12 GB"))
        .height(.fixed(60))
    ])
    let content = try #require(configuration(host, 0))
    #expect(content.styleForTesting == "subtitleCell")
    #expect(content.secondaryText == "On this phone")
    let label = try #require(host.table.cellForRow(at: path(0, 0))?.accessoryView as? UILabel)
    #expect(label.text == "12 GB")
    #expect(label.textColor == .secondaryLabel)
    // sizeToFit: the label is as large as its text, so the whole value shows.
    #expect(label.frame.width > 0 && label.frame.height > 0)
  }

  @Test("A badge shows in a trailing label sized to it; a longer badge gets a wider label")
  func badge() throws {
    let host = try host([
      Row(id: "inbox", TextItem("Inbox", accessory: .badge("3")), height: .fixed(44)),
      Row(id: "spam", TextItem("Spam", accessory: .badge("1,204")), height: .fixed(44)),
    ])
    let labels = try (0..<2).map { row in
      try #require(host.table.cellForRow(at: path(0, row))?.accessoryView as? UILabel)
    }
    #expect(labels.map(\.text) == ["3", "1,204"])
    #expect(labels[0].frame.width > 0)
    #expect(labels[1].frame.width > labels[0].frame.width)
  }

  @Test("A destructive row draws its title red; a reused cell drops the previous trailing label")
  func roleAndReuse() throws {
    let rows = (0..<12).map { index in
      Row(
        id: index,
        index < 2
          ? TextItem("Badge", accessory: .badge("9"))
          : TextItem("Delete \(index)", role: .destructive),
        height: .fixed(44))
    }
    let host = try LiaisedTable(ListContent(sections: [Section(id: "s", rows: rows)]), height: 88)
    let previous = host.visible.compactMap { host.table.cellForRow(at: $0) }
    #expect(previous.count == 2 && previous.allSatisfy { $0.accessoryView is UILabel })
    host.table.scroll(toOffsetY: 44 * 10)
    let reused = try #require(host.table.cellForRow(at: path(0, 10)))
    #expect(previous.contains { $0 === reused })
    #expect(reused.accessoryView == nil)
    let content = try #require(reused.contentConfiguration as? UIListContentConfiguration)
    #expect(content.text == "Delete 10")
    #expect(content.textProperties.color == .systemRed)
  }

  @Test("A checkmark row shows UIKit's checkmark and no trailing view")
  func checkmark() throws {
    let host = try host([
      Row(id: "on", TextItem("Dark mode", accessory: .checkmark), height: .fixed(44))
    ])
    let cell = try #require(host.table.cellForRow(at: path(0, 0)))
    #expect(cell.accessoryType == .checkmark)
    #expect(cell.accessoryView == nil)
  }
}
