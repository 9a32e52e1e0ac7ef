// What the surface keeps of the system's accessibility settings and of what was posted to
// VoiceOver. Not UIKit API.

@MainActor
enum SurfaceAccessibility {
  /// The Reduce Motion setting.
  static var reduceMotion = false
  /// How many `performWithoutAnimation` calls are under way.
  static var unanimatedDepth = 0
  /// The text size the user chose.
  static var contentSizeCategory = UIContentSizeCategory(
    surfaceName: "large", surfaceIsAccessibility: false)
  /// The announcements posted, in order.
  static var announcements: [String] = []
  /// Where VoiceOver's focus was last moved (`layoutChanged` with a view).
  static weak var focused: UIView?
}
