import Foundation

/// What a ``ForEach``'s rows are known to handle, learned each time one is made: the events a
/// row handles are a question the diff, the renderers and the event dispatch ask of every row a
/// change inserts, removes, moves or reloads, and a row of a `ForEach` is made to answer it. Once
/// one reading made the row (for its height, to draw it, for an event it handles), the answer is
/// kept here, so that no row is made again for an event nobody handles.
///
/// Kept per collection a `ForEach` was given (its slices share it), for as long as the content
/// that holds it: a rebuild makes new sources with new memos, so a row function that attaches
/// handlers from state is asked again. A row function is a function of its element (the diff
/// compares elements instead of rows on the same assumption).
///
/// - Complexity: Four bytes per element of the collection, allocated when the first row is made;
///   O(1) per question.
@usableFromInline
final class HandledEventsMemo: @unchecked Sendable {
  /// Bit 31: the row was made and the other bits are its events (bit `event.rawValue`).
  private static let known: UInt32 = 1 << 31

  private let lock = NSLock()
  private let count: Int
  private var masks: [UInt32] = []

  /// A memo for a collection of `count` elements, knowing nothing yet.
  init(count: Int) {
    self.count = count
  }

  /// Records the handlers of the row made from element `offset`.
  func record(_ handlers: RowHandlers, at offset: Int) {
    guard offset >= 0 && offset < count else { return }
    let mask = handlers.eventMask | Self.known
    lock.withLock {
      if masks.isEmpty { masks = Array(repeating: 0, count: count) }
      masks[offset] = mask
    }
  }

  /// Whether the row of element `offset` handles `event`: `nil` when no row of it was made yet.
  func handles(_ event: RowEvent, at offset: Int) -> Bool? {
    guard offset >= 0 && offset < count else { return nil }
    let mask = lock.withLock { masks.isEmpty ? 0 : masks[offset] }
    guard mask & Self.known != 0 else { return nil }
    return mask & RowHandlers.bit(event) != 0
  }
}
