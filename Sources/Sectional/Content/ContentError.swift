/// Content broke an identity rule: a section id or a row id appears more than once.
///
/// The error lists every duplicate with all its positions, so one message tells you everything
/// to fix. Whatever threw it left the previous content in place.
///
/// ```swift
/// do {
///   try controller.update(to: content)
/// } catch {
///   print(error)  // duplicate ids: row id "a" at [0, 0], [1, 2]
/// }
/// ```
///
/// `update(to:)` throws only this error (typed throws), so `error` above is a `ContentError`.
public struct ContentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// One id that appears more than once.
  public enum Duplicate: Equatable, Sendable {
    /// A section id used by the sections at these indexes.
    case section(id: ListID, indexes: [Int])
    /// A row id used by the rows at these positions.
    case row(id: ListID, paths: [RowPath])
  }

  /// Every duplicate id, sections first, in order of first appearance.
  public var duplicates: [Duplicate]

  /// Creates an error from its duplicates.
  ///
  /// - Parameter duplicates: Every duplicate id.
  public init(duplicates: [Duplicate]) {
    self.duplicates = duplicates
  }

  /// One line naming every duplicate id and its positions.
  public var description: String {
    let parts = duplicates.map { duplicate -> String in
      switch duplicate {
      case .section(let id, let indexes):
        "section id \(id) at sections \(indexes.map(String.init).joined(separator: ", "))"
      case .row(let id, let paths):
        "row id \(id) at \(paths.map(\.description).joined(separator: ", "))"
      }
    }
    return "duplicate ids: " + parts.joined(separator: "; ")
  }
}
