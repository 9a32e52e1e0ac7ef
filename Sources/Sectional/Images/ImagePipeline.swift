import Foundation

/// Loads, decodes and caches the images of ``AsyncImageItem`` rows for a renderer, following
/// what its lists show.
///
/// Every renderer has one (shared by its lists, so its cache is): UIKit's liaisons decode to
/// `UIImage`, the terminal and the test host keep the bytes. Give it your own
/// ``ImageLoading`` to load from somewhere else than URLs:
///
/// ```swift
/// let pipeline = ImagePipeline(loader: BundleImages())
/// pipeline.follow(controller)
/// ```
///
/// Once it follows a list's controller (renderers do it for their lists), it loads what the
/// list needs, by the events the list's ``DisplayTracker`` reports:
/// - ``RowEvent/prefetch``, ``RowEvent/configure`` and ``RowEvent/willDisplay`` of a row with
///   an ``AsyncImageItem`` start its load, unless the image is cached, failed, or already
///   loading for another row: rows that show one source share one load;
/// - ``RowEvent/cancelPrefetch`` and ``RowEvent/didEndDisplaying`` (and a row reloaded with
///   another source or component) cancel the load when no other row waits for it;
/// - a finished load goes into a cache of at most ``costLimit`` (the decoder's cost: the
///   bytes, by default), least recently used out first, and ``observe(_:)``'s observers hear
///   it: renderers draw again the rows that show that source, and only those.
///
/// A failed load leaves its rows on their placeholder, with ``ImagePhase/failed(_:)``; a row
/// that comes back after every row that wanted it left loads it again.
///
/// Loading and decoding run off the main actor; everything else on it.
@MainActor
public final class ImagePipeline<Image: Sendable> {
  /// What loads the bytes.
  public let loader: any ImageLoading
  /// The most the cached images cost together.
  public nonisolated let costLimit: Int
  private let decode: @Sendable (Data) async throws -> (image: Image, cost: Int)
  nonisolated let board: ImageBoard<Image>

  /// A load under way, and the holders waiting for it.
  private final class Load {
    var task: Task<Void, Never>?
  }

  /// Who wants an image: a row of a list (its controller and id).
  package struct Holder: Hashable, Sendable {
    /// The list's controller, or `nil` for a holder of the app's own.
    var owner: ObjectIdentifier?
    /// The row's id.
    var id: ListID

    package init(owner: ObjectIdentifier?, id: ListID) {
      self.owner = owner
      self.id = id
    }
  }

  private var loads: [AsyncImageItem.Source: Load] = [:]
  private var interest: [AsyncImageItem.Source: Set<Holder>] = [:]
  private var wanted: [Holder: AsyncImageItem.Source] = [:]
  private var owners: [ObjectIdentifier: WeakController] = [:]
  private let finished = Observers<(AsyncImageItem.Source, ImagePhase<Image>)>()
  private var settledWaiters:
    [UUID: (continuation: CheckedContinuation<Void, Never>, timeout: Task<Void, Never>)] = [:]

  private final class WeakController {
    weak var controller: ListController?
    init(_ controller: ListController) { self.controller = controller }
  }

  /// Creates a pipeline that loads with `loader` and decodes with `decode`, off the main actor.
  ///
  /// - Parameters:
  ///   - loader: What loads the bytes.
  ///   - costLimit: The most the cached images cost together; 64 MB of the decoder's cost by
  ///     default.
  ///   - decode: Makes the renderer's image of the bytes, and says what keeping it costs;
  ///     throws when the bytes are not an image.
  public init(
    loader: any ImageLoading, costLimit: Int = 64 << 20,
    decode: @escaping @Sendable (Data) async throws -> (image: Image, cost: Int)
  ) {
    self.loader = loader
    self.costLimit = max(0, costLimit)
    self.decode = decode
    board = ImageBoard(costLimit: costLimit)
  }

  /// Where the image of `source` is: what a row showing it shows. Any thread may ask.
  ///
  /// - Parameter source: What a row loads.
  /// - Complexity: O(1).
  public nonisolated func phase(of source: AsyncImageItem.Source) -> ImagePhase<Image> {
    board.phase(of: source)
  }

  /// How many loads are under way.
  public var loadsInFlight: Int { loads.count }

  /// How many loads finished (loaded or failed) since the pipeline was made: a frame drawn
  /// when it was lower may show a source loading that is not any more.
  package private(set) var finishedLoads = 0

  /// How many images the cache keeps, and what they cost together.
  public var cached: (count: Int, cost: Int) { board.cached }

  /// Calls `body` whenever a load finishes (loaded or failed; not when it was cancelled), with
  /// the source and its phase now, on the main actor: redraw the rows that show that source.
  ///
  /// ```swift
  /// pipeline.observe { source, phase in
  ///   if case .failed(let reason) = phase { print("\(source): \(reason)") }
  /// }
  /// ```
  ///
  /// - Parameter body: Called for each finished load.
  /// - Returns: The registration; cancel it to stop.
  @discardableResult
  public func observe(
    _ body: @escaping @MainActor (AsyncImageItem.Source, ImagePhase<Image>) -> Void
  ) -> ObserverRegistration {
    finished.add { body($0.0, $0.1) }
  }

  /// Forgets every cached image (as on a memory warning); rows showing one keep it until they
  /// are drawn again.
  public func removeAllImages() {
    board.removeAllImages()
  }

  // MARK: Holders

  /// Records that `holder` wants the image of `source` (and no longer the one it wanted
  /// before), and starts loading it unless it is cached, failed or loading already.
  ///
  /// - Parameters:
  ///   - source: What to load.
  ///   - holder: Who wants it.
  package func request(_ source: AsyncImageItem.Source, for holder: Holder) {
    if let old = wanted[holder] {
      guard old != source else { return }
      release(holder)
    }
    wanted[holder] = source
    interest[source, default: []].insert(holder)
    guard loads[source] == nil, !board.isSettled(source) else { return }
    start(source)
  }

  /// Records that `holder` no longer wants its image; a load nobody else waits for is
  /// cancelled, and a failure nobody sees any more is forgotten (the next request loads again).
  ///
  /// - Parameter holder: Who wanted an image.
  package func release(_ holder: Holder) {
    guard let source = wanted.removeValue(forKey: holder) else { return }
    interest[source]?.remove(holder)
    guard interest[source]?.isEmpty ?? true else { return }
    interest[source] = nil
    board.forgetFailure(source)
    guard let load = loads.removeValue(forKey: source) else { return }
    load.task?.cancel()
    board.setLoading(source, false)
    resumeSettledWaiters()
  }

  /// The holders waiting for `source`.
  package func holders(of source: AsyncImageItem.Source) -> Set<Holder> {
    interest[source] ?? []
  }

  private func start(_ source: AsyncImageItem.Source) {
    let load = Load()
    loads[source] = load
    board.setLoading(source, true)
    let loader = loader
    let decode = decode
    load.task = Task { [weak self] in
      let result = await Self.fetch(source, loader: loader, decode: decode)
      self?.finish(source, load, result)
    }
  }

  /// Loads and decodes off the main actor.
  private nonisolated static func fetch(
    _ source: AsyncImageItem.Source, loader: any ImageLoading,
    decode: @Sendable (Data) async throws -> (image: Image, cost: Int)
  ) async -> Result<(image: Image, cost: Int), any Error> {
    do {
      let data = try await loader.loadImage(source)
      try Task.checkCancellation()
      return .success(try await decode(data))
    } catch {
      return .failure(error)
    }
  }

  private func finish(
    _ source: AsyncImageItem.Source, _ load: Load,
    _ result: Result<(image: Image, cost: Int), any Error>
  ) {
    // A cancelled load was forgotten already; a later one for the source may be under way.
    guard loads[source] === load else { return }
    loads[source] = nil
    finishedLoads += 1
    switch result {
    case .success(let decoded):
      board.store(decoded.image, cost: decoded.cost, for: source)
      finished.send((source, .loaded(decoded.image)))
    case .failure(let error):
      let reason = String(describing: error)
      board.fail(source, reason)
      forgetGoneHolders(of: source)
      finished.send((source, .failed(reason)))
    }
    resumeSettledWaiters()
  }

  /// Drops the holders of `source` whose list went away or no longer has their row (a row
  /// removed while in the prefetch window hears no cancelPrefetch), so that a failure they
  /// alone kept is forgotten.
  private func forgetGoneHolders(of source: AsyncImageItem.Source) {
    for holder in interest[source] ?? [] {
      guard let owner = holder.owner else { continue }
      let controller = owners[owner]?.controller
      if controller == nil || controller?.content.path(of: holder.id) == nil {
        release(holder)
      }
    }
  }

  // MARK: Following lists

  /// Loads what `controller`'s list shows and prefetches, from now on, by the display and
  /// prefetch events its renderer reports (see the type's discussion). Renderers call it for
  /// their lists; call it for a list you render yourself.
  ///
  /// - Parameter controller: The list's controller.
  /// - Returns: The registration; cancelling it stops following and releases what the list
  ///   wanted.
  @discardableResult
  public func follow(_ controller: ListController) -> ObserverRegistration {
    let owner = ObjectIdentifier(controller)
    owners[owner] = WeakController(controller)
    let observation = controller.observeRowDisplay { [weak self] event, row in
      self?.rowEvent(event, row, owner: owner)
    }
    return ObserverRegistration { [weak self] in
      observation.cancel()
      self?.releaseAll(of: owner)
    }
  }

  private func rowEvent(_ event: RowEvent, _ row: Row, owner: ObjectIdentifier) {
    let holder = Holder(owner: owner, id: row.id)
    switch event {
    case .prefetch, .configure, .willDisplay:
      if let item = row.component as? AsyncImageItem {
        request(item.source, for: holder)
      } else {
        release(holder)
      }
    case .cancelPrefetch, .didEndDisplaying:
      release(holder)
    default:
      break
    }
  }

  private func releaseAll(of owner: ObjectIdentifier) {
    for holder in wanted.keys where holder.owner == owner { release(holder) }
    owners[owner] = nil
  }

  // MARK: Waiting

  /// Returns once no load is under way, or after `limit`: snapshots and tests wait for the
  /// images a frame asked for.
  ///
  /// - Parameter limit: The longest wait.
  package func settle(within limit: Duration) async {
    guard !loads.isEmpty else { return }
    let id = UUID()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let timeout = Task { [weak self] in
        try? await Task.sleep(for: limit)
        self?.settledWaiters.removeValue(forKey: id)?.continuation.resume()
      }
      settledWaiters[id] = (continuation, timeout)
    }
  }

  private func resumeSettledWaiters() {
    guard loads.isEmpty, !settledWaiters.isEmpty else { return }
    let waiters = settledWaiters
    settledWaiters = [:]
    for waiter in waiters.values {
      waiter.timeout.cancel()
      waiter.continuation.resume()
    }
  }
}

extension ImagePipeline where Image == Data {
  /// Creates a pipeline that keeps the loaded bytes as they are (the terminal's, the test
  /// host's): each costs its size.
  ///
  /// ```swift
  /// let pipeline = ImagePipeline(loader: URLImageLoader())
  /// ```
  ///
  /// - Parameters:
  ///   - loader: What loads the bytes; ``URLImageLoader`` by default.
  ///   - costLimit: The most bytes the cache keeps; 64 MB by default.
  public convenience init(loader: any ImageLoading = URLImageLoader(), costLimit: Int = 64 << 20) {
    self.init(loader: loader, costLimit: costLimit) { data in (data, data.count) }
  }
}
