#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// How far a row of an ``Outline`` is indented, and what takes the indentation: the cell's
  /// whole content (a table cell's content view, a list cell's `indentationLevel`), or, for a
  /// table row (``ColumnsItem``), its tree column alone, so that its columns stay under the
  /// header's (as the terminal draws it).
  @MainActor
  enum OutlineIndentation {
    /// The points of one level, in a table cell and a list cell alike.
    static let width: CGFloat = 16

    /// The levels the cell showing `row` indents its content by: the row's depth in its
    /// outline; 0 for a row that is not an outline's and for a table row, whose tree column
    /// is indented instead (``columnIndentation(of:)``).
    static func cellLevel(of row: Row) -> Int {
      guard let place = row.outline, !(row.component is ColumnsItem) else { return 0 }
      return place.depth
    }

    /// The points the cell showing `row` indents its content by (``cellLevel(of:)`` levels).
    static func cellIndentation(of row: Row) -> CGFloat {
      CGFloat(cellLevel(of: row)) * width
    }

    /// The points a table row of an outline indents its tree column by; 0 for other rows.
    static func columnIndentation(of row: Row) -> CGFloat {
      guard let place = row.outline, row.component is ColumnsItem else { return 0 }
      return CGFloat(place.depth) * width
    }
  }
#endif
