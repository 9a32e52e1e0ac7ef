#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison: UICollectionViewDataSource {
    /// The number of sections in the liaison's content.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      shown.sections.count
    }

    /// The number of items of a section in the liaison's content.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      self.section(at: section)?.rows.count ?? 0
    }

    /// Dequeues the item's cell through its cell registration and draws the component (the
    /// row's `configure` event follows when the cell comes on screen): a cell registered with
    /// ``register(_:cell:configure:)``, a list cell for a `TextItem` (its accessory as the list
    /// cell's accessories), a `ButtonItem`, a `ParagraphItem` or a `LoadingItem`, or the
    /// list cell with a standard component's content configuration (as a table cell draws it).
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = dequeueCell(collectionView, at: indexPath)
      if let row = row(at: indexPath) { describe(cell, as: row) }
      return cell
    }

    /// The cell for the item at `indexPath`, drawn (see `collectionView(_:cellForItemAt:)`).
    private func dequeueCell(_ collectionView: UICollectionView, at indexPath: IndexPath)
      -> UICollectionViewCell
    {
      guard let row = row(at: indexPath) else {
        // UIKit asks only for items the data source counts; a cell must still be dequeued.
        return collectionView.dequeueConfiguredReusableCell(
          using: registrations.unregistered, for: indexPath, item: Row?.none)
      }
      let key = ObjectIdentifier(type(of: row.component))
      if let binding = collectionCells[key] {
        return binding.dequeue(collectionView, indexPath, row)
      }
      if Self.drawsInListCell(row) {
        return collectionView.dequeueConfiguredReusableCell(
          using: registrations.text, for: indexPath, item: row)
      }
      if let content = registrations.contents[key] {
        return collectionView.dequeueConfiguredReusableCell(
          using: content, for: indexPath, item: row)
      }
      report(.unregisteredComponent(String(describing: type(of: row.component))))
      return collectionView.dequeueConfiguredReusableCell(
        using: registrations.unregistered, for: indexPath, item: row)
    }

    /// The section index: the index titles of the sections that have one
    /// (`Section.indexTitle(_:)`); `nil` when none has, and the view shows no index.
    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
      titlesOfSectionIndex
    }

    /// The first item of the section the index title at `index` stands for; the first item
    /// after it when the section has none.
    public func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      let titles = shown.sectionIndexTitles
      let start = titles.indices.contains(index) ? titles[index].section : 0
      let sections = shown.sections
      let section =
        sections.indices.first { $0 >= start && !sections[$0].rows.isEmpty }
        ?? sections.indices.last { !sections[$0].rows.isEmpty } ?? 0
      return IndexPath(item: 0, section: section)
    }

    /// The kind of cell that draws a row (see `dequeueCell`): rows of one kind are drawn by
    /// configuring the same cell again.
    enum CellKind: Equatable {
      case registered(ObjectIdentifier)
      /// A list cell with a list content configuration, by component type.
      case listCell(ObjectIdentifier)
      /// A list cell with a standard component's content configuration, by component type.
      case content(ObjectIdentifier)
    }

    /// The standard components a list cell draws with a list content configuration.
    static let listCellComponents: Set<ObjectIdentifier> = [
      ObjectIdentifier(TextItem.self), ObjectIdentifier(ButtonItem.self),
      ObjectIdentifier(ParagraphItem.self), ObjectIdentifier(LoadingItem.self),
    ]

    /// Whether a list cell draws `row`'s component with a list content configuration.
    static func drawsInListCell(_ row: Row) -> Bool {
      listCellComponents.contains(ObjectIdentifier(type(of: row.component)))
    }

    /// The kind of cell that draws `row`; `nil` for a component nothing draws.
    func cellKind(of row: Row) -> CellKind? {
      let key = ObjectIdentifier(type(of: row.component))
      if collectionCells[key] != nil { return .registered(key) }
      if Self.drawsInListCell(row) { return .listCell(key) }
      if registrations.contents[key] != nil { return .content(key) }
      return nil
    }

    /// Dequeues a section's header or footer through its supplementary registration.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      return collectionView.dequeueConfiguredReusableSupplementary(
        using: kind == UICollectionView.elementKindSectionFooter
          ? registrations.footer : registrations.header, for: indexPath)
    }

    /// Whether the item can be moved: movable rows can.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    )
      -> Bool
    {
      row(at: indexPath)?.traits.isMovable == true
    }

    /// Records a reorder the collection view already shows and fires the row's `move`
    /// handlers; a move the controller refuses is reported and the collection view reloaded.
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      commitUserMove(from: sourceIndexPath, to: destinationIndexPath)
    }
  }
#endif
