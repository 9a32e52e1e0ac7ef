import Sectional

/// What a screen reader reads for a list, as text, in reading order: each section's header,
/// its rows (the parts of a row read one by one indented under it), its footer. A test compares
/// it with a literal, as a renderer test compares a grid of text; the conformance suite checks
/// that every renderer reads the same.
///
/// ```swift
/// let host = ScreenTestHost(AccountScreen())
/// #expect(
///   AccessibilitySnapshot.lines(of: host.content) == [
///     "Account, heading", "Log In, button. Opens a screen",
///   ])
/// ```
public enum AccessibilitySnapshot {
  /// The lines a screen reader reads for `content`, in order, skipping hidden elements and the
  /// rows of collapsed sections.
  ///
  /// - Parameter content: What a list shows (``ScreenTestHost/content``).
  /// - Returns: One line per stop, parts indented by two spaces.
  /// - Complexity: O(rows): every row is made.
  public static func lines(of content: ListContent) -> [String] {
    var lines: [String] = []
    for section in content.sections {
      if let header = section.headerAccessibilityDescription { lines += header.spokenLines }
      if !section.isCollapsed {
        for row in section.rows { lines += row.accessibilityDescription.spokenLines }
      }
      if let footer = section.footerAccessibilityDescription { lines += footer.spokenLines }
    }
    return lines
  }

  /// ``lines(of:)`` joined by line breaks.
  ///
  /// - Parameter content: What a list shows.
  /// - Returns: The snapshot.
  public static func text(of content: ListContent) -> String {
    lines(of: content).joined(separator: "\n")
  }
}
