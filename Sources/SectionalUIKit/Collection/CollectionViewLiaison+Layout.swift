#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // One compositional layout for every section layout. The section provider reads the section
  // from the liaison's content when UIKit asks, so a batch that switched the content lays the
  // new sections out. Heights are estimated: cells size themselves.
  extension CollectionViewLiaison {
    /// The height UIKit starts from before a cell sizes itself, in points.
    static let estimatedItemHeight: CGFloat = 44

    /// A compositional layout whose sections follow the liaison's content: each section's
    /// `SectionLayout` and `SectionStyle` decide its `NSCollectionLayoutSection`.
    /// ``liaise(_:)`` gives it to the collection view; make one yourself for
    /// `UICollectionView(frame:collectionViewLayout:)`.
    ///
    /// - Returns: The layout; it holds the liaison weakly.
    public func makeLayout() -> UICollectionViewCompositionalLayout {
      UICollectionViewCompositionalLayout { [weak self] index, environment in
        MainActor.assumeIsolated {
          self?.layoutSection(at: index, environment: environment)
        }
      }
    }

    /// The layout of the section at `index` of the content shown.
    func layoutSection(at index: Int, environment: any NSCollectionLayoutEnvironment)
      -> NSCollectionLayoutSection?
    {
      guard let section = section(at: index) else { return nil }
      let insets = section.style == .inset ? 2 * Self.inset : 0
      let width = environment.container.effectiveContentSize.width - insets
      let layout: NSCollectionLayoutSection
      switch section.layout.kind {
      case .list:
        return NSCollectionLayoutSection.list(
          using: listConfiguration(for: section), layoutEnvironment: environment)
      case .grid(let columns):
        layout = Self.grid(columns: columns, spacing: itemSpacing)
      case .adaptiveGrid(let minimumItemWidth):
        layout = Self.grid(
          columns: Self.columns(
            width: width, minimumItemWidth: minimumItemWidth, spacing: itemSpacing),
          spacing: itemSpacing)
      case .flow:
        layout = Self.flow(spacing: itemSpacing)
      case .carousel(let itemWidth):
        layout = Self.carousel(itemWidth: itemWidth, spacing: itemSpacing)
      }
      layout.interGroupSpacing = itemSpacing
      layout.boundarySupplementaryItems = Self.boundaryItems(of: section)
      if section.style == .inset {
        // Inside the inset, as an inset grouped list's rows are.
        layout.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: Self.inset, bottom: 0, trailing: Self.inset)
      }
      return layout
    }

    /// How far an inset section's items are from the collection view's edges, in points: as
    /// far as an inset grouped list's rows.
    static let inset: CGFloat = 20

    /// The list configuration of a list section: its appearance from the section's style, a
    /// supplementary header and footer when it has them, and its rows' swipe actions.
    func listConfiguration(for section: Section) -> UICollectionLayoutListConfiguration {
      var configuration = UICollectionLayoutListConfiguration(
        appearance: Self.appearance(of: section.style))
      configuration.headerMode = section.header == nil ? .none : .supplementary
      configuration.footerMode = section.footer == nil ? .none : .supplementary
      configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        MainActor.assumeIsolated { self?.swipeActions(.leading, at: indexPath) }
      }
      configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
        MainActor.assumeIsolated { self?.swipeActions(.trailing, at: indexPath) }
      }
      return configuration
    }

    /// The list appearance of a section style.
    static func appearance(of style: SectionStyle)
      -> UICollectionLayoutListConfiguration
      .Appearance
    {
      switch style {
      case .plain: .plain
      case .grouped: .grouped
      case .inset: .insetGrouped
      }
    }

    /// The number of columns of an adaptive grid: as many items at least `minimumItemWidth`
    /// wide as fit `width` with `spacing` between them; at least one.
    static func columns(width: CGFloat, minimumItemWidth: Double, spacing: CGFloat) -> Int {
      let fitting = (Double(width) + Double(spacing)) / (minimumItemWidth + Double(spacing))
      guard fitting.isFinite else { return 1 }
      return max(1, Int(fitting.rounded(.down)))
    }

    /// `columns` equal items per line, `spacing` apart, each as tall as its content.
    static func grid(columns: Int, spacing: CGFloat) -> NSCollectionLayoutSection {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(max(1, columns))),
          heightDimension: .estimated(estimatedItemHeight)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedItemHeight)),
        repeatingSubitem: item, count: max(1, columns))
      group.interItemSpacing = .fixed(spacing)
      return NSCollectionLayoutSection(group: group)
    }

    /// Items as wide as their content, `spacing` apart, wrapped at the width: each item's width
    /// is estimated, so the horizontal group as wide as the section takes as many as fit and
    /// the rest go to the next line.
    static func flow(spacing: CGFloat) -> NSCollectionLayoutSection {
      let size = NSCollectionLayoutSize(
        widthDimension: .estimated(88), heightDimension: .estimated(estimatedItemHeight))
      let item = NSCollectionLayoutItem(layoutSize: size)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedItemHeight)),
        subitems: [item])
      group.interItemSpacing = .fixed(spacing)
      return NSCollectionLayoutSection(group: group)
    }

    /// One line of items `itemWidth` wide that scrolls sideways (`.continuous` orthogonal
    /// scrolling), `spacing` apart.
    static func carousel(itemWidth: SectionLayout.ItemWidth, spacing: CGFloat)
      -> NSCollectionLayoutSection
    {
      let width: NSCollectionLayoutDimension =
        switch itemWidth {
        case .fraction(let fraction): .fractionalWidth(CGFloat(fraction))
        case .points(let points): .absolute(CGFloat(points))
        }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedItemHeight)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: width, heightDimension: .estimated(estimatedItemHeight)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }

    /// A header above and a footer below a grid, flow or carousel section that has them, as
    /// wide as the section and as tall as their content.
    static func boundaryItems(of section: Section) -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedItemHeight))
      var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
      if section.header != nil {
        items.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top))
      }
      if section.footer != nil {
        items.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter,
            alignment: .bottom))
      }
      return items
    }
  }
#endif
