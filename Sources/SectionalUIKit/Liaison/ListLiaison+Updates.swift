#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Applying a staged changeset, the same on a table view and a collection view: each stage in
  // its own batch, the data source switching to the stage's content inside the batch's
  // `updates` block. Each liaison decides when to reload instead (`apply(_:from:)`) and supplies
  // its view's calls (`performViewBatch`, `perform`, `updateInPlace`, `refreshHeaderDisclosures`).
  extension ListLiaison {
    /// Applies each stage of `changes` in its own `performBatchUpdates`, keeping the selection
    /// by id. The row whose field is being edited is never reloaded: its cell shows the new row
    /// in place, so first responder, caret and marked text stay, and an empty batch then
    /// measures the rows again.
    func applyInBatches(_ changes: StagedChangeset) {
      adoptViewSelection()
      isApplyingChanges = true
      defer { isApplyingChanges = false }
      let before = shown
      let lines = linesToKeep
      var updatedInPlace = false
      for var stage in changes {
        // Never interrupt editing: the row being edited is not reloaded (its cell would leave
        // the window and its field resign); its cell shows the new row in place after the
        // batch, keeping first responder, caret and marked text.
        let inPlace = editedRowReload(in: &stage)
        // A row whose cell stays the same kind is configured again in that cell, not reloaded:
        // a field keeps first responder, a picker its popover, an image its pixels.
        let reconfigured = reconfigurableReloads(in: &stage)
        // Read before the switch: the selected rows that leave, and the rows that name them.
        let successors = successorsOfSelection(in: stage)
        // The data source switches inside `updates`, so the counts UIKit reads before the batch
        // are the old ones. Apple documents `updates` of
        // https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
        // as "The block that performs the relevant insert, delete, reload, or move operations.
        // In addition to modifying the table's rows, update your table's data source to reflect
        // your changes.", and of
        // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
        // "If the collection view's layout is not up to date before you call this method, a
        // reload may occur. To avoid problems, you should update your data model inside the
        // updates block". A table whose row data is stale (reloaded, not laid out since) reads
        // its counts when the batch begins, and would take the stage's counts for the old ones
        // if they came first.
        performViewBatch {
          self.shown = stage.content
          // Rows on screen are named by their place in the new content from now on, also in
          // the display events the batch causes (as on every renderer).
          self.tracker.contentDidChange(to: stage.content)
          self.perform(stage)
        }
        if !reconfigured.isEmpty {
          // A batch of its own: its index paths are the same before and after it.
          performViewBatch {
            self.reconfigure(reconfigured)
            // The field being edited is drawn again without a display event, as every
            // renderer updates it (the Events article).
            for path in reconfigured where self.shown[path]?.id != self.editingRowID {
              self.tracker.rowWasReconfigured(at: path, in: self.shown)
            }
          }
        }
        if let inPlace { updatedInPlace = updateInPlace(inPlace) || updatedInPlace }
        restoreSelection(successors: successors)
      }
      if updatedInPlace {
        // An empty batch measures the rows again: a message under the field, a text area's new
        // line count, without a reload.
        performViewBatch(nil)
      }
      refreshHeaderDisclosures()
      if before.sectionIndexTitles != shown.sectionIndexTitles { reloadSectionIndex() }
      reportViewport()
      if let lines { keepLines(lines) }
      for text in Announcements.of(changes, from: before) { UIView.announce(text) }
    }

    /// Takes `content` as the data source after an update that changed nothing a batch shows:
    /// a swipe, a context menu or VoiceOver's actions read the rows as they are now, and the
    /// cells on screen at `visible` are described again (their names and actions).
    func adoptShown(_ content: ListContent, visible: [IndexPath]) {
      shown = content
      tracker.contentDidChange(to: content)
      for indexPath in visible {
        guard let row = shown[RowPath(indexPath)], let cell = cellShown(at: indexPath) else {
          continue
        }
        describe(cell, as: row)
      }
    }

    /// Takes out of `stage`'s row reloads those whose old and new rows draw in the same kind of
    /// cell, and returns where they are after the stage: they are configured again instead.
    func reconfigurableReloads(in stage: inout Changeset) -> [RowPath] {
      guard !stage.rowReloads.isEmpty else { return [] }
      let map = StageMap(stage)
      var reloads: [RowPath] = []
      var targets: [RowPath] = []
      for path in stage.rowReloads {
        guard let old = shown[path], let target = map.row(path),
          let new = stage.content[target], reconfigures(old, as: new)
        else {
          reloads.append(path)
          continue
        }
        targets.append(target)
      }
      stage.rowReloads = reloads
      return targets
    }

    /// The titles of the section index of what the view shows; `nil` when no section has
    /// one, and the view shows no index.
    var titlesOfSectionIndex: [String]? {
      let titles = shown.sectionIndexTitles.map(\.title)
      return titles.isEmpty ? nil : titles
    }

    /// Hands the tracker where the viewport is: the content below it and its height.
    func reportViewport() {
      guard let listView else { return }
      tracker.reportViewport(of: listView)
    }
  }

  extension DisplayTracker {
    /// Reports where a scroll view's viewport is: the content below it and its height.
    func reportViewport(of scrollView: UIScrollView) {
      let bottom = scrollView.contentOffset.y + scrollView.bounds.height
      viewportDidChange(
        distanceToEnd: Double(scrollView.contentSize.height - bottom),
        viewportHeight: Double(scrollView.bounds.height))
    }
  }
#endif
