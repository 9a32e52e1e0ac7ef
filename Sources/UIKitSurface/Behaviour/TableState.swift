// What the surface's UITableView keeps to behave as UIKit documents. Not UIKit API.

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

/// The table view's model of itself: what it believes the data source holds, what is on
/// screen, selection, prefetching, reuse queues, and what UIKit would have raised.
@MainActor
struct TableState {
  var cellClasses: [String: ReuseRegistration] = [:]
  var headerFooterClasses: [String: ReuseRegistration] = [:]
  var reusableCells: [String: [UITableViewCell]] = [:]
  var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]

  /// Row counts by section, as of the last reload or batch; `nil` until first asked.
  var counts: [Int]?
  /// Whether `reloadData()` ran and no layout pass came since: UIKit then reads the data
  /// source's counts again when the next batch begins, and takes them as the counts before it.
  var rowDataIsStale = false
  var rowEstimates: [[CGFloat]] = []
  var rowHeights: [[CGFloat?]] = []
  /// The rows whose height the delegate left to their cells (`automaticDimension`).
  var selfSizingRows: Set<IndexPath> = []
  var headerHeights: [CGFloat?] = []
  var footerHeights: [CGFloat?] = []
  var headerEstimates: [CGFloat] = []
  var footerEstimates: [CGFloat] = []

  var cells: [IndexPath: UITableViewCell] = [:]
  var headers: [Int: UIView] = [:]
  var footers: [Int: UIView] = [:]
  /// Sections on screen whose delegate gave no header (or footer) view.
  var headerless: Set<Int> = []
  var footerless: Set<Int> = []

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
  var swipe: OpenSwipe?

  /// The height a self-sizing row measures (the surface has no Auto Layout engine).
  var selfSizingRowHeight: CGFloat = 44
  /// The height a self-sizing header or footer measures.
  var selfSizingHeaderFooterHeight: CGFloat = 28

  /// Completions of batches whose animations have not ended yet.
  var completions: [(Bool) -> Void] = []

  /// The `NSInternalInconsistencyException` reasons UIKit would have raised (and crashed with).
  var exceptions: [String] = []
}
