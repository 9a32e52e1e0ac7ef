/// The feed's fake network: pages from the data directory, one of which fails on its first
/// attempt so the retry path can be seen.
@MainActor
public final class FeedSource {
  /// Why a page could not be loaded.
  public enum LoadError: Error, Equatable, CustomStringConvertible {
    /// The simulated network failed; retrying succeeds.
    case networkUnavailable(page: Int)
    /// The page's file is malformed.
    case data(DemoDataError)

    /// A message for the retry row.
    public var description: String {
      switch self {
      case .networkUnavailable: "the network is unavailable"
      case .data(let error): error.description
      }
    }
  }

  let directory: DataDirectory
  /// How long a load takes, to make the loading row visible.
  public var latency: Duration
  private var attempts: [Int: Int] = [:]

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - directory: Where the pages are.
  ///   - latency: How long each load takes; none by default.
  public init(directory: DataDirectory, latency: Duration = .zero) {
    self.directory = directory
    self.latency = latency
  }

  /// Loads a page.
  ///
  /// - Parameter page: The page number, from 1.
  /// - Returns: Its posts; empty past the last page.
  /// - Throws: ``LoadError`` for a simulated failure or a malformed page; `CancellationError`
  ///   when cancelled.
  public func load(page: Int) async throws -> [Post] {
    attempts[page, default: 0] += 1
    if latency > .zero {
      try await Task.sleep(for: latency)
    }
    try Task.checkCancellation()
    guard page <= FeedPage.pageCount else { return [] }
    let loaded: FeedPage
    do {
      loaded = try FeedPage.load(page: page, from: directory)
    } catch {
      throw LoadError.data(error)
    }
    if loaded.failsFirstAttempt == true && attempts[page] == 1 {
      throw LoadError.networkUnavailable(page: page)
    }
    return loaded.posts
  }
}
