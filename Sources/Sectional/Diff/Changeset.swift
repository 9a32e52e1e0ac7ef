/// One batch update: what changed, by position, and the content the data source shows once the
/// batch is applied.
///
/// A `Changeset` follows UIKit's batch-update rules: deletes, reloads and move sources use
/// positions in the content *before* the batch; inserts and move destinations use positions in
/// ``content``, the content *after* it. Renderers switch their data source to ``content`` and then
/// perform the batch (in UIKit, inside one `performBatchUpdates`).
public struct Changeset: Sendable {
  /// The content after this batch; the data source answers from it while the batch animates.
  public var content: ListContent
  /// Sections deleted, by index before the batch.
  public var sectionDeletes: [Int]
  /// Sections inserted, by index after the batch.
  public var sectionInserts: [Int]
  /// Sections reloaded (same id, new header, footer or style), by index before the batch.
  public var sectionReloads: [Int]
  /// Sections moved, from an index before to an index after the batch.
  public var sectionMoves: [Move<Int>]
  /// Rows deleted, by position before the batch.
  public var rowDeletes: [RowPath]
  /// Rows inserted, by position after the batch.
  public var rowInserts: [RowPath]
  /// Rows reloaded (same id, new component), by position before the batch.
  public var rowReloads: [RowPath]
  /// Rows moved, from a position before to a position after the batch.
  public var rowMoves: [Move<RowPath>]

  /// Creates a batch.
  ///
  /// - Parameters:
  ///   - content: The content after the batch.
  ///   - sectionDeletes: Deleted sections, before-indexes.
  ///   - sectionInserts: Inserted sections, after-indexes.
  ///   - sectionReloads: Reloaded sections, before-indexes.
  ///   - sectionMoves: Moved sections.
  ///   - rowDeletes: Deleted rows, before-positions.
  ///   - rowInserts: Inserted rows, after-positions.
  ///   - rowReloads: Reloaded rows, before-positions.
  ///   - rowMoves: Moved rows.
  public init(
    content: ListContent,
    sectionDeletes: [Int] = [],
    sectionInserts: [Int] = [],
    sectionReloads: [Int] = [],
    sectionMoves: [Move<Int>] = [],
    rowDeletes: [RowPath] = [],
    rowInserts: [RowPath] = [],
    rowReloads: [RowPath] = [],
    rowMoves: [Move<RowPath>] = []
  ) {
    self.content = content
    self.sectionDeletes = sectionDeletes
    self.sectionInserts = sectionInserts
    self.sectionReloads = sectionReloads
    self.sectionMoves = sectionMoves
    self.rowDeletes = rowDeletes
    self.rowInserts = rowInserts
    self.rowReloads = rowReloads
    self.rowMoves = rowMoves
  }

  /// The number of operations in the batch.
  public var changeCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionReloads.count + sectionMoves.count
      + rowDeletes.count + rowInserts.count + rowReloads.count + rowMoves.count
  }

  /// Whether the batch has no operation.
  public var isEmpty: Bool { changeCount == 0 }
}
