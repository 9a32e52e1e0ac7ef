/// An imperative operation on a ``ListController`` could not be done. Nothing was changed.
///
/// A controller a ``ScreenHost`` owns refuses every imperative edit with
/// ``Problem/ownedByScreen(_:)``: the screen's content is its only source.
///
/// The message names the operation, the input and the problem:
/// `deleteRows: row [0, 5] is out of range: section 0 has 3 rows`.
public struct ListError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Problem: Equatable, Sendable {
    /// A section index outside `0..<sectionCount` (or `0...sectionCount` for an insertion).
    case sectionOutOfRange(index: Int, sectionCount: Int)
    /// A row position whose section exists but whose row index is outside its rows.
    case rowOutOfRange(path: RowPath, rowCount: Int)
    /// No section has this id.
    case unknownSectionID(ListID)
    /// No row has this id.
    case unknownRowID(ListID)
    /// The same row or section was named twice in one operation.
    case repeated(String)
    /// The row or section does not allow this, such as moving a row that is not movable.
    case notAllowed(String)
    /// The result would break the identity rules.
    case duplicateIDs(ContentError)
    /// A ``ScreenHost`` owns the list: its content is built from the screen (named by its type)
    /// and the next rebuild would undo the edit. Change the screen's state instead.
    case ownedByScreen(String)
  }

  /// The operation that failed, such as `deleteRows`.
  public var operation: String
  /// What was wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - operation: The operation's name.
  ///   - problem: What was wrong.
  public init(operation: String, problem: Problem) {
    self.operation = operation
    self.problem = problem
  }

  /// The operation, the input and the problem in one line.
  public var description: String {
    let detail: String
    switch problem {
    case .sectionOutOfRange(let index, let count):
      detail = "section \(index) is out of range: the list has \(count) sections"
    case .rowOutOfRange(let path, let count):
      detail = "row \(path) is out of range: section \(path.section) has \(count) rows"
    case .unknownSectionID(let id):
      detail = "no section has id \(id)"
    case .unknownRowID(let id):
      detail = "no row has id \(id)"
    case .repeated(let what):
      detail = "\(what) is named more than once"
    case .notAllowed(let what):
      detail = what
    case .duplicateIDs(let error):
      detail = error.description
    case .ownedByScreen(let screen):
      detail = "the list belongs to screen \(screen); change its state instead"
    }
    return "\(operation): \(detail)"
  }
}
