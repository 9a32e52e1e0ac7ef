import Sectional

/// How the terminal draws the rows of a section, by the section's layout: list rows across the
/// width, grid and carousel items as cards (a box around the component), flow items as pills.
enum ItemShape: Equatable {
  /// A row the list's width, as the terminal always drew rows.
  case row
  /// A box drawn around the component (``CardDrawing``).
  case card
  /// The component's text between round brackets, as wide as it (``PillDrawing``).
  case pill

  /// The shape of the rows of a section laid out by `layout`.
  ///
  /// - Parameter layout: The section's layout.
  init(_ layout: SectionLayout) {
    switch layout.kind {
    case .list: self = .row
    case .grid, .adaptiveGrid, .carousel: self = .card
    case .flow: self = .pill
    }
  }

  /// The columns a shape's frame takes around the component's drawing, each side.
  var inset: (x: Int, y: Int) {
    switch self {
    case .row: (0, 0)
    case .card: (1, 1)
    case .pill: (1, 0)
    }
  }
}
