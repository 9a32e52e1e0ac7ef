#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Foundation
  import Sectional

  /// Draws a ``DateItem``: its label, and a compact `UIDatePicker` (the item's mode, range,
  /// calendar and time zone) whose changes reach the row as `.valueChanged` with the new date,
  /// clamped into the item's range. VoiceOver adjusts it: a swipe up or down moves the date a
  /// day (a minute for a time), within the range.
  final class DateContentView: ComponentContentView, AdjustableContent {
    let picker = UIDatePicker()
    let line = ValueLine()

    override func setUp() {
      picker.preferredDatePickerStyle = .compact
      picker.addAction(UIAction { [weak self] _ in self?.picked() }, for: .valueChanged)
      line.install(in: self, control: picker)
    }

    override func configure() {
      guard let item = component(DateItem.self) else { return }
      line.show(label: item.label, value: nil, isEnabled: item.isEnabled)
      picker.datePickerMode = Self.pickerMode(item.mode)
      picker.calendar = item.calendar
      picker.timeZone = item.timeZone
      // The range first, so the date is not clamped into the last row's range.
      picker.minimumDate = item.earliest
      picker.maximumDate = item.latest
      picker.date = item.value
      picker.isEnabled = item.isEnabled && !cellIsEditing
    }

    /// UIKit's mode for the item's.
    static func pickerMode(_ mode: DateItem.Mode) -> UIDatePicker.Mode {
      switch mode {
      case .date: .date
      case .time: .time
      case .dateAndTime: .dateAndTime
      }
    }

    /// The person picked a date: the row hears it (clamped into the item's range); the picker
    /// shows the row's value until the rebuild draws the new one, so a screen that keeps its
    /// date keeps the picker on it.
    private func picked() {
      guard let item = component(DateItem.self) else { return }
      let date = item.clamped(picker.date)
      picker.date = item.value
      choose(date, for: item)
    }

    /// Moves the date `steps` days (minutes for a time), clamped into the range.
    func adjust(by steps: Int) -> Bool {
      guard let item = component(DateItem.self), item.isEnabled else { return false }
      let field: DateItem.Field = item.mode == .time ? .minute : .day
      return choose(item.clamped(item.stepping(field, by: steps, in: item.value)), for: item)
    }

    @discardableResult
    private func choose(_ date: Date, for item: DateItem) -> Bool {
      guard date != item.value else { return false }
      context?.dateChosen(date)
      return true
    }
  }

  extension CellContext {
    /// Sends the row the date a person picked, through the controller (as `.valueChanged`).
    func dateChosen(_ date: Date) {
      liaison?.sendDate(date, to: row.id)
    }
  }
#endif
