#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison: ListRenderer {
    /// Takes the controller's content after an update that changed nothing a batch shows: the
    /// data source answers with the rows as they are now (their actions, names and handlers),
    /// and the cells on screen are described again for VoiceOver.
    ///
    /// - Parameters:
    ///   - content: The controller's content, of the same shape as the one shown.
    ///   - controller: The controller.
    public func adopt(_ content: ListContent, from controller: ListController) {
      adoptShown(content, visible: collectionView?.indexPathsForVisibleItems ?? [])
    }

    /// Applies each stage in its own `performBatchUpdates`, switching the data source to the
    /// stage's content inside the batch's `updates` block; reloads instead when the collection
    /// view has no window. The item whose field is being edited is never reloaded: its cell
    /// shows the new row in place.
    ///
    /// - SeeAlso: ``TableViewLiaison/apply(_:from:)``, which applies a change the same way.
    ///
    /// - Parameters:
    ///   - changes: The stages.
    ///   - controller: The controller.
    public func apply(_ changes: StagedChangeset, from controller: ListController) {
      guard collectionView?.window != nil, !state.updateStrategy.reloads(changes) else {
        reloadData(from: controller)
        return
      }
      applyInBatches(changes)
    }

    /// Runs `updates` as one batch of the collection view.
    func performViewBatch(_ updates: (() -> Void)?) {
      guard let collectionView else { return }
      // Reduce Motion: items appear and go without moving (a collection view's batch has no
      // fade of its own).
      if UIAccessibility.isReduceMotionEnabled || !state.updateStrategy.animates {
        UIView.performWithoutAnimation {
          collectionView.performBatchUpdates(updates, completion: nil)
        }
      } else {
        collectionView.performBatchUpdates(updates, completion: nil)
      }
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

    /// Whether one kind of cell draws both rows.
    func reconfigures(_ old: Row, as new: Row) -> Bool {
      guard let kind = cellKind(of: old) else { return false }
      return kind == cellKind(of: new)
    }

    /// Configures the cells of the items at `paths` again, in place.
    func reconfigure(_ paths: [RowPath]) {
      collectionView?.reconfigureItems(at: paths.map(\.indexPath))
    }

    /// The collection view asks for its index titles when it lays out: nothing to do.
    func reloadSectionIndex() {}

    /// Issues one batch's operations; UIKit applies deletes before inserts whatever the order.
    func perform(_ stage: Changeset) {
      guard let collectionView else { return }
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
