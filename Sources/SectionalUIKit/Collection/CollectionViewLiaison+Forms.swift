#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Forms on a collection view: the hosted field cells edit as in a table view (shared in
  // ListLiaison+Forms.swift); a stage that would reload the row being edited draws it into its
  // cell in place instead (ListLiaison+Updates.swift, with `updateInPlace` below).
  extension CollectionViewLiaison {
    /// The collection view, for the forms' layout passes.
    var listView: UIScrollView? { collectionView }

    /// The field cell on screen that shows the row with `id`: the table cell a hosting cell
    /// draws it with.
    func fieldCell(showing id: ListID) -> (any FieldCell)? {
      guard let path = shown.path(of: id) else { return nil }
      return (collectionView?.cellForItem(at: path.indexPath) as? HostingCell)?.hosted
        as? any FieldCell
    }

    func cellShown(at indexPath: IndexPath) -> UIView? {
      collectionView?.cellForItem(at: indexPath)
    }

    /// Scrolls the item with `id` into view with as little movement as shows it whole.
    func scrollRowIntoView(_ id: ListID) {
      guard let collectionView, let path = shown.path(of: id) else { return }
      collectionView.scrollToItem(at: path.indexPath, at: [], animated: true)
    }

    /// Draws the row being edited into the cell that shows it now, and the headers and footers
    /// of `update`'s sections into their views, without a reload.
    func updateInPlace(_ update: InPlaceUpdate) -> Bool {
      guard let collectionView else { return false }
      for index in update.sections {
        for kind in [SectionContext.Kind.header, .footer] {
          let elementKind =
            kind == .header
            ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
          let view = collectionView.supplementaryView(
            forElementKind: elementKind, at: IndexPath(row: 0, section: index))
          if let view = view as? ItemCell {
            Registrations.show(kind, of: index, in: view, liaison: self)
          }
        }
      }
      guard let path = shown.path(of: update.id), let row = shown[path],
        let cell = collectionView.cellForItem(at: path.indexPath),
        let hosted = (cell as? HostingCell)?.hosted
      else { return false }
      let drawn = registry.redraw(hosted, with: row, context: cellContext(for: row))
      if drawn { describe(cell, as: row) }
      return drawn
    }
  }
#endif
