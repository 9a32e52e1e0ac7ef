/// A data file of the demo could not be used: it names the file, the place in it and the problem.
///
/// ```
/// Animals.plist, animal 3, key "photoAspectRatio": must be a number from 0.1 to 10, found text "abc"
/// ```
public struct DemoDataError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name (or path, when it came from `--data-dir`).
  public var file: String
  /// Where in the file: a line, a record, a key path; empty when the whole file is at fault.
  public var place: String
  /// What is wrong.
  public var problem: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - place: Where in it.
  ///   - problem: What is wrong.
  public init(file: String, place: String = "", problem: String) {
    self.file = file
    self.place = place
    self.problem = problem
  }

  /// `file, place: problem`.
  public var description: String {
    place.isEmpty ? "\(file): \(problem)" : "\(file), \(place): \(problem)"
  }
}
