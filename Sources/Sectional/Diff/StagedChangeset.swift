/// The batches that turn one content into another, in the order a renderer applies them.
///
/// Each stage is a ``Changeset`` that obeys every UIKit batch-update rule on its own; applying all
/// stages to the old content gives the new content exactly. No change means no stage.
///
/// ```swift
/// for stage in changes {
///   dataSource.content = stage.content
///   tableView.performBatchUpdates { apply(stage) }
/// }
/// ```
public struct StagedChangeset: Sendable, RandomAccessCollection {
  /// The stages, in order.
  public var stages: [Changeset]

  /// Creates a staged changeset.
  ///
  /// - Parameter stages: The stages, in order; empty stages are dropped.
  public init(_ stages: [Changeset] = []) {
    self.stages = stages.filter { !$0.isEmpty }
  }

  /// The position of the first stage.
  public var startIndex: Int { stages.startIndex }
  /// The position after the last stage.
  public var endIndex: Int { stages.endIndex }
  /// The stage at `position`.
  ///
  /// - Parameter position: A valid index.
  public subscript(position: Int) -> Changeset { stages[position] }

  /// The number of operations in all stages.
  public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }
}
