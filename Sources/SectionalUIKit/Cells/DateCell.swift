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
  /// clamped into the item's range.
  final class DateCell: FormCell {
    let picker = UIDatePicker()
    private var item: DateItem?

    override func setUp() {
      picker.preferredDatePickerStyle = .compact
      picker.addAction(UIAction { [weak self] _ in self?.picked() }, for: .valueChanged)
    }

    func show(_ item: DateItem, context: CellContext) {
      self.item = item
      self.context = context
      var content = UIListContentConfiguration.valueCell()
      content.text = item.label
      contentConfiguration = content
      selectionStyle = .none
      picker.datePickerMode = Self.pickerMode(item.mode)
      picker.calendar = item.calendar
      picker.timeZone = item.timeZone
      // The range first, so the date is not clamped into the last row's range.
      picker.minimumDate = item.earliest
      picker.maximumDate = item.latest
      picker.date = item.value
      picker.isEnabled = item.isEnabled
      accessoryView = picker
    }

    /// A reused cell shows no row: its picker has no range and reports to no one.
    override func prepareForReuse() {
      super.prepareForReuse()
      item = nil
      picker.minimumDate = nil
      picker.maximumDate = nil
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
      guard let item else { return }
      let date = item.clamped(picker.date)
      picker.date = item.value
      guard date != item.value else { return }
      context?.dateChosen(date)
    }
  }

  extension CellContext {
    /// Sends the row the date a person picked, through the controller (as `.valueChanged`).
    func dateChosen(_ date: Date) {
      liaison?.sendDate(date, to: row.id)
    }
  }
#endif
