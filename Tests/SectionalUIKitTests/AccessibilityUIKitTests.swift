import Foundation
import Sectional
import SectionalTesting
import SectionalUIKit
import Testing
import UIKitSurface

/// Issue 29, item 2: every cell and header VoiceOver reaches says what the core's description
/// says (label, value, hint, traits), and a row's actions are custom actions that run as their
/// gestures: what a screen reader reads in UIKit is what `AccessibilitySnapshot` reads.
@MainActor
@Suite struct AccessibilityUIKitTests {
  func content(_ log: EventLog) -> ListContent {
    ListContent(sections: [
      Section(id: "mail", header: "Mail") {
        Row(id: "a", TextItem("Inbox", detail: "3", accessory: .disclosure), height: .fixed(44))
          .onSelect { _ in log.entries.append("open") }
          .swipeActions(.trailing, [RowAction("Archive") { _ in log.entries.append("archive") }])
          .deletable()
          .movable()
        Row(id: "b", TextItem("Sent"), height: .fixed(44)).movable()
        Row(id: "c", TextItem("Notify", accessory: .toggle(isOn: true)), height: .fixed(44))
          .onSelect { _ in }
        Row(id: "d", StepperItem("Keep", value: 7, in: 1...30), height: .fixed(44))
        Row(id: "e", TextItem("Archived", subtitle: "Read only"), height: .fixed(44))
          .accessibility(hint: "Nothing can be changed here")
        Row(
          id: "f",
          DateItem(
            "Due", value: Date(timeIntervalSince1970: 1_796_567_400),
            calendar: Calendar(identifier: .gregorian),
            timeZone: TimeZone(secondsFromGMT: 0) ?? .current),
          height: .fixed(44))
      }
    ])
  }

  /// What VoiceOver reads on a cell or header: its properties, in the snapshot's words.
  func read(_ view: UIView) -> [String] {
    [
      view.accessibilityLabel ?? "", view.accessibilityValue ?? "", view.accessibilityHint ?? "",
      "\(view.accessibilityTraits.rawValue)",
      (view.accessibilityCustomActions ?? []).map(\.name).joined(separator: ","),
    ]
  }

  /// What the core says the same view should read.
  func expected(_ description: AccessibilityDescription) -> [String] {
    var traits: UIAccessibilityTraits = .none
    if !description.traits.isDisjoint(with: [.button, .toggle]) { traits.insert(.button) }
    if description.traits.contains(.header) { traits.insert(.header) }
    if description.traits.contains(.selected) { traits.insert(.selected) }
    if description.traits.contains(.notEnabled) { traits.insert(.notEnabled) }
    if description.traits.contains(.adjustable) { traits.insert(.adjustable) }
    if description.traits.contains(.image) { traits.insert(.image) }
    return [
      description.label ?? "", description.value ?? "", description.hint ?? "",
      "\(traits.rawValue)", description.actions.map(\.name).joined(separator: ","),
    ]
  }

  @Test func everyCellAndHeaderReadsAsTheCoreSays() throws {
    let host = try LiaisedTable(content(EventLog()))
    let shown = host.controller.content
    #expect(host.visible.count == 6)
    for indexPath in host.visible {
      let cell = try #require(host.table.cellForRow(at: indexPath))
      let row = try #require(shown[RowPath(section: indexPath.section, row: indexPath.row)])
      #expect(cell.isAccessibilityElement)
      #expect(read(cell) == expected(row.accessibilityDescription), "row \(row.id)")
    }
    let header = try #require(host.table.headerView(forSection: 0))
    let description = try #require(shown.sections[0].headerAccessibilityDescription)
    #expect(read(header) == expected(description))
    #expect(header.accessibilityTraits.contains(.header))
  }

  @Test func customActionsRunAsTheirGestures() throws {
    let log = EventLog()
    let host = try LiaisedTable(content(log))
    func action(_ name: String, row: Int) throws -> UIAccessibilityCustomAction {
      let cell = try #require(host.table.cellForRow(at: path(0, row)))
      return try #require(cell.accessibilityCustomActions?.first { $0.name == name })
    }
    #expect(try action("Archive", row: 0).chooseInRotor())
    #expect(log.take() == ["archive"])
    // Up from the top is refused; down moves Inbox below Sent, in the view and the content.
    #expect(try !action("Move up", row: 0).chooseInRotor())
    #expect(try action("Move down", row: 0).chooseInRotor())
    host.table.finishAnimations()
    #expect(
      host.controller.content.sections[0].rows.map(\.id).prefix(2) == [ListID("b"), ListID("a")])
    #expect(host.table.raisedExceptions.isEmpty)
    // Delete, as the swipe's Delete button does.
    #expect(try action("Delete", row: 1).chooseInRotor())
    host.table.finishAnimations()
    #expect(
      host.controller.content.sections[0].rows.map(\.id)
        == ["b", "c", "d", "e", "f"].map { ListID($0) })
    #expect(host.table.raisedExceptions.isEmpty)
  }
}
