/// What a pagination loader returns: the next rows, and whether they are the last.
///
/// ```swift
/// controller.paginate(section: "posts") { page in
///   let posts = try await api.posts(page: page)
///   let rows = posts.map { Row(id: $0.id, TextItem($0.title)) }
///   return PageResult(rows: rows, isLast: posts.isEmpty)
/// }
/// ```
public struct PageResult: Sendable {
  /// The rows to append; their ids must be new to the list.
  public var rows: [Row]
  /// Whether no page follows.
  public var isLast: Bool

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - rows: The rows to append.
  ///   - isLast: Whether no page follows; `false` by default.
  public init(rows: [Row], isLast: Bool = false) {
    self.rows = rows
    self.isLast = isLast
  }
}

/// How close to the end the viewport must come before the next page loads.
public enum PaginationThreshold: Sendable, Equatable {
  /// When at most this many rows of the paginated section are below the last visible row.
  case rows(Int)
  /// When the content below the viewport is at most this many viewport heights.
  case viewports(Double)
}

/// What a renderer reports after each scroll or change: enough for pagination to decide.
public struct VisibleRegion: Sendable, Equatable {
  /// The last row on screen, if any.
  public var lastVisibleRow: RowPath?
  /// The content height below the viewport's bottom edge.
  public var distanceToEnd: Double
  /// The viewport's height.
  public var viewportHeight: Double

  /// Creates a region.
  ///
  /// - Parameters:
  ///   - lastVisibleRow: The last row on screen.
  ///   - distanceToEnd: The content height below the viewport.
  ///   - viewportHeight: The viewport's height.
  public init(lastVisibleRow: RowPath?, distanceToEnd: Double, viewportHeight: Double) {
    self.lastVisibleRow = lastVisibleRow
    self.distanceToEnd = distanceToEnd
    self.viewportHeight = viewportHeight
  }
}

/// Where pagination is.
public enum PaginationState: Sendable, Equatable {
  /// Waiting for the viewport to come near the end.
  case idle
  /// A page is loading; a loading row shows.
  case loading
  /// The loader said there is nothing more.
  case exhausted
  /// The last load failed; a retry row shows.
  case failed(PaginationError)
}

/// The id of pagination's status row (loading or retry); private, so it never collides.
enum PaginationStatusRow: Hashable, Sendable {
  case status
}
