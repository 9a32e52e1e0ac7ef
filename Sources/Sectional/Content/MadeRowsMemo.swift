import Foundation

/// What a ``ForEach``'s rows are known to be, learned each time one is made: the events it
/// handles, and whether its height is automatic with no estimate of its own (most rows). The
/// events a row handles are a question the diff, the renderers and the event dispatch ask of
/// every row a change inserts, removes, moves or reloads, and the layout asks every inserted
/// row its height; a row of a `ForEach` is made to answer. Once one reading made the row (for
/// its height, to draw it, for an event it handles), the answers are kept here, so that no row
/// is made again for an event nobody handles or for a height the layout estimates anyway.
///
/// Kept per collection a `ForEach` was given (its slices share it), for as long as the content
/// that holds it. A controller carries the facts of rows a change removed over to the rows of
/// equal elements with the same ids that a later change brings back (see ``RetiredRows``): a
/// row function is a function of its element (the diff compares elements instead of rows on
/// the same assumption).
///
/// - Complexity: Four bytes per element of the collection, allocated when the first row is made;
///   O(1) per question.
@usableFromInline
final class MadeRowsMemo: @unchecked Sendable {
  /// Bit 31: the row was made and the other bits are what is known of it.
  private static let known: UInt32 = 1 << 31
  /// Bit 30: the row's height is ``RowHeight/automatic`` with no estimate. The events' bits are
  /// their raw values, all below it.
  private static let automaticHeight: UInt32 = 1 << 30

  private let lock = NSLock()
  private let count: Int
  private var masks: [UInt32] = []

  /// A memo for a collection of `count` elements, knowing nothing yet.
  init(count: Int) {
    self.count = count
  }

  /// Records what the row made from element `offset` is: its handlers and its height.
  func record(_ handlers: RowHandlers, height: RowHeight, at offset: Int) {
    var facts = handlers.eventMask | Self.known
    if case .automatic(estimate: nil) = height.kind { facts |= Self.automaticHeight }
    adopt(facts, at: offset)
  }

  /// What is known of the row of element `offset`, as one value to hand to another memo with
  /// ``adopt(_:at:)``; `nil` when no row of it was made.
  func facts(at offset: Int) -> UInt32? {
    guard offset >= 0 && offset < count else { return nil }
    let facts = lock.withLock { masks.isEmpty ? 0 : masks[offset] }
    return facts & Self.known != 0 ? facts : nil
  }

  /// Records `facts` for element `offset`.
  private func adopt(_ facts: UInt32, at offset: Int) {
    guard offset >= 0 && offset < count else { return }
    lock.withLock {
      if masks.isEmpty { masks = Array(repeating: 0, count: count) }
      masks[offset] = facts
    }
  }

  /// What is known of every element, by offset (a copy; empty when no row was made), for
  /// reading many with ``isKnown(_:)`` under one lock.
  func snapshot() -> [UInt32] {
    lock.withLock { masks }
  }

  /// Whether `facts`, read from a ``snapshot()``, say a row was made.
  static func isKnown(_ facts: UInt32) -> Bool { facts & known != 0 }

  /// Whether `facts` (one entry of ``snapshot()``) say the row is known to be automatic with
  /// no estimate.
  static func hasAutomaticHeight(_ facts: UInt32) -> Bool {
    facts & known != 0 && facts & automaticHeight != 0
  }

  /// Takes the facts of rows of equal elements (read from another memo's ``snapshot()``) for
  /// the elements at their offsets of which nothing is known yet.
  func adopt(_ batch: [(offset: Int, facts: UInt32)]) {
    guard !batch.isEmpty else { return }
    lock.withLock {
      if masks.isEmpty { masks = Array(repeating: 0, count: count) }
      // One access to the storage for the whole batch, not one checked access per row.
      masks.withUnsafeMutableBufferPointer { masks in
        for (offset, facts) in batch where masks.indices.contains(offset) && masks[offset] == 0 {
          masks[offset] = facts
        }
      }
    }
  }

  /// Takes the facts of the elements `elements` from `donor` (another memo's ``snapshot()``,
  /// over the very same elements) for those of which nothing is known yet.
  ///
  /// - Complexity: O(elements.count), under one lock.
  func adopt(_ elements: Range<Int>, from donor: [UInt32]) {
    let elements = elements.clamped(to: 0..<min(count, donor.count))
    guard !elements.isEmpty else { return }
    lock.withLock {
      if masks.isEmpty { masks = Array(repeating: 0, count: count) }
      masks.withUnsafeMutableBufferPointer { masks in
        donor.withUnsafeBufferPointer { donor in
          for element in elements where masks[element] == 0 {
            masks[element] = donor[element] & Self.known != 0 ? donor[element] : 0
          }
        }
      }
    }
  }

  /// Whether the row of element `offset` handles `event`: `nil` when no row of it was made yet.
  func handles(_ event: RowEvent, at offset: Int) -> Bool? {
    facts(at: offset).flatMap { Self.handles(event, $0) }
  }

  /// Whether a row whose facts (read from a ``snapshot()``) are `facts` handles `event`: `nil`
  /// when no row of it was made.
  static func handles(_ event: RowEvent, _ facts: UInt32) -> Bool? {
    isKnown(facts) ? facts & RowHandlers.bit(event) != 0 : nil
  }

  /// Whether the row of element `offset` is known to have an automatic height with no
  /// estimate.
  func hasAutomaticHeight(at offset: Int) -> Bool {
    facts(at: offset).map { $0 & Self.automaticHeight != 0 } ?? false
  }
}
