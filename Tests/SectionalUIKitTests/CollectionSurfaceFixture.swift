import UIKitSurface

/// A list cell that measures `measuredHeight` when it is set, as a cell whose content is taller
/// than the estimate.
@MainActor
final class FixtureCell: UICollectionViewListCell {
  var measuredHeight: CGFloat?

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    guard let measuredHeight else {
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
    return CGSize(width: targetSize.width, height: measuredHeight)
  }
}

/// How a section of ``CollectionFixture`` is laid out.
enum FixtureSectionLayout {
  /// A list section with a supplementary header.
  case list
  /// A grid of 2 columns, 50 points tall, inside insets of 20 points on each side.
  case insetGrid
  /// `columns` equal items per line, 100 points tall.
  case grid(columns: Int)
  /// Items 80 points wide (estimated), wrapped, 30 points tall.
  case flow
  /// One line of items 0.8 of the width wide, scrolling sideways.
  case carousel
  /// A vertical group of two lines, repeated: items 100 and 60 points wide, 40 tall, 8 apart;
  /// then one item 200 points wide, as tall as a fifth of its line's width (40).
  case lines
}

/// A collection view's data source, delegate and prefetch data source written by hand, which
/// logs every call the surface makes, to test the surface's UICollectionView by itself.
@MainActor
final class CollectionFixture: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
  UICollectionViewDataSourcePrefetching
{
  var counts: [Int]
  var layouts: [FixtureSectionLayout]
  var log: [String] = []
  var movable = true
  var shouldSelect = true
  /// The trailing swipe actions of list items.
  var trailingActions: [UIContextualAction] = []
  /// Gives list sections a supplementary footer (which the data source dequeues with its
  /// header registration, of the header kind).
  var listFooter = false
  /// Makes a registration each time a cell is asked for (what UIKit refuses).
  var registersInsideCellRequest = false

  let collectionView: UICollectionView
  /// The height every cell measures; `nil` for its frame's.
  let cellHeight: CGFloat?
  private var cells: UICollectionView.CellRegistration<FixtureCell, String>?
  private var header: UICollectionView.SupplementaryRegistration<UICollectionViewListCell>?

  init(
    counts: [Int], layouts: [FixtureSectionLayout], height: CGFloat = 200,
    cellHeight: CGFloat? = nil
  ) {
    self.counts = counts
    self.layouts = layouts
    self.cellHeight = cellHeight
    collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: height),
      collectionViewLayout: UICollectionViewLayout())
    super.init()
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout {
      [unowned self] index, environment in
      MainActor.assumeIsolated { self.section(index, environment) }
    }
    cells = UICollectionView.CellRegistration { [cellHeight] cell, indexPath, item in
      cell.measuredHeight = cellHeight
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    header = UICollectionView.SupplementaryRegistration(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
      var content = UIListContentConfiguration.header()
      content.text = "header \(indexPath.section)"
      view.contentConfiguration = content
    }
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.prefetchDataSource = self
    collectionView.layoutIfNeeded()
  }

  func section(_ index: Int, _ environment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection?
  {
    switch layouts[index] {
    case .list:
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = .supplementary
      configuration.footerMode = listFooter ? .supplementary : .none
      configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
        self.log.append("trailing swipe actions \(indexPath.section)-\(indexPath.item)")
        return self.trailingActions.isEmpty
          ? nil : UISwipeActionsConfiguration(actions: self.trailingActions)
      }
      return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    case .grid(let columns):
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)),
          heightDimension: .absolute(100)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        repeatingSubitem: item, count: columns)
      group.interItemSpacing = .fixed(8)
      return NSCollectionLayoutSection(group: group)
    case .insetGrid:
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        repeatingSubitem: item, count: 2)
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 20, bottom: 10, trailing: 20)
      return section
    case .flow:
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .estimated(80), heightDimension: .absolute(30)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        subitems: [item])
      group.interItemSpacing = .fixed(8)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 8
      return section
    case .carousel:
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 8
      return section
    case .lines:
      func item(_ width: CGFloat, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutItem
      {
        NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(width), heightDimension: height))
      }
      let first = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(168), heightDimension: .absolute(40)),
        subitems: [item(100, .absolute(40)), item(60, .absolute(40))])
      first.interItemSpacing = .fixed(8)
      let second = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(200), heightDimension: .estimated(10)),
        subitems: [item(200, .fractionalWidth(0.2))])
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(80)),
        subitems: [first, second])
      return NSCollectionLayoutSection(group: group)
    }
  }

  private func name(_ path: IndexPath) -> String { "\(path.section)-\(path.item)" }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    log.append("cell \(name(indexPath))")
    if registersInsideCellRequest {
      let late = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
      return collectionView.dequeueConfiguredReusableCell(
        using: late, for: indexPath, item: name(indexPath))
    }
    guard let cells else { return UICollectionViewCell(frame: .zero) }
    return collectionView.dequeueConfiguredReusableCell(
      using: cells, for: indexPath, item: name(indexPath))
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    log.append(
      "supplementary \(kind == UICollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section)"
    )
    guard let header else { return UICollectionReusableView(frame: .zero) }
    return collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { movable }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append("move \(name(sourceIndexPath)) to \(name(destinationIndexPath))")
  }

  func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

  func collectionView(
    _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath { IndexPath(item: 0, section: 0) }

  func collectionView(
    _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    log.append("prefetch \(indexPaths.map(name).joined(separator: " "))")
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    log.append("cancel prefetching \(indexPaths.map(name).joined(separator: " "))")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("did highlight \(name(indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    log.append("did unhighlight \(name(indexPath))")
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("should select \(name(indexPath))")
    return shouldSelect
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("did select \(name(indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    log.append("should deselect \(name(indexPath))")
    return true
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("did deselect \(name(indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("will display \(name(indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("did end displaying \(name(indexPath))")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("will display supplementary \(indexPath.section)")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("did end displaying supplementary \(indexPath.section)")
  }

  /// The log since the last call, and clears it.
  func take() -> [String] {
    defer { log = [] }
    return log
  }
}
