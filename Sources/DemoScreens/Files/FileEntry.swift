import Foundation
import Sectional

/// One item of a folder of the Files screen: a folder, a file, or something else (a FIFO, a
/// device, a link to nothing), as `stat` saw it when its folder was listed.
public struct FileEntry: Equatable, Hashable, Sendable {
  /// What the entry is, after following a symbolic link.
  public enum Kind: Equatable, Hashable, Sendable {
    /// A folder (or a link to one): its items are listed when a person opens it.
    case folder
    /// A regular file (or a link to one) of this many bytes.
    case file(size: Int)
    /// Something that is not a regular file: a FIFO, a device, a socket; `label` in a word or
    /// two (`FIFO`), `phrase` after "is" (`a FIFO (a named pipe)`).
    case special(label: String, phrase: String)
    /// A symbolic link that leads nowhere, and why, in words after the entry's name and a
    /// colon: `it links to nowhere.txt, which is missing`.
    case brokenLink(String)
    /// An entry whose name is not UTF-8: it cannot be named to be opened.
    case undecodableName

    /// The kind in a word or two, for a row's detail: `FIFO`, `broken link`.
    var label: String? {
      switch self {
      case .folder: nil
      case .file(let size): ByteCount.words(size)
      case .special(let label, _): label
      case .brokenLink: "broken link"
      case .undecodableName: "name not UTF-8"
      }
    }
  }

  /// The entry's id, unique in the tree: its path from the data folder, names joined by `/`
  /// (`images/fox.png`). Two names of a folder that Swift compares equal (`é` written as one
  /// code point and as `e` and an accent) get ids apart (see ``FolderLister``).
  public var id: String
  /// The entry's name in its folder, as shown.
  public var name: String
  /// Where it is.
  public var url: URL
  /// What it is.
  public var kind: Kind
  /// Whether the entry is a symbolic link (to what ``kind`` says).
  public var isLink: Bool

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - id: Its id: its path from the data folder.
  ///   - name: Its name in its folder.
  ///   - url: Where it is.
  ///   - kind: What it is.
  ///   - isLink: Whether it is a symbolic link; `false` by default.
  public init(id: String, name: String, url: URL, kind: Kind, isLink: Bool = false) {
    self.id = id
    self.name = name
    self.url = url
    self.kind = kind
    self.isLink = isLink
  }

  /// Whether the entry is a folder, whose items can be listed.
  public var isFolder: Bool { kind == .folder }

  /// Folders first, then the rest, each by name as a person sorts them: case aside, numbers
  /// by their value (`post-2` before `post-10`); names equal that way in a fixed order.
  ///
  /// - Parameters:
  ///   - lhs: An entry.
  ///   - rhs: Another.
  /// - Returns: Whether `lhs` comes before `rhs`.
  static func listedBefore(_ lhs: FileEntry, _ rhs: FileEntry) -> Bool {
    if lhs.isFolder != rhs.isFolder { return lhs.isFolder }
    switch lhs.name.compare(rhs.name, options: [.caseInsensitive, .numeric]) {
    case .orderedAscending: return true
    case .orderedDescending: return false
    case .orderedSame: return lhs.id.unicodeScalars.lexicographicallyPrecedes(rhs.id.unicodeScalars)
    }
  }
}
