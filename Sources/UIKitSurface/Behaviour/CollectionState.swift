// What the surface's UICollectionView keeps to behave as UIKit documents. Not UIKit API.

/// A supplementary view's place: its element kind and section (boundary supplementary items,
/// headers and footers, have one per section, at item 0).
struct SupplementaryPlace: Hashable, Comparable {
  var kind: String
  var section: Int

  /// Top to bottom: by section, a header kind before the others, a footer kind after them.
  static func < (lhs: SupplementaryPlace, rhs: SupplementaryPlace) -> Bool {
    (lhs.section, lhs.rank, lhs.kind) < (rhs.section, rhs.rank, rhs.kind)
  }

  /// Whether it is a footer: shown after its section's items, where the others come before.
  var isFooter: Bool { rank == 2 }

  private var rank: Int {
    switch kind {
    case UICollectionView.elementKindSectionHeader: 0
    case UICollectionView.elementKindSectionFooter: 2
    default: 1
    }
  }
}

/// How a dimension of the compositional layout is measured.
enum DimensionKind {
  case fractionalWidth
  case absolute
  case estimated
}

/// The axis a compositional layout group places its subitems along.
enum GroupAxis {
  case horizontal
  case vertical
}

/// What only the collection view keeps of its model of itself (the rest is its
/// ``ListState``): the layout's sections, where its items are (measured heights, sideways
/// offsets), its supplementary views and their reuse queues.
@MainActor
struct CollectionState {
  /// Supplementary view classes by `key(kind, identifier)`.
  var supplementaryClasses: [String: ReuseRegistration] = [:]
  var reusableSupplementaries: [String: [UICollectionReusableView]] = [:]

  /// The sections the layout's section provider gave, as of the last invalidation.
  var sections: [NSCollectionLayoutSection?]?
  /// The width the sections were asked for at.
  var sectionsWidth: CGFloat = -1

  /// The heights self-sizing cells measured, by index path.
  var measured: [IndexPath: CGFloat] = [:]
  /// The heights self-sizing supplementary views measured, by place.
  var measuredSupplementaries: [SupplementaryPlace: CGFloat] = [:]
  /// How far each section with orthogonal scrolling is scrolled sideways, by section.
  var orthogonalOffsets: [Int: CGFloat] = [:]

  var supplementaries: [SupplementaryPlace: UICollectionReusableView] = [:]
  /// Views asked for and measured in this layout pass before their display (see
  /// `surfaceSizeArrivals()`).
  var sizedCells: [IndexPath: UICollectionViewCell] = [:]
  var sizedSupplementaries: [SupplementaryPlace: UICollectionReusableView] = [:]
  var requestedSupplementary: SupplementaryPlace?

  /// The estimated height of an item of a list section (its cell measures it when on screen),
  /// and the height of a list section's header or footer.
  var listItemHeight: CGFloat = 44
  var listSupplementaryHeight: CGFloat = 28

  static func key(_ kind: String, _ identifier: String) -> String { "\(kind)|\(identifier)" }
}
