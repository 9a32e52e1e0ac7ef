// What the surface keeps of the system's accessibility settings and of what was posted to
// VoiceOver. Not UIKit API.

@MainActor
enum SurfaceAccessibility {
  /// The Reduce Motion setting.
  static var reduceMotion = false
  /// The announcements posted, in order.
  static var announcements: [String] = []
}
