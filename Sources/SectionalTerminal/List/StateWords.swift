import Sectional

/// The words the flat drawing for screen readers (``Glyphs/isFlat``) uses for the states the
/// other drawings show with glyphs, and the announcements of the status line, in one place.
/// Those that VoiceOver says too come from the app's strings
/// (`SectionalStrings.accessibility`), in the terminal's lower case.
enum StateWords {
  /// The app's words for assistive technologies.
  private static var strings: AccessibilityStrings { SectionalStrings.current.accessibility }
  /// A toggle that is on.
  static var on: String { strings.on.lowercased() }
  /// A toggle that is off.
  static var off: String { strings.off.lowercased() }
  /// A checkmark accessory.
  static let checked = "checked"
  /// A row that can take a checkmark and has none (said when the checkmark goes).
  static let notChecked = "not checked"
  /// A detail button accessory.
  static let info = "info"
  /// A disclosure accessory: the row opens another screen.
  static let opens = "opens"
  /// A chosen pill or segment.
  static let selected = "selected"
  /// An `AsyncImageItem` whose image is not loaded yet.
  static let imageLoading = "loading"
  /// An `AsyncImageItem` whose image could not be loaded.
  static let imageFailed = "failed"

  /// A collapsible section's header: its rows hidden, or shown.
  ///
  /// - Parameter collapsed: Whether the section is collapsed.
  /// - Returns: `"collapsed"` or `"expanded"`.
  static func section(collapsed: Bool) -> String {
    (collapsed ? strings.collapsed : strings.expanded).lowercased()
  }

  /// Where the cursor's row is in its section: `"3 of 12"`, and the section's title when it
  /// has one (`"3 of 12, Mammals"`).
  ///
  /// - Parameters:
  ///   - index: The row's place in its section, from 1.
  ///   - count: The section's rows.
  ///   - section: The section's title, if any.
  /// - Returns: The words.
  static func position(_ index: Int, of count: Int, in section: String? = nil) -> String {
    let place = "\(index) of \(count)"
    guard let section, !section.isEmpty else { return place }
    return place + ", " + section
  }

  /// How many rows show, after a change that added or removed rows (a filter, a collapse).
  ///
  /// - Parameter count: The rows the list has now.
  /// - Returns: `"1 row shown"` or `"40 rows shown"`.
  static func rowsShown(_ count: Int) -> String {
    count == 1 ? "1 row shown" : "\(count) rows shown"
  }

  /// What the screen-reader mode says when another pane of a split has the focus.
  ///
  /// - Parameter title: The pane's title.
  /// - Returns: `"Data folder pane"`.
  static func pane(_ title: String) -> String {
    "\(title) pane"
  }
}
