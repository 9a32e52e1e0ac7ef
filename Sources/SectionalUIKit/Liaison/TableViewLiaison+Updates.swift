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
    /// has no window (UIKit does not animate, and may not have asked for counts yet) or shows
    /// sections it cannot draw. The row whose field is being edited is never reloaded: its cell
    /// shows the new row in place, so first responder, caret and marked text stay, and an empty
    /// batch then measures the rows again.
    ///
    /// - Parameters:
    ///   - changes: The stages.
    ///   - controller: The controller.
    public func apply(_ changes: StagedChangeset, from controller: ListController) {
      guard tableView?.window != nil, !Self.hasRefusedSections(controller.content),
        refusedSectionIDs.isEmpty, !state.updateStrategy.reloads(changes)
      else {
        reloadData(from: controller)
        return
      }
      applyInBatches(changes)
    }

    /// Takes the controller's content after an update that changed nothing a batch shows: the
    /// data source answers with the rows as they are now (their actions, names and handlers),
    /// and the cells on screen are described again for VoiceOver.
    ///
    /// - Parameters:
    ///   - content: The controller's content, of the same shape as the one shown.
    ///   - controller: The controller.
    public func adopt(_ content: ListContent, from controller: ListController) {
      adoptShown(content, visible: tableView?.indexPathsForVisibleRows ?? [])
    }

    /// Runs `updates` as one batch of the table view.
    func performViewBatch(_ updates: (() -> Void)?) {
      guard let tableView else { return }
      if state.updateStrategy.animates {
        tableView.performBatchUpdates(updates, completion: nil)
      } else {
        UIView.performWithoutAnimation { tableView.performBatchUpdates(updates, completion: nil) }
      }
    }

    /// Draws the row being edited into the cell that shows it now, and the headers and footers
    /// of `update`'s sections into their views, without a reload.
    func updateInPlace(_ update: InPlaceUpdate) -> Bool {
      guard let tableView else { return false }
      for index in update.sections {
        guard let section = section(at: index) else { continue }
        if let header = section.header, let view = tableView.headerView(forSection: index) {
          _ = registry.redraw(view, with: header.component)
        }
        if let footer = section.footer, let view = tableView.footerView(forSection: index) {
          _ = registry.redraw(view, with: footer.component)
        }
      }
      guard let path = shown.path(of: update.id), let row = shown[path],
        let cell = tableView.cellForRow(at: path.indexPath)
      else { return false }
      let drawn = registry.redraw(cell, with: row, context: cellContext(for: row))
      if drawn {
        showOutline(of: row, in: cell)
        describe(cell, as: row)
      }
      return drawn
    }

    /// Shows the controller's content from scratch, keeping the selection by id.
    ///
    /// - Parameter controller: The controller.
    public func reloadData(from controller: ListController) {
      adoptViewSelection()
      shown = showable(controller.content)
      reportRefusedSections(of: controller.content)
      tableView?.reloadData()
      tracker.contentDidChange(to: shown)
      restoreSelection()
    }

    /// Whether one registered cell class draws both rows' components.
    func reconfigures(_ old: Row, as new: Row) -> Bool {
      guard let identifier = registry.reuseIdentifier(for: old) else { return false }
      return identifier == registry.reuseIdentifier(for: new)
    }

    /// Configures the cells of the rows at `paths` again, in place.
    func reconfigure(_ paths: [RowPath]) {
      tableView?.reconfigureRows(at: paths.map(\.indexPath))
    }

    /// Has the table view ask for its section index titles again.
    func reloadSectionIndex() {
      tableView?.reloadSectionIndexTitles()
    }

    /// Issues one batch's operations; UIKit applies deletes before inserts whatever the order.
    func perform(_ stage: Changeset) {
      guard let tableView else { return }
      // Reduce Motion: rows fade in and out instead of sliding.
      let animation: UITableView.RowAnimation =
        UIAccessibility.isReduceMotionEnabled ? .fade : .automatic
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
  }
#endif
