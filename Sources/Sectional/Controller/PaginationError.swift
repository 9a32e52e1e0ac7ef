/// Why a page did not arrive. Nothing in the list was changed but the status row.
public struct PaginationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Problem: Sendable, Equatable {
    /// The loader threw; its description.
    case loaderFailed(String)
    /// The loader said that trying again cannot help — the page is malformed or gone — by
    /// throwing a `PaginationError` with this problem; the description of what is wrong.
    ///
    /// ```swift
    /// let loader = PageLoader<Post, Int>(first: 0) { page in
    ///   let data = try await fetch(page)
    ///   guard let posts = try? decoder.decode([Post].self, from: data) else {
    ///     throw PaginationError(.unrecoverable("page \(page) is not valid JSON"))
    ///   }
    ///   return LoadedPage(posts, next: posts.isEmpty ? nil : page + 1)
    /// }
    /// ```
    case unrecoverable(String)
    /// The loader did not return within the timeout.
    case timedOut
    /// The page held items whose ids were already loaded, or repeated within the page; the
    /// ids. Not retryable: the same page would hold the same ids again.
    case duplicateItems([String])
  }

  /// What went wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameter problem: What went wrong.
  public init(_ problem: Problem) {
    self.problem = problem
  }

  /// What a loader's `error` means for pagination: the error itself when the loader threw a
  /// `PaginationError` (say, ``Problem/unrecoverable(_:)``), otherwise
  /// ``Problem/loaderFailed(_:)`` with its description.
  init(thrownByLoader error: any Error) {
    self = error as? PaginationError ?? PaginationError(.loaderFailed(String(describing: error)))
  }

  /// Whether loading again may help: not for ``Problem/unrecoverable(_:)``, nor for
  /// ``Problem/duplicateItems(_:)`` (the same page would repeat the same ids). The status row
  /// of an error that is not retryable shows the message and offers no retry.
  public var isRetryable: Bool {
    switch problem {
    case .unrecoverable, .duplicateItems: false
    case .loaderFailed, .timedOut: true
    }
  }

  /// One line for the retry row and logs, in the words of ``SectionalStrings/current``.
  public var description: String {
    let strings = SectionalStrings.current
    return switch problem {
    case .loaderFailed(let message), .unrecoverable(let message): strings.loadingFailed(message)
    case .timedOut: strings.loadingTimedOut
    case .duplicateItems(let ids): strings.duplicatePageItems(ids.joined(separator: ", "))
    }
  }
}
