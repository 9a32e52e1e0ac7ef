#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // One compositional layout for every section layout. The section provider reads the section
  // from the liaison's content when UIKit asks, so a batch that switched the content lays the
  // new sections out. Grid, flow and carousel sections are described with the core's geometry
  // (`LinePlacement`, see `SectionGeometry`): items as wide as the core places them,
  // `itemSpacing` between the items of a line and no gap between lines, and heights that are
  // known without measuring (fixed, or computed from the item's width) as absolute dimensions;
  // automatic heights are estimated and cells size themselves. A list section's items are always self-sizing in UIKit: their cells
  // answer their row's height (see `ItemCell`).
  extension CollectionViewLiaison {
    /// The core's default metrics: the heights UIKit starts from before a cell
    /// (`rowEstimate`) or a header or footer (`headerFooterEstimate`) sizes itself, in points.
    static let defaultMetrics = ListLayout.Metrics()

    /// The metrics grid, flow and carousel sections are placed with: the core's default
    /// estimates and the liaison's ``itemSpacing``.
    var lineMetrics: ListLayout.Metrics { ListLayout.Metrics(itemSpacing: Double(itemSpacing)) }

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
      let width = max(0, environment.container.effectiveContentSize.width - insets)
      if section.layout.isList {
        return NSCollectionLayoutSection.list(
          using: listConfiguration(for: section), layoutEnvironment: environment)
      }
      let metrics = lineMetrics
      let spacing = CGFloat(metrics.itemSpacing)
      let layout: NSCollectionLayoutSection
      switch geometry(of: section, width: Double(width), metrics: metrics).items {
      case .grid(let columns, let height):
        layout = Self.grid(columns: columns, height: height, spacing: spacing)
      case .flow(let lines):
        layout = Self.flow(lines, spacing: spacing)
      case .carousel(let itemWidth, let height):
        layout = Self.carousel(itemWidth: itemWidth, height: height, spacing: spacing)
      }
      layout.boundarySupplementaryItems = Self.boundaryItems(of: section, width: width)
      if section.style == .inset {
        // Inside the inset, as an inset grouped list's rows are.
        layout.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: Self.inset, bottom: 0, trailing: Self.inset)
      }
      return layout
    }

    /// The geometry of `section` at `width` with `metrics`: the one worked out last while it
    /// holds (the section has the same rows, layout, width and metrics), else worked out again
    /// and kept in its place. UIKit asks for every section after each batch: a section whose
    /// rows the batch did not replace has none of its heights read again.
    func geometry(of section: Section, width: Double, metrics: ListLayout.Metrics)
      -> SectionGeometry
    {
      if let kept = geometries[section.id], kept.holds(for: section, width: width, metrics: metrics)
      {
        return kept
      }
      let geometry = SectionGeometry(section, width: width, metrics: metrics)
      geometries[section.id] = geometry
      if geometries.count > shown.sections.count {
        // Forget the sections no longer shown (and the rows kept for them).
        let ids = Set(shown.sections.map(\.id))
        geometries = geometries.filter { ids.contains($0.key) }
      }
      return geometry
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

    /// How tall items whose heights are `heights` (each with its width) are, for UIKit.
    @MainActor enum ItemHeight: Equatable {
      /// Every one is known without measuring, and all are this tall (as the core's lines of
      /// them are): an absolute dimension.
      case known(Double)
      /// Some size themselves: an estimated dimension from this estimate, and each cell sizes
      /// itself (an ``ItemCell`` to its row's own height when it has one).
      case estimated(Double)

      /// The items' height dimension.
      var dimension: NSCollectionLayoutDimension {
        switch self {
        case .known(let height): .absolute(CGFloat(height))
        case .estimated(let height): .estimated(CGFloat(height))
        }
      }

      /// The height of items whose heights are `heights`, each at its width: known when every
      /// one resolves without measuring and all are equal; otherwise estimated from the first
      /// known height or estimate (the core's `rowEstimate` when there is none).
      init(_ heights: some Sequence<(RowHeight, Double)>) {
        var common: Double?
        var estimate: Double?
        var isKnown = true
        for (height, width) in heights {
          if let value = height.resolved(forWidth: width) {
            if let common, common != value { isKnown = false }
            common = common ?? value
            estimate = estimate ?? value
          } else {
            isKnown = false
            estimate = estimate ?? height.estimate
          }
          if !isKnown, estimate != nil { break }
        }
        self =
          isKnown
          ? .known(common ?? defaultMetrics.rowEstimate)
          : .estimated(estimate ?? defaultMetrics.rowEstimate)
      }
    }

    /// `columns` items a line, each a `columns`-th of the width less the spacing between them,
    /// `spacing` apart, all `height` tall; lines one under the other without a gap, as the
    /// core's grid lines.
    static func grid(columns: Int, height: ItemHeight, spacing: CGFloat)
      -> NSCollectionLayoutSection
    {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)),
          heightDimension: height.dimension))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: height.dimension),
        repeatingSubitem: item, count: columns)
      group.interItemSpacing = .fixed(spacing)
      let layout = NSCollectionLayoutSection(group: group)
      layout.interGroupSpacing = 0
      return layout
    }

    /// Items wrapped into `lines` where the core's layout wraps them, each as wide as the core
    /// places it, `spacing` apart: a vertical group of one horizontal group per line, each line
    /// exactly as wide as its items, so UIKit puts on it exactly the items the core does. A
    /// line is as tall as its tallest item, and every item on it as tall as the line: absolute
    /// when that height is known, else estimated.
    static func flow(_ lines: [SectionGeometry.FlowLine], spacing: CGFloat)
      -> NSCollectionLayoutSection
    {
      guard !lines.isEmpty else {
        let empty = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(0))
        let layout = NSCollectionLayoutSection(
          group: NSCollectionLayoutGroup.horizontal(
            layoutSize: empty, subitems: [NSCollectionLayoutItem(layoutSize: empty)]))
        layout.interGroupSpacing = 0
        return layout
      }
      let lineGroups = lines.map { line -> NSCollectionLayoutItem in
        let height: NSCollectionLayoutDimension =
          line.isKnown ? .absolute(CGFloat(line.height)) : .estimated(CGFloat(line.height))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(CGFloat(line.width)), heightDimension: height),
          subitems: line.itemWidths.map { width in
            NSCollectionLayoutItem(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(CGFloat(width)), heightDimension: height))
          })
        group.interItemSpacing = .fixed(spacing)
        return group
      }
      let total = CGFloat(lines.reduce(0) { $0 + $1.height })
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: lines.allSatisfy(\.isKnown) ? .absolute(total) : .estimated(total)),
        subitems: lineGroups)
      let layout = NSCollectionLayoutSection(group: group)
      layout.interGroupSpacing = 0
      return layout
    }

    /// One line of items `itemWidth` wide (as wide as the core makes a carousel's items), all
    /// `height` tall, that scrolls sideways (`.continuous` orthogonal scrolling), `spacing`
    /// apart.
    static func carousel(itemWidth: Double, height: ItemHeight, spacing: CGFloat)
      -> NSCollectionLayoutSection
    {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: height.dimension))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(CGFloat(itemWidth)), heightDimension: height.dimension),
        subitems: [item])
      let layout = NSCollectionLayoutSection(group: group)
      layout.orthogonalScrollingBehavior = .continuous
      layout.interGroupSpacing = spacing
      return layout
    }

    /// A header above and a footer below a grid, flow or carousel section that has them, as
    /// wide as the section and as tall as they say (absolute), or estimated when they size
    /// themselves.
    static func boundaryItems(of section: Section, width: CGFloat)
      -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
      var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
      let decorations = [
        (section.header, UICollectionView.elementKindSectionHeader, NSRectAlignment.top),
        (section.footer, UICollectionView.elementKindSectionFooter, NSRectAlignment.bottom),
      ]
      for case (let decoration?, let kind, let alignment) in decorations {
        let height: NSCollectionLayoutDimension =
          if let value = decoration.height.resolved(forWidth: Double(width)) {
            .absolute(CGFloat(value))
          } else {
            .estimated(
              CGFloat(decoration.height.estimate ?? defaultMetrics.headerFooterEstimate))
          }
        items.append(
          NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: height),
            elementKind: kind, alignment: alignment))
      }
      return items
    }
  }
#endif
