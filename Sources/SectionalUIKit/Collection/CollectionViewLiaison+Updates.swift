#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison: ListRenderer {
    /// Applies each stage in its own `performBatchUpdates`, switching the data source to the
    /// stage's content inside the batch's `updates` block, as for a table view (see
    /// ``TableViewLiaison``); reloads instead when the collection view has no window. The row
    /// whose field is being edited is never reloaded: its cell shows the new row in place.
    ///
    /// - Parameters:
    ///   - changes: The stages.
    ///   - controller: The controller.
    public func apply(_ changes: StagedChangeset, from controller: ListController) {
      guard let collectionView, collectionView.window != nil else {
        reloadData(from: controller)
        return
      }
      adoptViewSelection()
      isApplyingChanges = true
      defer { isApplyingChanges = false }
      var updatedInPlace = false
      for var stage in changes {
        // Never interrupt editing: the row being edited is not reloaded; its cell shows the
        // new row in place after the batch, keeping first responder, caret and marked text.
        let inPlace = editedRowReload(in: &stage)
        let successors = successorsOfSelection(in: stage)
        // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
        // "If the collection view's layout is not up to date before you call this method, a
        // reload may occur. To avoid problems, you should update your data model inside the
        // updates block": the data source switches there, so the counts UIKit reads before
        // the batch are the old ones.
        collectionView.performBatchUpdates {
          self.shown = stage.content
          self.tracker.contentDidChange(to: stage.content)
          Self.perform(stage, on: collectionView)
        }
        if let inPlace { updatedInPlace = updateInPlace(inPlace) || updatedInPlace }
        restoreSelection(successors: successors)
      }
      if updatedInPlace {
        // An empty batch measures the items again: a message under the field, a text area's
        // new line count, without a reload.
        collectionView.performBatchUpdates(nil, completion: nil)
      }
      refreshHeaderDisclosures()
      reportViewport()
    }

    /// Brings the disclosure buttons of the headers on screen up to date with ``shown`` (a
    /// collapse changes items, not the header, so UIKit does not ask for the header again).
    func refreshHeaderDisclosures() {
      guard let collectionView else { return }
      for index in shown.sections.indices {
        let header = collectionView.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(row: 0, section: index))
        decorateHeader(header, section: index)
      }
    }

    /// Shows the controller's content from scratch, keeping the selection by id.
    ///
    /// - Parameter controller: The controller.
    public func reloadData(from controller: ListController) {
      adoptViewSelection()
      shown = controller.content
      collectionView?.reloadData()
      tracker.contentDidChange(to: shown)
      restoreSelection()
    }

    /// Issues one batch's operations; UIKit applies deletes before inserts whatever the order.
    static func perform(_ stage: Changeset, on collectionView: UICollectionView) {
      if !stage.sectionDeletes.isEmpty {
        collectionView.deleteSections(IndexSet(stage.sectionDeletes))
      }
      if !stage.sectionInserts.isEmpty {
        collectionView.insertSections(IndexSet(stage.sectionInserts))
      }
      if !stage.sectionReloads.isEmpty {
        collectionView.reloadSections(IndexSet(stage.sectionReloads))
      }
      for move in stage.sectionMoves {
        collectionView.moveSection(move.from, toSection: move.to)
      }
      if !stage.rowDeletes.isEmpty {
        collectionView.deleteItems(at: stage.rowDeletes.map(\.indexPath))
      }
      if !stage.rowInserts.isEmpty {
        collectionView.insertItems(at: stage.rowInserts.map(\.indexPath))
      }
      if !stage.rowReloads.isEmpty {
        collectionView.reloadItems(at: stage.rowReloads.map(\.indexPath))
      }
      for move in stage.rowMoves {
        collectionView.moveItem(at: move.from.indexPath, to: move.to.indexPath)
      }
    }
  }
#endif
