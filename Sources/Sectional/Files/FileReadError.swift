/// Why a file could not be read whole (see ``BoundedFile``): the file and the problem, in the
/// user's words.
///
/// ```
/// /home/ada/state.json: it is a FIFO (a named pipe), not a file
/// images/fox.png: it links to /dev/zero, which is a device, not a file
/// Animals.plist: the file is 5.0 MB; a data file may be at most 4 MB
/// ```
package struct FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong with the file.
  package enum Problem: Equatable, Sendable {
    /// Nothing has the path.
    case missing
    /// A folder on the way is not a folder: the path given names a file or something else.
    case notInAFolder(String)
    /// The path names something that is not a regular file; `link` is where a symbolic link
    /// led, when the path is one.
    case notAFile(FileKind, link: String?)
    /// The path is a symbolic link to nothing: where it leads.
    case danglingLink(String)
    /// The file is larger than `limit`: its size, or `nil` when its size said less and the read
    /// found more (a file that grew, or one of `/proc`'s that say they are empty).
    case tooLarge(size: Int?, limit: FileSizeLimit)
    /// The system refused, in its own words (`Permission denied`).
    case unreadable(String)
  }

  /// The file, as it was given to the reader.
  package var path: String
  /// What is wrong.
  package var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - problem: What is wrong.
  package init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// The problem as a phrase that can follow the file's name and a colon: `it is a folder, not
  /// a file`.
  package var reason: String {
    switch problem {
    case .missing:
      "the file is missing"
    case .notInAFolder(let file):
      "the file is missing: \(file) is not a folder"
    case .notAFile(let kind, link: nil):
      "it is \(kind.phrase), not a file"
    case .notAFile(let kind, link: let link?):
      "it links to \(link), which is \(kind.phrase), not a file"
    case .danglingLink(let target):
      "it links to \(target), which is missing"
    case .tooLarge(size: let size?, let limit):
      "the file is \(FileSizeLimit.words(size: size)); \(limit.rule)"
    case .tooLarge(size: nil, let limit):
      "the file holds more than \(FileSizeLimit.words(limit: limit.bytes)); \(limit.rule)"
    case .unreadable(let reason):
      "the file cannot be read: \(reason)"
    }
  }

  /// `path: reason`.
  package var description: String { "\(path): \(reason)" }
}
