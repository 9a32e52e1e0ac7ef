#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Display events (ListLiaison+Display.swift) for a collection view's items and supplementary
  // views, exactly as for the table liaison.
  extension CollectionViewLiaison: UICollectionViewDelegate {
    /// Sends the row's `configure` and `willDisplay`, then reports the visible region.
    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      guard let row = row(at: indexPath) else { return }
      rowWillDisplay(row, at: indexPath, in: cell)
      fieldWillDisplay(cell.contentView as? any FieldView, for: row)
    }

    /// Sends `didEndDisplaying` to the row the cell showed, unless another cell shows it now.
    public func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      rowDidEndDisplaying(in: cell)
    }

    /// Sends the header's or footer's `configure` and `willDisplay`.
    public func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      decorationWillDisplay(view, Self.decorationKind(elementKind), indexPath.section)
    }

    /// Sends the header's or footer's `didEndDisplaying`.
    public func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      decorationDidEndDisplaying(view)
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
