#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Highlight and selection, in UIKit's order: shouldHighlight, didHighlight, didUnhighlight,
  // shouldSelect, (the previous item's shouldDeselect and didDeselect), didSelect; the same
  // events as a table view's (a collection view's `shouldSelect` stands for `willSelect`).
  // Unselectable rows get none of them.
  extension CollectionViewLiaison {
    /// Whether the item can be highlighted: only selectable rows of enabled components can.
    public func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      canSelect(at: indexPath)
    }

    /// Sends `didHighlight`.
    public func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      guard !isSelectingRows else { return }
      controller.send(.didHighlight, at: RowPath(indexPath))
    }

    /// Sends `didUnhighlight`.
    public func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      guard !isSelectingRows else { return }
      controller.send(.didUnhighlight, at: RowPath(indexPath))
    }

    /// Sends `willSelect`; refuses the selection of an unselectable row. A tap on an
    /// outline's node whose row has no select handler expands or collapses it instead, and
    /// selects nothing.
    public func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      guard canSelect(at: indexPath), let row = row(at: indexPath) else { return false }
      // While the screen selects rows, a tap selects the item for it: no row events.
      if isSelectingRows { return true }
      if row.togglesOnTap {
        toggleNode(row.id)
        return false
      }
      state.pinnedRows.pin(indexPath, to: row.id)
      controller.send(.willSelect, at: RowPath(indexPath))
      return true
    }

    /// Records the selection by id and sends `didSelect`; a row that deselects after selection
    /// (`Row/deselectsAfterSelection(_:)`) is deselected once its handlers ran.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      if isSelectingRows { return setRowSelected(at: indexPath, true) }
      didSelectRow(at: indexPath)
    }

    /// Sends `willDeselect`.
    public func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      if isSelectingRows { return true }
      if let row = row(at: indexPath) { state.pinnedRows.pin(indexPath, to: row.id) }
      controller.send(.willDeselect, at: RowPath(indexPath))
      return true
    }

    /// Forgets the selection and sends `didDeselect`, after `willDeselect` when UIKit did not
    /// ask `shouldDeselectItemAt` first (a single-selection collection view deselects the
    /// previous item without asking), so the events are a table view's.
    public func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      if isSelectingRows { return setRowSelected(at: indexPath, false) }
      let asked = state.pinnedRows.isPinned(indexPath)
      guard let (row, path) = pinnedRow(at: indexPath) else { return }
      selectedIDs.remove(row.id)
      if !asked { controller.send(.willDeselect, to: row, at: path) }
      controller.send(.didDeselect, to: row, at: path)
      interacted()
    }

    /// The ids of the selected items: the items the liaison selects again after every update.
    public var selectedRowIDs: Set<ListID> { selectedIDs }
  }
#endif
