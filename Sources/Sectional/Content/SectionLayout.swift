/// How a section places its rows: one under another (a list), in columns (a grid), wrapped
/// like words (a flow) or in one line that scrolls sideways (a carousel).
///
/// Items of every layout are rows: they keep their ids, components, events and the diff. Set a
/// section's layout with ``Section/layout(_:)``:
///
/// ```swift
/// Section(id: "photos", header: "Posts") {
///   for post in posts {
///     Row(
///       id: post.id,
///       ImageItem(source: .named(post.picture), aspectRatio: 1, altText: post.title))
///   }
/// }
/// .layout(.grid(columns: 3))
/// ```
///
/// Widths are in points. The terminal reads 8 points as one column; a renderer draws a grid's
/// spacing between items as it sees fit (one column in the terminal).
public struct SectionLayout: Hashable, Sendable {
  /// The layouts, for renderers.
  package enum Kind: Hashable, Sendable {
    case list
    case grid(columns: Int)
    case adaptiveGrid(minimumItemWidth: Double)
    case flow
    case carousel(itemWidth: ItemWidth)
  }

  /// The width of a carousel's items.
  public enum ItemWidth: Hashable, Sendable {
    /// A fraction of the list's width: 0.8 shows one item whole and the next one peeking.
    case fraction(Double)
    /// A width in points.
    case points(Double)
  }

  /// Which layout this is.
  package let kind: Kind

  package init(kind: Kind) { self.kind = kind }

  /// Rows one under another, the width of the list: the default.
  public static let list = SectionLayout(kind: .list)

  /// Rows in a fixed number of equal columns, left to right, then the next line.
  ///
  /// A line is as tall as its tallest item. A section of N items in c columns has ⌈N/c⌉ lines.
  ///
  /// - Parameter columns: The number of columns; at least 1 (smaller numbers count as 1).
  /// - Returns: The layout.
  public static func grid(columns: Int) -> SectionLayout {
    SectionLayout(kind: .grid(columns: max(1, columns)))
  }

  /// Rows in as many equal columns as fit items at least `minimumItemWidth` points wide (at
  /// least one column), so the number of columns follows the list's width.
  ///
  /// - Parameter minimumItemWidth: The narrowest an item may be, in points; a width that is not
  ///   a positive finite number counts as 1.
  /// - Returns: The layout.
  public static func grid(minimumItemWidth: Double) -> SectionLayout {
    let width = minimumItemWidth.isFinite && minimumItemWidth > 0 ? minimumItemWidth : 1
    return SectionLayout(kind: .adaptiveGrid(minimumItemWidth: width))
  }

  /// Rows as wide as their content, placed left to right and wrapped at the list's width, like
  /// words: tags and filter pills. An item wider than the list gets a line of its own, clipped.
  public static let flow = SectionLayout(kind: .flow)

  /// Rows in one line that scrolls sideways, each `itemWidth` wide: a shelf.
  ///
  /// - Parameter itemWidth: Each item's width; a fraction of the list's width or points.
  ///   Fractions are clamped to 0.05…1; a width in points that is not a positive finite number
  ///   counts as 1.
  /// - Returns: The layout.
  public static func carousel(itemWidth: ItemWidth = .fraction(0.8)) -> SectionLayout {
    switch itemWidth {
    case .fraction(let fraction):
      let clamped = fraction.isFinite ? min(1, max(0.05, fraction)) : 1
      return SectionLayout(kind: .carousel(itemWidth: .fraction(clamped)))
    case .points(let points):
      let width = points.isFinite && points > 0 ? points : 1
      return SectionLayout(kind: .carousel(itemWidth: .points(width)))
    }
  }

  /// Whether the section's rows lie one under another, the width of the list.
  public var isList: Bool { kind == .list }
}
