// What the surface's UICollectionView displays, in the order it displays it. Not UIKit API.

/// An item or a supplementary view of a collection view, ordered as the collection view shows
/// them: section by section, its headers (and other supplementary kinds), its items, its footer.
enum DisplayedElement: Comparable {
  case item(IndexPath)
  case supplementary(SupplementaryPlace)

  /// The section it belongs to.
  private var section: Int {
    switch self {
    case .item(let path): path.section
    case .supplementary(let place): place.section
    }
  }

  /// Where it comes within its section: headers and other kinds, items, the footer.
  private var rank: Int {
    switch self {
    case .item: 1
    case .supplementary(let place): place.isFooter ? 2 : 0
    }
  }

  /// By section, then rank; within a rank, items by index path and supplementary views as
  /// `SupplementaryPlace` orders them.
  static func < (lhs: DisplayedElement, rhs: DisplayedElement) -> Bool {
    if (lhs.section, lhs.rank) != (rhs.section, rhs.rank) {
      return (lhs.section, lhs.rank) < (rhs.section, rhs.rank)
    }
    switch (lhs, rhs) {
    case (.item(let left), .item(let right)): return left < right
    case (.supplementary(let left), .supplementary(let right)): return left < right
    // One rank holds elements of one case only.
    case (.item, .supplementary), (.supplementary, .item): return false
    }
  }
}
