// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UIFont {
  /// Whether the font follows a Dynamic Type text style (`preferredFont(forTextStyle:)`).
  public var followsTextStyle: Bool { surfaceTextStyle != nil }
}

extension UIContentSizeCategory {
  /// The default text size, "Large".
  public static let surfaceLarge = UIContentSizeCategory(
    surfaceName: "large", surfaceIsAccessibility: false)
  /// The largest accessibility text size.
  public static let surfaceAccessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    surfaceName: "accessibilityExtraExtraExtraLarge", surfaceIsAccessibility: true)

  /// Sets the text size, as a user does in Settings, and posts the notification UIKit posts.
  @MainActor public static func simulateChange(to category: UIContentSizeCategory) {
    SurfaceAccessibility.contentSizeCategory = category
    simulateChange()
  }

  /// Changes the text size, as a user does in Settings: posts the notification UIKit posts.
  @MainActor public static func simulateChange() {
    NotificationCenter.default.post(name: didChangeNotification, object: nil)
  }
}
