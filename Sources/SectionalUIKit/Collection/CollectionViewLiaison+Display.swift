#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Display events come from the core's DisplayTracker, item by item, as UIKit reports cells and
  // supplementary views coming and going, exactly as for the table liaison: `configure` then
  // `willDisplay` when one comes on screen, `didEndDisplaying` when it leaves (only for the view
  // that shows the item now), and the visible region after every display and scroll.
  extension CollectionViewLiaison: UICollectionViewDelegate {
    /// Sends the row's `configure` and `willDisplay`, then reports the visible region.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      guard let row = row(at: indexPath) else { return }
      cells.display(row.id, in: cell)
      tracker.rowWillDisplay(at: RowPath(indexPath), in: shown)
      reportViewport()
      fieldWillDisplay((cell as? HostingCell)?.hosted as? any FieldCell, for: row)
    }

    /// Sends `didEndDisplaying` to the row the cell showed, unless another cell shows it now.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      guard let id = cells.endDisplaying(cell) else { return }
      tracker.rowDidEndDisplaying(id)
    }

    /// Sends the header's or footer's `configure` and `willDisplay`.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      guard let section = section(at: indexPath.section) else { return }
      let kind = Self.decorationKind(elementKind)
      decorations.display(Decoration(sectionID: section.id, kind: kind), in: view)
      tracker.willDisplay(kind, ofSection: indexPath.section, in: shown)
    }

    /// Sends the header's or footer's `didEndDisplaying`.
    public func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      guard let decoration = decorations.endDisplaying(view) else { return }
      tracker.didEndDisplaying(decoration.kind, ofSection: decoration.sectionID)
    }

    /// Reports the visible region (pagination decides from it), then calls ``onScroll``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      reportViewport()
      onScroll?(scrollView)
    }

    /// A header or a footer, by UIKit's supplementary element kind.
    static func decorationKind(_ elementKind: String) -> SectionContext.Kind {
      elementKind == UICollectionView.elementKindSectionFooter ? .footer : .header
    }
  }
#endif
