import Foundation

/// Why a folder of the Files screen could not be listed: the folder and the problem, in words
/// a person can act on.
///
/// ```
/// /home/ada/data/locked: the folder cannot be read: Permission denied
/// /home/ada/data/old: the folder is not there any more
/// /home/ada/data/notes: it is a file now, not a folder
/// ```
public struct FolderReadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Equatable, Sendable {
    /// Nothing is at the path (removed or renamed since its parent was listed).
    case missing
    /// Something else is there: what, in words after "is" (`a file`, `a FIFO (a named pipe)`).
    case notAFolder(String)
    /// The system refused, in its own words (`Permission denied`).
    case unreadable(String)
  }

  /// The folder.
  public var path: String
  /// What is wrong.
  public var problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The folder.
  ///   - problem: What is wrong.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// The problem as a phrase that can follow the folder's path and a colon.
  public var reason: String {
    switch problem {
    case .missing: "the folder is not there any more"
    case .notAFolder(let what): "it is \(what) now, not a folder"
    case .unreadable(let reason): "the folder cannot be read: \(reason)"
    }
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
