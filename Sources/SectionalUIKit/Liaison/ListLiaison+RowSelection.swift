#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // A screen that selects rows for an action on several (`MultipleSelectionScreen`) shows it as
  // UIKit's editing mode with multiple selection: a tap selects or deselects the row, its
  // handlers do not run, and the host keeps the selection, which the view follows.
  extension ListLiaison {
    /// Whether the screen is selecting rows now.
    var isSelectingRows: Bool { controller.rowSelection?.isSelectingRows == true }

    /// A person selected (`true`) or deselected the row at `indexPath` while the screen
    /// selects rows: the host's selection changes.
    func setRowSelected(at indexPath: IndexPath, _ selected: Bool) {
      guard let row = row(at: indexPath) else { return }
      controller.rowSelection?.setRow(row.id, selected: selected)
      interacted()
    }

    /// What the view should select while the screen selects rows (the host's selection), or
    /// `nil` when it is not selecting; notes whether selecting starts or ends (`changed`).
    func rowSelectionToShow() -> (selected: Set<ListID>?, changed: Bool) {
      let selecting = isSelectingRows
      let changed = selecting != state.showsRowSelection
      state.showsRowSelection = selecting
      guard selecting, let rowSelection = controller.rowSelection else { return (nil, changed) }
      return (rowSelection.selectedRows, changed)
    }

    /// What the view must change to show the rows `selected` selected, given the index paths
    /// it has selected now: those to deselect, and those to select (in order).
    func selectionChanges(
      showing selected: Set<ListID>, from current: [IndexPath]
    ) -> (deselect: [IndexPath], select: [IndexPath]) {
      let wanted = Set(shown.paths(of: selected).values.map(\.indexPath))
      let current = Set(current)
      return (
        current.subtracting(wanted).sorted(), wanted.subtracting(current).sorted()
      )
    }
  }

  extension TableViewLiaison {
    /// Follows the screen's row selection: the table enters or leaves editing with multiple
    /// selection, and selects the rows the host has selected (without delegate calls, as
    /// `selectRow(at:animated:scrollPosition:)`). Called after every update of the screen.
    public func showRowSelection() {
      guard let tableView else { return }
      let (selected, changed) = rowSelectionToShow()
      if changed {
        tableView.allowsMultipleSelectionDuringEditing = selected != nil
        tableView.setEditing(selected != nil, animated: true)
        if selected == nil { deselectAll(animated: true) }
      }
      guard let selected else { return }
      selectedIDs = selected
      let changes = selectionChanges(
        showing: selected, from: tableView.indexPathsForSelectedRows ?? [])
      for indexPath in changes.deselect {
        tableView.deselectRow(at: indexPath, animated: false)
      }
      for indexPath in changes.select {
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
      }
    }
  }

  extension CollectionViewLiaison {
    /// Follows the screen's row selection: the collection view enters or leaves editing with
    /// multiple selection (list cells show their selection circles), and selects the items the
    /// host has selected, without delegate calls. Called after every update of the screen.
    public func showRowSelection() {
      guard let collectionView else { return }
      let (selected, changed) = rowSelectionToShow()
      if changed {
        collectionView.allowsMultipleSelectionDuringEditing = selected != nil
        collectionView.isEditing = selected != nil
        if selected == nil {
          selectedIDs = []
          for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: true)
          }
        }
      }
      guard let selected else { return }
      selectedIDs = selected
      let changes = selectionChanges(
        showing: selected, from: collectionView.indexPathsForSelectedItems ?? [])
      for indexPath in changes.deselect {
        collectionView.deselectItem(at: indexPath, animated: false)
      }
      for indexPath in changes.select {
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
      }
    }
  }
#endif
