import Foundation

/// Counts calls of a row function (a `ForEach`'s rows are made from any thread): how many rows
/// something made.
package final class RowCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  package init() {}

  /// The calls counted since the start or the last ``reset()``.
  package var count: Int { lock.withLock { value } }

  /// Counts one call.
  package func increment() { lock.withLock { value += 1 } }

  /// Starts counting again from zero.
  package func reset() { lock.withLock { value = 0 } }
}
