// What the surface's UITableView and UICollectionView do the same way (rows of a table view,
// items of a collection view): counts, batches, the layout pass's restarts, prefetching,
// reloading, selection and dequeuing. Each class keeps its own documented methods, whose bodies
// call these. Not UIKit API.

/// A view the surface dequeues from a reuse queue: a table view cell or a collection view's
/// reusable view.
@MainActor
protocol SurfaceReusableView: UIView {
  var reuseIdentifier: String? { get }
  func prepareForReuse()
}

/// A cell of a table view or a collection view.
@MainActor
protocol SurfaceCell: SurfaceReusableView {
  var isSelected: Bool { get set }
}

extension UITableViewCell: SurfaceCell {}
extension UICollectionReusableView: SurfaceReusableView {}
extension UICollectionViewCell: SurfaceCell {}

/// The prefetch data source's two calls, bound to the view.
@MainActor
struct SurfacePrefetchCalls {
  var prefetch: @MainActor ([IndexPath]) -> Void
  var cancel: @MainActor ([IndexPath]) -> Void
}

/// Where a scroll puts a row (item) in the viewport: what `UITableView.ScrollPosition` and
/// `UICollectionView.ScrollPosition` mean vertically.
enum SurfaceScrollTarget {
  case top, middle, bottom
  /// The least scroll that shows it whole; its top when it is taller than the viewport.
  case nearest
}

/// The surface's UITableView or UICollectionView: what the shared behaviour below needs of each.
@MainActor
protocol SurfaceListView: UIScrollView {
  associatedtype Cell: SurfaceCell
  /// What the view keeps that a table view and a collection view both keep.
  var surface: ListState<Cell> { get set }
  /// The words of its exception reasons.
  static var surfaceWords: BatchVocabulary { get }
  var surfaceHasDataSource: Bool { get }
  var allowsMultipleSelection: Bool { get }
  var allowsMultipleSelectionDuringEditing: Bool { get }
  var isEditing: Bool { get }
  /// The prefetch data source's calls, `nil` without one.
  func surfacePrefetchCalls() -> SurfacePrefetchCalls?
  /// Asks the data source for its counts now.
  func surfaceQueryCounts() -> [Int]
  /// Asks the data source for its counts and forgets what depends on them.
  @discardableResult
  func surfaceLoad() -> [Int]
  /// One round of a layout pass.
  func surfaceLayoutOnce()
  /// The height of the content: the bottom of the last section.
  func surfaceContentHeight() -> CGFloat
  /// Ends the display of everything on screen, top to bottom, and forgets what the view measured
  /// of it (`reloadData()`).
  func surfaceForgetDisplays()
  /// Applies a valid batch (see the class's `surfaceApply`).
  func surfaceApply(_ mapping: BatchMapping, after: [Int], layOut: Bool)
  /// `tableView(_:cellForRowAt:)` or `collectionView(_:cellForItemAt:)`, allowing one dequeue
  /// for exactly this index path.
  func surfaceRequestCell(_ indexPath: IndexPath) -> Cell
  /// What the view does once a swipe action's handler ran and the swipe closed (`completed`:
  /// whether the handler completed successfully).
  func surfaceSwipeDidEnd(_ swipe: OpenSwipe, after action: UIContextualAction, completed: Bool)
}

extension SurfaceListView {
  /// The height a self-sizing `view` asks for at `width`
  /// (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
  /// the width required), never negative.
  func surfaceFittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
    let size = view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return max(0, size.height)
  }

  /// The counts, asking the data source the first time (as UIKit does before any use).
  func surfaceCounts() -> [Int] {
    if let counts = surface.counts { return counts }
    return surfaceLoad()
  }

  /// `numberOfRows(inSection:)` and `numberOfItems(inSection:)`: 0 for a section that does not
  /// exist.
  func surfaceCount(inSection section: Int) -> Int {
    let counts = surfaceCounts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Records one operation: into the open batch, or as a batch of its own (UIKit applies an
  /// insert, delete, reload or move made outside `performBatchUpdates` at once).
  func surfaceRecord(_ change: (inout UpdateBatch) -> Void) {
    if var batch = surface.batch {
      change(&batch)
      surface.batch = batch
      return
    }
    surfacePerformBatch { self.surfaceRecord(change) }
  }

  /// Runs `updates` as one batch; a batch opened inside another joins it. When the outermost
  /// batch ends, asks the data source for its counts, checks the batch by UIKit's rules and
  /// either applies it or records the exception UIKit raises and shows the data from scratch.
  func surfacePerformBatch(_ updates: () -> Void) {
    guard surface.batch == nil else {
      updates()
      return
    }
    // UIKit knows its counts before a batch starts: a view that never asked, asks now. A view
    // whose row (item) data is stale (reloaded, not laid out since) asks again before running
    // `updates`: a data source that already shows the batch's result reports its new counts
    // as the counts before the batch, and the batch then fails the row count check.
    let before = surface.rowDataIsStale ? surfaceLoad() : surfaceCounts()
    surface.rowDataIsStale = false
    surface.batch = UpdateBatch()
    updates()
    let batch = surface.batch ?? UpdateBatch()
    surface.batch = nil
    let after = surfaceQueryCounts()
    let check = BatchUpdateCheck(
      before: before, after: after, batch: batch, words: Self.surfaceWords)
    switch check.run() {
    case .failure(let violation):
      surface.exceptions.append(violation.reason)
      surfaceReloadData()
      layoutIfNeeded()
    case .success(let mapping):
      // Reconfigured cells are drawn before the layout that measures the rows on screen.
      surfaceApply(mapping, after: after, layOut: batch.rowReconfigures.isEmpty)
      if !batch.rowReconfigures.isEmpty {
        surfaceReconfigure(batch.rowReconfigures, mapping: mapping)
        layoutIfNeeded()
      }
    }
  }

  /// Reconfigures the rows (items) a batch named, by their paths before it, once it is applied;
  /// a row the batch deletes or reloads, or that did not exist, is the exception UIKit raises.
  func surfaceReconfigure(_ paths: [IndexPath], mapping: BatchMapping) {
    guard !paths.isEmpty else { return }
    var targets: [IndexPath] = []
    for path in paths {
      guard let target = mapping.rows[path] else {
        surface.exceptions.append(
          "attempt to reconfigure \(Self.surfaceWords.item) \(path.item) in section "
            + "\(path.section), which the update deletes or reloads, or which does not exist")
        continue
      }
      targets.append(target)
    }
    surfaceReconfigure(targets)
  }

  /// `reconfigureRows(at:)` and `reconfigureItems(at:)` once the batch that named them is
  /// applied: each row (item) on screen at `paths` (after the batch) is asked for again with
  /// its existing cell as the one the dequeue returns; the layout that follows measures them
  /// again, as it does everything on screen after a batch.
  func surfaceReconfigure(_ paths: [IndexPath]) {
    for path in Set(paths).sorted() {
      guard let existing = surface.cells[path] else { continue }
      surface.reconfiguring = existing
      surface.reconfigured.append(path)
      let raised = surface.exceptions.count
      let cell = surfaceRequestCell(path)
      surface.reconfiguring = nil
      // UIKit raises once: a dequeue of another type already did.
      if cell !== existing && surface.exceptions.count == raised {
        surface.exceptions.append(
          "The data source returned a new cell for index path \(path) being reconfigured; "
            + "it must return the existing cell that the dequeue gave it")
      }
    }
  }

  /// The existing cell a dequeue of `identifier` for `indexPath` returns while the row (item)
  /// is reconfigured; `nil` (and UIKit's exception, recorded) when the identifier is another.
  func surfaceReconfiguredCell(_ identifier: String, for indexPath: IndexPath) -> Cell? {
    guard let existing = surface.reconfiguring else { return nil }
    guard existing.reuseIdentifier == identifier else {
      surface.exceptions.append(
        "Attempted to dequeue a cell with identifier \(identifier) for index path "
          + "\(indexPath) being reconfigured, whose existing cell has the identifier "
          + "\(existing.reuseIdentifier ?? "nil"): reconfigure only \(Self.surfaceWords.items) "
          + "whose cell type stays the same, and reload the others")
      return nil
    }
    return existing
  }

  /// One layout pass (see the class's `surfaceLayoutOnce()`). A delegate that reloads or
  /// updates the view during the pass starts it again.
  func surfaceLayout() {
    guard !surface.isLayingOut, surfaceHasDataSource else { return }
    surface.isLayingOut = true
    defer { surface.isLayingOut = false }
    for _ in 0..<8 {
      let generation = surface.generation
      surface.rowDataIsStale = false
      surfaceLayoutOnce()
      if generation == surface.generation { return }
    }
  }

  /// Prefetches the rows (items) `wanted` gives for the band one viewport beyond the edge the
  /// view scrolls towards (below until it scrolls up; a pass without scrolling keeps the last
  /// direction); cancels those that left that band without coming on screen (the scroll turned
  /// back, or jumped).
  func surfacePrefetch(
    visible: Set<IndexPath>, wanted: (_ band: Range<CGFloat>) -> Set<IndexPath>
  ) {
    let offset = contentOffset.y
    if offset != surface.lastOffsetY { surface.scrollsDown = offset > surface.lastOffsetY }
    surface.lastOffsetY = offset
    surface.prefetched.subtract(visible)
    guard let calls = surfacePrefetchCalls(), bounds.height > 0 else { return }
    let height = bounds.height
    let band: Range<CGFloat> =
      surface.scrollsDown ? (offset + height)..<(offset + 2 * height) : (offset - height)..<offset
    let wanted = wanted(band)
    let cancelled = surface.prefetched.subtracting(wanted)
    let added = wanted.subtracting(surface.prefetched)
    surface.prefetched = wanted
    if !cancelled.isEmpty { calls.cancel(cancelled.sorted()) }
    if !added.isEmpty { calls.prefetch(added.sorted()) }
  }

  /// `reloadData()`: ends every display, forgets selection and prefetching, asks for the counts
  /// again and clamps the offset if the content shrank. The row (item) data stays stale until
  /// the next layout pass (see ``ListState/rowDataIsStale``).
  func surfaceReloadData() {
    surface.generation += 1
    surfaceForgetDisplays()
    surface.selected = []
    surface.prefetched = []
    surface.swipe = nil
    surfaceLoad()
    surface.rowDataIsStale = true
    contentSize = CGSize(width: bounds.width, height: surfaceContentHeight())
    surfaceClampOffset()
    setNeedsLayout()
  }

  /// The vertical content offset that shows the row (item) spanning `top` to `bottom` at
  /// `target` (`scrollToRow(at:at:animated:)`, `scrollToItem(at:at:animated:)`), clamped to the
  /// content, which ends at `contentEnd`.
  func surfaceOffset(
    showingFrom top: CGFloat, to bottom: CGFloat, at target: SurfaceScrollTarget,
    contentEnd: CGFloat
  ) -> CGFloat {
    let view = bounds.height
    let current = contentOffset.y
    let offset: CGFloat =
      switch target {
      case .top: top
      case .middle: (top + bottom) / 2 - view / 2
      case .bottom: bottom - view
      case .nearest:
        if top < current || bottom - top > view {
          top
        } else if bottom > current + view {
          bottom - view
        } else {
          current
        }
      }
    return min(max(0, offset), max(0, contentEnd - view))
  }

  func surfaceClampOffset() {
    let limit = max(0, contentSize.height + contentInset.bottom - bounds.height)
    if contentOffset.y > limit {
      contentOffset = CGPoint(x: contentOffset.x, y: limit)
    }
  }

  /// Whether a selection joins the rows (items) selected: with multiple selection, or with
  /// multiple selection during editing while the view edits.
  var surfaceSelectsSeveral: Bool {
    allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing)
  }

  func surfaceSetSelection(_ selection: Set<IndexPath>) {
    surface.selected = selection
    for (path, cell) in surface.cells {
      cell.isSelected = selection.contains(path)
    }
  }

  /// The end of `selectRow(at:animated:scrollPosition:)` and
  /// `selectItem(at:animated:scrollPosition:)` for a row (item) that exists, and of a tap that
  /// selects: it joins the selection, or replaces it without multiple selection.
  func surfaceAddToSelection(_ indexPath: IndexPath) {
    var selection = surfaceSelectsSeveral ? surface.selected : []
    selection.insert(indexPath)
    surfaceSetSelection(selection)
  }

  /// `deselectRow(at:animated:)` and `deselectItem(at:animated:)`, also as a tap deselects: the
  /// row (item) leaves the selection.
  func surfaceDeselect(_ indexPath: IndexPath) {
    surfaceSetSelection(surface.selected.subtracting([indexPath]))
  }

  /// The selected rows (items) in order, `nil` when none is (`indexPathsForSelectedRows`,
  /// `indexPathsForSelectedItems`).
  func surfaceSortedSelection() -> [IndexPath]? {
    surface.selected.isEmpty ? nil : surface.selected.sorted()
  }

  /// The rows (items) on screen, in order.
  func surfaceVisiblePaths() -> [IndexPath] { surface.cells.keys.sorted() }

  /// Whether the data source may dequeue a cell for `indexPath` now: only for the index path the
  /// view is asking it for, once; otherwise records the exception UIKit raises (`elsewhere`, or
  /// the second dequeue's).
  func surfaceAdmitsDequeue(for indexPath: IndexPath, elsewhere: @autoclosure () -> String)
    -> Bool
  {
    guard surface.requested == indexPath else {
      surface.exceptions.append(elsewhere())
      return false
    }
    guard !surface.dequeuedForRequest else {
      surface.exceptions.append(
        "Attempted to dequeue multiple cells for the same index path, which is not allowed.")
      return false
    }
    surface.dequeuedForRequest = true
    return true
  }

  /// The view waiting longest-last in the reuse queue for `key`, prepared for reuse; `nil`
  /// when the queue is empty.
  static func surfaceReuse<View: SurfaceReusableView>(
    from queues: inout [String: [View]], _ key: String
  ) -> View? {
    guard var queue = queues[key], let view = queue.popLast() else { return nil }
    queues[key] = queue
    view.prepareForReuse()
    return view
  }
}
