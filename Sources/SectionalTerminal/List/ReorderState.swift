import Sectional

/// What reorder mode (`m` on a movable row) is doing. The list shows ``message(ascii:)`` on its
/// last line while the mode lasts; an app shows ``keyHints(ascii:)`` in its footer instead of
/// the usual keys.
///
/// ```swift
/// if let reorder = list.reorder {
///   hints = reorder.keyHints(ascii: glyphs.isASCII)
/// }
/// ```
package struct ReorderState: Sendable, Equatable {
  /// The row being moved.
  package var rowID: ListID
  /// The title of the row's section (its header's text), when it has one.
  package var sectionTitle: String?
  /// Whether ↑/↓ carry the row over a section's edge into the neighbouring section
  /// (``ListView/allowsMovingAcrossSections``).
  package var crossesSections: Bool
  /// Set when the last ↑/↓ was refused at the edge of the row's section.
  package var isAtSectionBoundary = false

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - rowID: The row being moved.
  ///   - sectionTitle: Its section's title.
  ///   - crossesSections: Whether rows may move into other sections.
  package init(rowID: ListID, sectionTitle: String?, crossesSections: Bool) {
    self.rowID = rowID
    self.sectionTitle = sectionTitle
    self.crossesSections = crossesSections
  }

  /// A line for the status bar: where the row is and whether it may leave its section, e.g.
  /// `Moving in “Today”: rows stay in their section` or, after a refused move,
  /// `“Today” ends here: rows stay in their section`.
  ///
  /// - Parameter ascii: Plain quotes, for terminals without Unicode.
  /// - Returns: The line.
  package func message(ascii: Bool = false) -> String {
    let section =
      sectionTitle.map { ascii ? "\"\($0)\"" : "“\($0)”" } ?? "this section"
    if isAtSectionBoundary {
      let capitalized = section.prefix(1).uppercased() + section.dropFirst()
      return "\(capitalized) ends here: rows stay in their section"
    }
    return crossesSections
      ? "Moving in \(section): rows may move to other sections"
      : "Moving in \(section): rows stay in their section"
  }

  /// The keys that work in reorder mode, as footer hints.
  ///
  /// - Parameter ascii: ASCII forms of the key names.
  /// - Returns: `["↑↓ move row", "⏎ done", "esc done"]` or their ASCII forms.
  package func keyHints(ascii: Bool) -> [String] {
    ascii ? ["up/down move row", "enter done", "esc done"] : ["↑↓ move row", "⏎ done", "esc done"]
  }
}
