// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift): a person picking a date.

import Foundation

extension UIDatePicker {
  /// A person picks `date` in the picker (in the compact style, in the overlay its button
  /// opens): the picker shows it, then `.valueChanged` actions run (none when it showed that
  /// date already, as in UIKit).
  ///
  /// - Parameter date: The date picked.
  /// - Throws: When the picker is disabled, or `date` is outside `minimumDate`...`maximumDate`
  ///   (the picker offers no such date).
  public func userPick(_ date: Date) throws(SurfaceDriverError) {
    guard isEnabled else { throw .controlDisabled }
    guard surfaceClamped(date) == date else { throw .dateOutOfRange }
    guard date != self.date else { return }
    self.date = date
    sendActions(for: .valueChanged)
  }
}
