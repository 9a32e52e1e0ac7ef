/// Where a ``PageLoader`` is.
public enum PaginationState: Sendable, Equatable {
  /// Waiting for the status row to come near the screen.
  case idle
  /// A page is loading; a loading row shows.
  case loading
  /// The loader said there is nothing more.
  case exhausted
  /// The last load failed; a retry row shows.
  case failed(PaginationError)
}
