import Foundation
import Sectional

/// An image loader a test drives: every load waits until the test completes or fails it, and
/// the loader records what was asked and what was cancelled. No network, no sleeping.
///
/// ```swift
/// let loader = FakeImageLoader()
/// let app = ScreenTestHost(PhotosScreen(), imageLoader: loader)
/// try await waitUntil("the first photo to load") { loader.pending.contains(.key("fox")) }
/// loader.complete(.key("fox"), with: Data("fox".utf8))
/// try await waitUntil("the photo to show") { app.image(of: .id("fox"))?.image != nil }
/// ```
public final class FakeImageLoader: ImageLoading, @unchecked Sendable {
  /// Why a load the test failed with ``FakeImageLoader/fail(_:reason:)`` failed.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What the test said.
    public var reason: String

    /// The reason.
    public var description: String { reason }

    /// Creates a failure.
    ///
    /// - Parameter reason: What went wrong.
    public init(_ reason: String) {
      self.reason = reason
    }
  }

  private struct Waiter {
    var id: UInt64
    var source: AsyncImageItem.Source
    var continuation: CheckedContinuation<Data, any Error>
  }

  private let lock = NSLock()
  private var waiters: [Waiter] = []
  private var cancelledIDs: Set<UInt64> = []
  private var nextID: UInt64 = 0
  private var started: [AsyncImageItem.Source] = []
  private var cancelled: [AsyncImageItem.Source] = []

  /// Creates a loader with no load under way.
  public init() {}

  /// Every load asked for, in order (a source loaded twice is here twice).
  public var requests: [AsyncImageItem.Source] { lock.withLock { started } }

  /// The loads cancelled while they waited, in order.
  public var cancellations: [AsyncImageItem.Source] { lock.withLock { cancelled } }

  /// The loads waiting for the test, in the order they started.
  public var pending: [AsyncImageItem.Source] { lock.withLock { waiters.map(\.source) } }

  /// Finishes the waiting loads of `source` with `data`.
  ///
  /// - Parameters:
  ///   - source: What was loaded.
  ///   - data: The bytes the loads return.
  /// - Returns: How many loads finished (0 when none waited).
  @discardableResult
  public func complete(_ source: AsyncImageItem.Source, with data: Data) -> Int {
    let finished = take(source)
    for waiter in finished { waiter.continuation.resume(returning: data) }
    return finished.count
  }

  /// Fails the waiting loads of `source`.
  ///
  /// - Parameters:
  ///   - source: What was loaded.
  ///   - reason: What the error says.
  /// - Returns: How many loads failed (0 when none waited).
  @discardableResult
  public func fail(_ source: AsyncImageItem.Source, reason: String = "failed") -> Int {
    let failed = take(source)
    for waiter in failed { waiter.continuation.resume(throwing: Failure(reason)) }
    return failed.count
  }

  /// Waits until the test completes or fails the load, or it is cancelled.
  ///
  /// - Parameter source: What to load.
  /// - Returns: The bytes the test gives.
  /// - Throws: ``Failure``, or `CancellationError` when the load is cancelled.
  public func loadImage(_ source: AsyncImageItem.Source) async throws -> Data {
    let id = lock.withLock {
      nextID += 1
      started.append(source)
      return nextID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let isCancelled = lock.withLock {
          if cancelledIDs.remove(id) != nil { return true }
          waiters.append(Waiter(id: id, source: source, continuation: continuation))
          return false
        }
        if isCancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let waiter = lock.withLock {
        cancelled.append(source)
        guard let index = waiters.firstIndex(where: { $0.id == id }) else {
          cancelledIDs.insert(id)
          return nil as Waiter?
        }
        return waiters.remove(at: index)
      }
      waiter?.continuation.resume(throwing: CancellationError())
    }
  }

  private func take(_ source: AsyncImageItem.Source) -> [Waiter] {
    lock.withLock {
      let taken = waiters.filter { $0.source == source }
      waiters.removeAll { $0.source == source }
      return taken
    }
  }
}
