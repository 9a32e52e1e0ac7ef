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
    /// has no window (UIKit does not animate, and may not have asked for counts yet). The row
    /// whose field is being edited is never reloaded: its cell shows the new row in place, so
    /// first responder, caret and marked text stay, and an empty batch then measures the rows
    /// again.
    ///
    /// - Parameters:
    ///   - changes: The stages.
    ///   - controller: The controller.
    public func apply(_ changes: StagedChangeset, from controller: ListController) {
      guard let tableView, tableView.window != nil,
        !Self.hasRefusedSections(controller.content), refusedSectionIDs.isEmpty
      else {
        reloadData(from: controller)
        return
      }
      adoptViewSelection()
      isApplyingChanges = true
      defer { isApplyingChanges = false }
      var updatedInPlace = false
      let lines = linesToKeep
      defer { if let lines { keepLines(lines) } }
      for var stage in changes {
        // Never interrupt editing: the row being edited is not reloaded (its cell would leave
        // the window and its field resign); its cell shows the new row in place after the
        // batch, keeping first responder, caret and marked text.
        let inPlace = editedRowReload(in: &stage)
        let successors = successorsOfSelection(in: stage)
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
        if let inPlace { updatedInPlace = updateInPlace(inPlace) || updatedInPlace }
        restoreSelection(successors: successors)
      }
      if updatedInPlace {
        // An empty batch measures the rows again: a message under the field, a text area's new
        // line count, without a reload.
        tableView.performBatchUpdates(nil, completion: nil)
      }
      refreshHeaderDisclosures()
      reportViewport()
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
      return registry.redraw(cell, with: row, context: cellContext(for: row))
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
  }
#endif
