/// A row that says work is under way, or that it failed and whether it can be retried.
///
/// Pagination shows one at the end of the list while a page loads.
///
/// ```swift
/// LoadingItem()  // a spinner
/// LoadingItem(.failed(message: "The network is down"))  // a retry row
/// LoadingItem(.unavailable(message: "The page is malformed"))  // no retry
/// ```
public struct LoadingItem: Component {
  /// What the row shows.
  public var state: State

  /// What a ``LoadingItem`` shows.
  public enum State: Equatable, Sendable {
    /// An activity indicator with an optional label.
    case loading(String?)
    /// A failure with a message; selecting the row retries.
    case failed(message: String)
    /// A failure that trying again cannot fix (``PaginationError/isRetryable`` is false): the
    /// message only, and no retry is offered.
    case unavailable(message: String)
  }

  /// The row for a failed page: a retry row, or one that only says why when retrying cannot
  /// help (``PaginationError/isRetryable``).
  init(failure error: PaginationError) {
    self.init(
      error.isRetryable
        ? .failed(message: error.description) : .unavailable(message: error.description))
  }

  /// Creates a loading row.
  ///
  /// - Parameter state: `.loading(nil)` by default.
  public init(_ state: State = .loading(nil)) {
    self.state = state
  }
}
