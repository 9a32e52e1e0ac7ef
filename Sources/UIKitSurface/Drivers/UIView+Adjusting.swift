// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UIView {
  /// Swipes up (`steps` > 0) or down on the view as a VoiceOver user does on an adjustable
  /// element, `|steps|` times: VoiceOver calls `accessibilityIncrement()` or
  /// `accessibilityDecrement()` only on an element with the adjustable trait.
  ///
  /// - Throws: ``SurfaceDriverError/notAdjustable`` when the view is not an adjustable
  ///   accessibility element.
  public func voiceOverAdjust(by steps: Int) throws(SurfaceDriverError) {
    guard isAccessibilityElement, accessibilityTraits.contains(.adjustable) else {
      throw .notAdjustable
    }
    for _ in 0..<steps.magnitude {
      if steps > 0 { accessibilityIncrement() } else { accessibilityDecrement() }
    }
  }
}
