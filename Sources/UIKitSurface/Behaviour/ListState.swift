// What the surface's UITableView and UICollectionView both keep to behave as UIKit documents.
// Not UIKit API.

/// The batch being recorded between the start and the end of `performBatchUpdates`.
struct UpdateBatch {
  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionReloads: [Int] = []
  var sectionMoves: [(from: Int, to: Int)] = []
  var rowDeletes: [IndexPath] = []
  var rowInserts: [IndexPath] = []
  var rowReloads: [IndexPath] = []
  var rowMoves: [(from: IndexPath, to: IndexPath)] = []
  /// Rows (items) to configure again in their existing cells, by their paths before the batch.
  var rowReconfigures: [IndexPath] = []
}

/// How a reuse identifier was registered.
enum ReuseRegistration {
  case type(AnyClass)
  case nib(UINib)
  case unregistered
}

/// An open swipe: the row and the actions it shows.
struct OpenSwipe {
  var indexPath: IndexPath
  var actions: [UIContextualAction]
  var performsFirstActionWithFullSwipe: Bool
}

/// A table view's or a collection view's model of itself, where the two are the same: what it
/// believes the data source holds, the cells on screen, selection, prefetching, the cell reuse
/// queues, the batch being recorded, and what UIKit would have raised. What only one of them
/// keeps is in ``TableState`` and ``CollectionState``.
@MainActor
struct ListState<Cell: SurfaceCell> {
  var cellClasses: [String: ReuseRegistration] = [:]
  var reusableCells: [String: [Cell]] = [:]

  /// Row (item) counts by section, as of the last reload or batch; `nil` until first asked.
  var counts: [Int]?
  /// Whether `reloadData()` ran and no layout pass came since: UIKit then reads the data
  /// source's counts again when the next batch begins, and takes them as the counts before it.
  var rowDataIsStale = false

  var cells: [IndexPath: Cell] = [:]

  var selected: Set<IndexPath> = []
  var prefetched: Set<IndexPath> = []
  var lastOffsetY: CGFloat = 0
  var scrollsDown = true
  var isEditing = false

  var batch: UpdateBatch?
  /// Counts every reload and applied batch, so a layout pass notices one made by a delegate.
  var generation = 0
  var isLayingOut = false
  var requested: IndexPath?
  var dequeuedForRequest = false
  /// The cell on screen that the request being made reconfigures: the dequeue returns it.
  var reconfiguring: Cell?
  /// Every row (item) whose cell was configured again in place, in order, for tests.
  var reconfigured: [IndexPath] = []
  var swipe: OpenSwipe?

  /// Completions of batches whose animations have not ended yet.
  var completions: [(Bool) -> Void] = []

  /// The `NSInternalInconsistencyException` reasons UIKit would have raised (and crashed with).
  var exceptions: [String] = []
}
