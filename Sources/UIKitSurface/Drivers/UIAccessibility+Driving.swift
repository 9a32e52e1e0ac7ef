// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UIAccessibility {
  /// Turns the Reduce Motion setting on or off, as a user does in Settings.
  @MainActor public static func setReduceMotion(_ isOn: Bool) {
    SurfaceAccessibility.reduceMotion = isOn
  }

  /// What VoiceOver was asked to announce so far, in order.
  @MainActor public static var announcementsPosted: [String] { SurfaceAccessibility.announcements }

  /// Where the app last moved VoiceOver's focus, if it did and the view still exists.
  @MainActor public static var voiceOverFocus: UIView? { SurfaceAccessibility.focused }
}
