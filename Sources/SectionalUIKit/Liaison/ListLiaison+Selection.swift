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
        // A row that replaced the selected one takes VoiceOver's focus too.
        if id != selected, let cell = cellShown(at: path.indexPath) {
          UIView.focusVoiceOver(on: cell)
        }
      }
      selectedIDs = kept
    }

    /// Whether the row is selectable and its component enabled (a disabled button is not).
    func canSelect(at indexPath: IndexPath) -> Bool {
      controller.canSelect(at: RowPath(indexPath))
        && row(at: indexPath)?.component.isEnabled != false
    }

    /// What `didSelectRowAt` and `didSelectItemAt` do: records the selection by id and sends
    /// `didSelect`; a row that deselects after selection (`Row/deselectsAfterSelection(_:)`) is
    /// deselected once its handlers ran, and a row that opens a checklist or focuses its field
    /// is not left selected.
    func didSelectRow(at indexPath: IndexPath) {
      guard let (row, path) = pinnedRow(at: indexPath) else { return }
      let deselects = row.traits.deselectsAfterSelection
      if !allowsMultipleSelection { selectedIDs = [] }
      if !deselects { selectedIDs.insert(row.id) }
      controller.send(.didSelect, to: row, at: path)
      if openChoices(for: row, at: path) || focusField(of: row) {
        // The checklist is pushed, or the row's field edits: the row is not left selected.
        selectedIDs.remove(row.id)
        if let now = shown.path(of: row.id)?.indexPath {
          deselectShown(now, animated: true)
        }
        interacted()
        return
      }
      if let now = shown.path(of: row.id)?.indexPath {
        if now != indexPath, let stale = self.row(at: indexPath), !selectedIDs.contains(stale.id) {
          // A handler moved the row: UIKit selected whatever took its place.
          deselectShown(indexPath, animated: false)
        }
        if deselects {
          deselectShown(now, animated: true)
        } else if now != indexPath {
          selectShown(now, scrollingTo: nil, animated: false)
        }
      }
      interacted()
    }

    /// What a cell's configuration receives for `row`: controls reach the row by id, and form
    /// cells edit through the liaison.
    func cellContext(for row: Row) -> CellContext {
      var context = controlContext(for: row)
      context.liaison = self
      return context
    }

    /// The row UIKit means by `indexPath` in a `did` call, and where it is now: the row it named
    /// in the `will`/`should` call before (``LiaisonState/pinnedRows``), or the row shown there
    /// when it named none.
    func pinnedRow(at indexPath: IndexPath) -> (Row, RowPath)? {
      state.pinnedRows.row(at: indexPath, shownID: row(at: indexPath)?.id, in: controller.content)
    }

    /// The selected rows' positions before a change, to select the rows at those positions
    /// after it (`CursorTracking.keepsLine`), on a table and a collection view alike; `nil`
    /// when the selection follows its rows.
    var linesToKeep: [RowPath]? {
      guard controller.cursorTracking == .keepsLine else { return nil }
      return selectedIDs.compactMap { shown.path(of: $0) }
    }

    /// After a change, selects the rows now at `paths` (``linesToKeep``), or the nearest that
    /// can take the cursor (`ListContent.nearestCursorRow(to:)`, as every host), instead of the
    /// rows that were there, without delegate calls.
    func keepLines(_ paths: [RowPath]) {
      guard listView != nil else { return }
      var kept = Set<ListID>()
      for path in paths {
        guard let nearest = shown.nearestCursorRow(to: path), let row = shown[nearest] else {
          continue
        }
        kept.insert(row.id)
      }
      for selected in selectedIndexPaths {
        let id = shown[RowPath(selected)]?.id
        if id.map({ !kept.contains($0) }) ?? true {
          deselectShown(selected, animated: false)
        }
      }
      selectedIDs = kept
      restoreSelection()
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
