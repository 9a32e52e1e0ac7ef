#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Selecting and scrolling to rows by id, the same on a table view and a collection view: what
  // the liaisons' `reveal(row:at:animated:)` and `select(row:scrollingTo:animated:)` do, and how
  // the selection the liaison keeps by id follows its rows through a change. Each liaison
  // supplies its view's calls (`scrollToShown`, `selectShown`, `deselectShown`).
  extension ListLiaison {
    /// Scrolls the row with `id` to `alignment`.
    func revealRow(_ id: ListID, at alignment: ScrollAlignment, animated: Bool) {
      guard listView != nil, let path = shown.path(of: id) else { return }
      scrollToShown(path.indexPath, at: alignment, animated: animated)
    }

    /// Selects the row with `id` without delegate calls, scrolling it to `alignment` unless
    /// that is `nil`; `nil` clears the selection.
    func selectRow(_ id: ListID?, scrollingTo alignment: ScrollAlignment?, animated: Bool) {
      guard listView != nil else { return }
      guard let id, let path = shown.path(of: id) else {
        for selected in selectedIndexPaths {
          deselectShown(selected, animated: animated)
        }
        selectedIDs = []
        return
      }
      selectedIDs = allowsMultipleSelection ? selectedIDs.union([id]) : [id]
      selectShown(path.indexPath, scrollingTo: alignment, animated: animated)
    }

    /// The rows `stage` brings in place of selected rows it removes (`Row.replaces(_:)`), by
    /// the removed rows' ids; none when the selection keeps its line.
    func successorsOfSelection(in stage: Changeset) -> [ListID: ListID] {
      guard controller.cursorTracking == .followsRow else { return [:] }
      var successors: [ListID: ListID] = [:]
      for id in selectedIDs {
        successors[id] = stage.successor(of: id).flatMap { stage.content[$0]?.id }
      }
      return successors
    }

    /// Selects again, at their new positions, the rows selected by id (a reload deselects a
    /// row); a row that is gone passes its selection to its successor in `successors`, if
    /// any, and is forgotten.
    func restoreSelection(successors: [ListID: ListID] = [:]) {
      guard listView != nil else { return }
      let selectedNow = Set(selectedIndexPaths)
      var kept = Set<ListID>()
      for selected in selectedIDs {
        let found =
          shown.path(of: selected).map { (selected, $0) }
          ?? successors[selected].flatMap { id in shown.path(of: id).map { (id, $0) } }
        guard let (id, path) = found else { continue }
        kept.insert(id)
        if !selectedNow.contains(path.indexPath) {
          selectShown(path.indexPath, scrollingTo: nil, animated: false)
        }
      }
      selectedIDs = kept
    }

    /// Takes the selection from the view, which code may have changed without telling the
    /// delegate (`selectRow`, `deselectRow`, `selectItem`, `deselectItem`): what is selected
    /// now is what updates keep.
    func adoptViewSelection() {
      guard listView != nil else { return }
      selectedIDs = Set(selectedIndexPaths.compactMap { shown[RowPath($0)]?.id })
    }
  }
#endif
