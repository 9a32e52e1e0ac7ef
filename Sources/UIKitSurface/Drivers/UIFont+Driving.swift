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

  /// Sets the text size the trait collections report, without UIKit's notification, which
  /// would reach every list alive in the process (other tests' too); a test calls what the
  /// liaison's observer of it runs.
  @MainActor public static func setForTesting(_ category: UIContentSizeCategory) {
    SurfaceAccessibility.contentSizeCategory = category
  }

}
