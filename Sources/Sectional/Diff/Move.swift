/// A move in a batch update: from a position before the batch to a position after it.
public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
  /// Where the item was before the batch.
  public var from: Index
  /// Where the item is after the batch.
  public var to: Index

  /// Creates a move.
  ///
  /// - Parameters:
  ///   - from: The position before the batch.
  ///   - to: The position after the batch.
  @inlinable
  public init(from: Index, to: Index) {
    self.from = from
    self.to = to
  }
}

extension Move: CustomStringConvertible {
  /// The move as `from → to`.
  public var description: String { "\(from) → \(to)" }
}
