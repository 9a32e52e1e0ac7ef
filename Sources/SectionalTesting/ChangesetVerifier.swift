import Sectional

/// Checks a whole `StagedChangeset`: every stage is a batch `UITableView` accepts, and applying
/// the stages in order to the old content shows the new content exactly.
///
/// ```swift
/// let changes = try StagedChangeset(from: old, to: new)
/// try ChangesetVerifier.verify(changes, from: old, to: new)
/// ```
public enum ChangesetVerifier {
  /// Checks `changes` against the content before and after them.
  ///
  /// Each stage is checked by UIKit's batch rules (as `HeadlessTableView` checks it) against the content the previous stage
  /// left (the old content for the first), must have at least one operation and must not repeat
  /// ids; the last stage's content (the old content when there is no stage) must equal `new`:
  /// the same section ids, headers, footers and styles, and the same row ids with equal
  /// components, in the same order.
  ///
  /// - Parameters:
  ///   - changes: The stages.
  ///   - old: The content before the first stage.
  ///   - new: The content the stages must lead to.
  /// - Throws: ``BatchUpdateError`` for the first problem, with its stage.
  /// - Complexity: O(s × n) for s stages over n rows.
  public static func verify(_ changes: StagedChangeset, from old: ListContent, to new: ListContent)
    throws(BatchUpdateError)
  {
    var shown = old
    for (index, stage) in changes.stages.enumerated() {
      if stage.isEmpty {
        throw BatchUpdateError(
          rule: .inconsistentContent, message: "stage \(index) performs no operation",
          stage: index)
      }
      try validateStage(stage, before: shown, stage: index)
      shown = stage.content
    }
    if let difference = firstDifference(between: shown, and: new) {
      throw BatchUpdateError(
        rule: .inconsistentContent,
        message: "after all stages the table shows other content than the new content: "
          + difference,
        stage: changes.stages.isEmpty ? nil : changes.stages.count - 1)
    }
  }

  /// Checks one stage: UIKit's batch rules, and ids unique in the content it shows.
  ///
  /// - Parameters:
  ///   - batch: The batch and the content after it.
  ///   - before: The content shown before it.
  ///   - stage: The stage index, for messages.
  /// - Throws: ``BatchUpdateError`` for the first problem.
  /// - Complexity: O(n) in the rows of both contents.
  package static func validateStage(_ batch: Changeset, before: ListContent, stage: Int? = nil)
    throws(BatchUpdateError)
  {
    try checkIDs(of: batch, stage: stage)
    try BatchUpdateValidator.validate(batch, before: before, stage: stage)
  }

  /// Checks one stage as ``validateStage(_:before:stage:)`` does, with the errors in the same
  /// order, keeping `census` (the ids shown before it) from stage to stage: a stage that changes
  /// a few rows of a large list is checked for repeated ids in the rows it inserts, not in the
  /// whole list. A stage that changes sections, or a quarter of the rows or more, is checked
  /// whole, and the census is dropped until a small stage builds it again.
  ///
  /// - Parameters:
  ///   - batch: The batch and the content after it.
  ///   - before: The content shown before it, whose ids `census` holds when it is not `nil`.
  ///   - stage: The stage index, for messages.
  ///   - census: The ids of `before`, or `nil`; the ids after the stage on return, or `nil`.
  /// - Throws: ``BatchUpdateError`` for the first problem.
  /// - Complexity: O(c) for c rows changed, once the census is built (O(n), by a small stage).
  static func validateStage(
    _ batch: Changeset, before: ListContent, stage: Int?, census: inout RowIDCensus?
  ) throws(BatchUpdateError) {
    do {
      try BatchUpdateValidator.validate(batch, before: before, stage: stage)
    } catch {
      // A repeated id is named first, as the whole check names it.
      census = nil
      try checkIDs(of: batch, stage: stage)
      throw error
    }
    let changed = batch.rowDeletes.count + batch.rowInserts.count
    let isSmall =
      RowIDCensus.follows(batch) && changed * 4 < max(before.rowCount, batch.content.rowCount)
    var kept = isSmall ? census ?? RowIDCensus(before) : nil
    if kept?.apply(batch, before: before) != true { kept = nil }
    census = kept
    // Without a census to follow the stage, the whole content is checked.
    if kept == nil { try checkIDs(of: batch, stage: stage) }
  }

  /// Checks that the content after `batch` repeats no id.
  private static func checkIDs(of batch: Changeset, stage: Int?) throws(BatchUpdateError) {
    do {
      try batch.content.validate()
    } catch {
      throw BatchUpdateError(
        rule: .inconsistentContent, message: "the data source repeats ids: \(error)", stage: stage)
    }
  }

  /// The first way `shown` differs from `expected`, or `nil` when they show the same: the same
  /// section ids and decorations, and the same row ids with equal components, in order.
  ///
  /// - Parameters:
  ///   - shown: What the table shows.
  ///   - expected: What it should show.
  /// - Complexity: O(n) in the rows.
  package static func firstDifference(between shown: ListContent, and expected: ListContent)
    -> String?
  {
    guard shown.sections.count == expected.sections.count else {
      return "\(shown.sections.count) sections instead of \(expected.sections.count)"
    }
    for (index, (lhs, rhs)) in zip(shown.sections, expected.sections).enumerated() {
      guard lhs.id == rhs.id else {
        return "section \(index) is \(lhs.id) instead of \(rhs.id)"
      }
      guard lhs.hasSameDecoration(as: rhs) else {
        return "section \(rhs.id) has an old header, footer or style"
      }
      guard lhs.rows.count == rhs.rows.count else {
        return "section \(rhs.id) has \(lhs.rows.count) rows instead of \(rhs.rows.count)"
      }
      for (row, (a, b)) in zip(lhs.rows, rhs.rows).enumerated() {
        guard a.id == b.id else {
          return "row [\(index), \(row)] is \(a.id) instead of \(b.id)"
        }
        guard a.hasSameContent(as: b) else {
          return "row \(b.id) at [\(index), \(row)] shows an old component"
        }
      }
    }
    return nil
  }
}
