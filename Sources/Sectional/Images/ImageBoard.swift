import Foundation

/// What a pipeline knows of each source that any thread may read (a renderer's drawing code is
/// not isolated): the cache, the failures and which sources are loading, behind a lock.
final class ImageBoard<Image: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var cache: ImageCache<Image>
  private var failures: [AsyncImageItem.Source: String] = [:]
  private var loading: Set<AsyncImageItem.Source> = []

  init(costLimit: Int) {
    cache = ImageCache(costLimit: costLimit)
  }

  /// Where `source` is.
  func phase(of source: AsyncImageItem.Source) -> ImagePhase<Image> {
    lock.withLock {
      if let image = cache.image(for: source) { return .loaded(image) }
      if let failure = failures[source] { return .failed(failure) }
      return loading.contains(source) ? .loading : .empty
    }
  }

  /// Whether `source` is cached or failed: nothing to load.
  func isSettled(_ source: AsyncImageItem.Source) -> Bool {
    lock.withLock { cache.peek(source) != nil || failures[source] != nil }
  }

  func setLoading(_ source: AsyncImageItem.Source, _ isLoading: Bool) {
    lock.withLock {
      if isLoading { loading.insert(source) } else { loading.remove(source) }
    }
  }

  func store(_ image: Image, cost: Int, for source: AsyncImageItem.Source) {
    lock.withLock {
      loading.remove(source)
      failures[source] = nil
      cache.insert(image, cost: cost, for: source)
    }
  }

  func fail(_ source: AsyncImageItem.Source, _ reason: String) {
    lock.withLock {
      loading.remove(source)
      failures[source] = reason
    }
  }

  func forgetFailure(_ source: AsyncImageItem.Source) {
    lock.withLock { _ = failures.removeValue(forKey: source) }
  }

  func removeAllImages() {
    lock.withLock { cache.removeAll() }
  }

  /// How many images are cached, and what they cost together.
  var cached: (count: Int, cost: Int) {
    lock.withLock { (cache.count, cache.totalCost) }
  }
}
