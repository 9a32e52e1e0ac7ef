// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UIFont {
  /// Whether the font follows a Dynamic Type text style (`preferredFont(forTextStyle:)`).
  public var followsTextStyle: Bool { surfaceTextStyle != nil }
}

extension UIContentSizeCategory {
  /// Changes the text size, as a user does in Settings: posts the notification UIKit posts.
  @MainActor public static func simulateChange() {
    NotificationCenter.default.post(name: didChangeNotification, object: nil)
  }
}
