#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Forms on a collection view: the field content views edit as in a table view (shared in
  // ListLiaison+Forms.swift); a stage that would reload the row being edited draws it into its
  // cell in place instead (ListLiaison+Updates.swift, with `updateInPlace` below).
  extension CollectionViewLiaison {
    /// The collection view, for the forms' layout passes.
    var listView: UIScrollView? { collectionView }

    /// The field content view on screen that shows the row with `id`.
    func fieldView(showing id: ListID) -> (any FieldView)? {
      guard let path = shown.path(of: id) else { return nil }
      return collectionView?.cellForItem(at: path.indexPath)?.contentView as? any FieldView
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
        cell.contentView is ComponentContentView,
        let configuration = registry.contents[ObjectIdentifier(type(of: row.component))]?
          .configuration(row.component, cellContext(for: row))
      else { return false }
      // The content view already there is configured again: editing goes on.
      cell.contentConfiguration = configuration
      describe(cell, as: row)
      return true
    }
  }
#endif
