import Sectional

/// A batch that `UITableView` would reject (or would apply with wrong rows on screen), with the
/// message UIKit gives.
///
/// ``HeadlessTableView`` throws or records one for every stage that breaks a rule, so tests see
/// the crash a device would have.
public struct BatchUpdateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rule a batch broke.
  public enum Rule: Equatable, Sendable {
    /// A section index outside the sections before (deletes, reloads, move sources) or after
    /// (inserts, move destinations) the batch.
    case sectionOutOfRange
    /// A row index outside its section before or after the batch.
    case rowOutOfRange
    /// The section count after is not the count before, minus deletes, plus inserts.
    case invalidNumberOfSections
    /// A section's row count after is not its count before, minus deletes and moves out, plus
    /// inserts and moves in.
    case invalidNumberOfRows
    /// One item named twice as a source (delete, reload, move from) or twice as a destination
    /// (insert, move to).
    case conflictingOperations
    /// A row operation inside a section that the same batch deletes, inserts or reloads.
    case rowInChangedSection
    /// A row reload in a batch that also moves sections, which UIKit miscounts (radar
    /// 27041784).
    case reloadWithSectionMove
    /// After the batch, the table would show a row where the data source has another, or a
    /// changed row that was not reloaded. UIKit does not throw for this; it shows stale rows.
    case inconsistentContent
  }

  /// The rule that was broken.
  public var rule: Rule
  /// UIKit's message for it (Sectional's own for ``Rule/inconsistentContent``).
  public var message: String
  /// The stage of a staged changeset the batch was, when known.
  public var stage: Int?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - rule: The broken rule.
  ///   - message: The message.
  ///   - stage: The stage index.
  public init(rule: Rule, message: String, stage: Int? = nil) {
    self.rule = rule
    self.message = message
    self.stage = stage
  }

  /// The message, prefixed by the stage when known.
  public var description: String {
    if let stage { return "stage \(stage): \(message)" }
    return message
  }
}

extension RowPath {
  /// The path as UIKit prints an `NSIndexPath` in exception messages.
  var uikitDescription: String { "{length = 2, path = \(section) - \(row)}" }
}
