import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// A `DateItem` row in UIKit: a compact `UIDatePicker` with the item's mode, range, calendar
/// and time zone, whose picks reach the row as `.valueChanged` once; in a table and in a
/// collection view.
@MainActor
@Suite("SectionalUIKit's date cell on the behaving UIKit surface")
struct DateCellTests {
  /// 2026-12-07 09:15 UTC.
  static let picked = Date(timeIntervalSince1970: 1_796_634_900)

  /// The date picker in the content view of the cell `view`.
  func picker(in view: UIView?) throws -> UIDatePicker {
    let view = try #require(view)
    return try #require(HostedForm.firstView(of: UIDatePicker.self, in: view))
  }

  @Test("The picker is compact and shows the item's date, mode, range, calendar and time zone")
  func pickerShowsTheItem() throws {
    let form = ReminderForm()
    let hosted = NavigatedScreen(form)
    let table = try #require(hosted.table)
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    let picker = try picker(in: cell)
    // The picker is in the content view, beside the label: no accessory view.
    #expect(cell.accessoryView == nil)
    #expect(picker.preferredDatePickerStyle == .compact)
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.date == form.due)
    #expect(picker.minimumDate == form.item.earliest)
    #expect(picker.maximumDate == form.item.latest)
    #expect(picker.calendar == ReminderForm.calendar)
    #expect(picker.timeZone == ReminderForm.utc)
    #expect(HostedForm.labels(in: cell) == ["Due"])
  }

  @Test("A pick reaches the row once and the picker shows the screen's date after the rebuild")
  func pickReachesTheRow() throws {
    let form = ReminderForm()
    let hosted = NavigatedScreen(form)
    let table = try #require(hosted.table)
    try picker(in: table.cellForRow(at: path(0, 0))).userPick(Self.picked)
    #expect(form.log == ["2026-12-07 09:15"])
    #expect(try picker(in: table.cellForRow(at: path(0, 0))).date == Self.picked)
    // The date the picker shows already: no event; outside the range: the picker offers none.
    try picker(in: table.cellForRow(at: path(0, 0))).userPick(Self.picked)
    #expect(throws: SurfaceDriverError.dateOutOfRange) {
      try picker(in: table.cellForRow(at: path(0, 0))).userPick(Date(timeIntervalSince1970: 0))
    }
    #expect(form.log == ["2026-12-07 09:15"])
  }

  @Test("A screen that keeps its date keeps the picker on it")
  func refusedPickShowsTheRowsDate() throws {
    let form = ReminderForm()
    form.refuses = true
    let hosted = NavigatedScreen(form)
    let table = try #require(hosted.table)
    let picker = try picker(in: table.cellForRow(at: path(0, 0)))
    try picker.userPick(Self.picked)
    #expect(form.log == ["2026-12-07 09:15"])
    #expect(picker.date == form.due)
  }

  @Test("A disabled item's picker takes no pick")
  func disabled() throws {
    let form = ReminderForm()
    form.isEnabled = false
    let hosted = NavigatedScreen(form)
    let picker = try picker(in: try #require(hosted.table).cellForRow(at: path(0, 0)))
    #expect(!picker.isEnabled)
    #expect(throws: SurfaceDriverError.controlDisabled) { try picker.userPick(Self.picked) }
    #expect(form.log.isEmpty)
  }

  @Test("VoiceOver's swipe up or down moves the date a day, within the range, once per swipe")
  func voiceOverAdjusts() throws {
    let form = ReminderForm()
    let hosted = NavigatedScreen(form)
    let table = try #require(hosted.table)
    let cell = try #require(table.cellForRow(at: path(0, 0)))
    #expect(cell.accessibilityTraits.contains(.adjustable))
    try cell.voiceOverAdjust(by: 1)
    #expect(form.log == ["2026-12-07 14:30"])
    try table.cellForRow(at: path(0, 0))?.voiceOverAdjust(by: -2)
    #expect(form.log == ["2026-12-07 14:30", "2026-12-06 14:30", "2026-12-05 14:30"])
  }

  @Test("In a collection view the date row is a list cell with the same content view")
  func collectionView() throws {
    let log = EventLog()
    let form = ReminderForm()
    let content = ListContent(sections: [
      Section(id: "s") {
        Row(id: "due", form.item).onChange(Date.self) { log.entries.append(form.item.format($0)) }
      }
    ])
    let host = try LiaisedCollection(content)
    let picker = try picker(in: host.collection.cellForItem(at: path(0, 0)))
    #expect(picker.date == form.due)
    #expect(picker.preferredDatePickerStyle == .compact)
    try picker.userPick(Self.picked)
    #expect(log.take() == ["2026-12-07 09:15"])
    #expect(host.collection.raisedExceptions == [])
  }
}
