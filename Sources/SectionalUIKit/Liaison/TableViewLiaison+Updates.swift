#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TableViewLiaison: ListRenderer {
    /// Applies each stage in its own `performBatchUpdates`, switching the data source to the
    /// stage's content inside the batch's `updates` block; reloads instead when the table view
    /// has no window (UIKit does not animate, and may not have asked for counts yet).
    ///
    /// - Parameters:
    ///   - changes: The stages.
    ///   - controller: The controller.
    public func apply(_ changes: StagedChangeset, from controller: ListController) {
      guard let tableView, tableView.window != nil else {
        reloadData(from: controller)
        return
      }
      adoptTableSelection()
      for stage in changes {
        // https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
        // documents `updates` as "The block that performs the relevant insert, delete, reload,
        // or move operations. In addition to modifying the table's rows, update your table's
        // data source to reflect your changes." The data source switches there: a table whose
        // row data is stale (reloaded, not laid out since) reads its counts when the batch
        // begins, and would take the stage's counts for the old ones if they came first.
        tableView.performBatchUpdates {
          self.shown = stage.content
          // Rows on screen are named by their place in the new content from now on, also in
          // the display events the batch causes (as on every renderer).
          self.tracker.contentDidChange(to: stage.content)
          Self.perform(stage, on: tableView)
        }
        restoreSelection()
      }
      refreshHeaderDisclosures()
      reportViewport()
    }

    /// Shows the controller's content from scratch, keeping the selection by id.
    ///
    /// - Parameter controller: The controller.
    public func reloadData(from controller: ListController) {
      adoptTableSelection()
      shown = controller.content
      tableView?.reloadData()
      tracker.contentDidChange(to: shown)
      restoreSelection()
    }

    /// Issues one batch's operations; UIKit applies deletes before inserts whatever the order.
    static func perform(_ stage: Changeset, on tableView: UITableView) {
      let animation = UITableView.RowAnimation.automatic
      if !stage.sectionDeletes.isEmpty {
        tableView.deleteSections(IndexSet(stage.sectionDeletes), with: animation)
      }
      if !stage.sectionInserts.isEmpty {
        tableView.insertSections(IndexSet(stage.sectionInserts), with: animation)
      }
      if !stage.sectionReloads.isEmpty {
        tableView.reloadSections(IndexSet(stage.sectionReloads), with: animation)
      }
      for move in stage.sectionMoves {
        tableView.moveSection(move.from, toSection: move.to)
      }
      if !stage.rowDeletes.isEmpty {
        tableView.deleteRows(at: stage.rowDeletes.map(\.indexPath), with: animation)
      }
      if !stage.rowInserts.isEmpty {
        tableView.insertRows(at: stage.rowInserts.map(\.indexPath), with: animation)
      }
      if !stage.rowReloads.isEmpty {
        tableView.reloadRows(at: stage.rowReloads.map(\.indexPath), with: animation)
      }
      for move in stage.rowMoves {
        tableView.moveRow(at: move.from.indexPath, to: move.to.indexPath)
      }
    }

    /// Selects again, at their new positions, the rows selected by id (a reload deselects a row);
    /// forgets ids that are gone.
    func restoreSelection() {
      guard let tableView else { return }
      let selectedNow = Set(tableView.indexPathsForSelectedRows ?? [])
      var kept = Set<ListID>()
      for id in selectedIDs {
        guard let path = shown.path(of: id) else { continue }
        kept.insert(id)
        if !selectedNow.contains(path.indexPath) {
          tableView.selectRow(at: path.indexPath, animated: false, scrollPosition: .none)
        }
      }
      selectedIDs = kept
    }
  }
#endif
