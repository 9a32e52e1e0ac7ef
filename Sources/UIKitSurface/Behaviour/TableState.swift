// What the surface's UITableView keeps to behave as UIKit documents. Not UIKit API.

/// What only the table view keeps of its model of itself (the rest is its ``ListState``):
/// heights and estimates, the headers and footers on screen, and their reuse queues.
@MainActor
struct TableState {
  var headerFooterClasses: [String: ReuseRegistration] = [:]
  var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]

  /// The animations rows were inserted and deleted with, in order.
  var rowAnimations: [UITableView.RowAnimation] = []

  var rowEstimates: [[CGFloat]] = []
  var rowHeights: [[CGFloat?]] = []
  /// The rows whose height the delegate left to their cells (`automaticDimension`).
  var selfSizingRows: Set<IndexPath> = []
  var headerHeights: [CGFloat?] = []
  var footerHeights: [CGFloat?] = []
  var headerEstimates: [CGFloat] = []
  var footerEstimates: [CGFloat] = []

  /// The section index the data source gave when the table last asked (`reloadData()`,
  /// `reloadSectionIndexTitles()`); `nil` for none.
  var sectionIndexTitles: [String]?

  var headers: [Int: UIView] = [:]
  var footers: [Int: UIView] = [:]
  /// Sections on screen whose delegate gave no header (or footer) view.
  var headerless: Set<Int> = []
  var footerless: Set<Int> = []

  /// The height a self-sizing row measures (the surface has no Auto Layout engine).
  var selfSizingRowHeight: CGFloat = 44
  /// The height a self-sizing header or footer measures.
  var selfSizingHeaderFooterHeight: CGFloat = 28
}
