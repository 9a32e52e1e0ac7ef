import Foundation
import Sectional

/// Lists one folder for the Files screen: its entries, folders first, then the rest, by name.
///
/// It reads one folder and never walks below it: a symbolic link to a folder is an entry
/// like any folder, listed when a person opens it, so a link that leads back up the tree
/// makes the tree as deep as the person opens it, never deeper.
///
/// Tests give a lister of their own (a folder that refuses, then lists); ``system`` reads the
/// disk.
public struct FolderLister: Sendable {
  /// Lists the folder at a URL whose entry has an id (`""` for the data folder itself), the
  /// entries' ids made from it.
  public var list: @Sendable (_ folder: URL, _ id: String) throws(FolderReadError) -> [FileEntry]

  /// A lister.
  ///
  /// - Parameter list: Lists the folder at a URL whose entry has an id (`""` for the data
  ///   folder), or throws why it cannot.
  public init(
    list: @escaping @Sendable (_ folder: URL, _ id: String) throws(FolderReadError) -> [FileEntry]
  ) {
    self.list = list
  }

  /// Lists folders on the disk, with `opendir` and `readdir`, each entry's kind by `stat`.
  public static let system = FolderLister { (folder, id) throws(FolderReadError) in
    try read(folder, id: id)
  }

  /// The entries of `folder`, sorted; `.` and `..` left out, and an entry gone between the
  /// listing and its `stat` too.
  ///
  /// - Parameters:
  ///   - folder: The folder.
  ///   - id: Its entry's id, the prefix of its entries' ids; `""` for the data folder.
  /// - Throws: ``FolderReadError`` when the folder is missing, is something else, or cannot be
  ///   read.
  static func read(_ folder: URL, id: String) throws(FolderReadError) -> [FileEntry] {
    let path = folder.path
    guard let stream = opendir(path) else { throw failure(path, errno) }
    defer { closedir(stream) }
    var entries: [FileEntry] = []
    var ids: Set<String> = []
    while true {
      errno = 0
      guard let item = readdir(stream) else {
        if errno != 0 {
          throw FolderReadError(path: path, problem: .unreadable(String(cString: strerror(errno))))
        }
        break
      }
      let bytes = withUnsafeBytes(of: item.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
      guard var entry = entry(named: bytes, in: folder, parent: id) else { continue }
      // Ids must be unique in the list: names Swift compares equal (one precomposed, one
      // decomposed) get a suffix no name can hold.
      var unique = entry.id
      var copy = 1
      while ids.contains(unique) {
        copy += 1
        unique = entry.id + "\u{0}\(copy)"
      }
      entry.id = unique
      ids.insert(unique)
      entries.append(entry)
    }
    return entries.sorted(by: FileEntry.listedBefore)
  }

  /// The entry named `bytes` in `folder`, as `lstat` and `stat` see it; `nil` when it went
  /// away before they looked.
  static func entry(named bytes: [UInt8], in folder: URL, parent: String) -> FileEntry? {
    guard let name = String(bytes: bytes, encoding: .utf8) else {
      let shown = String(decoding: bytes, as: UTF8.self)
      return FileEntry(
        id: parent.isEmpty ? shown : parent + "/" + shown, name: shown,
        url: folder.appendingPathComponent(shown), kind: .undecodableName)
    }
    let url = folder.appendingPathComponent(name)
    let id = parent.isEmpty ? name : parent + "/" + name
    var link = stat()
    guard lstat(url.path, &link) == 0 else { return nil }
    let isLink = link.st_mode & S_IFMT == S_IFLNK
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      let code = errno
      let target = linkTarget(url.path) ?? "?"
      let reason =
        code == ELOOP
        ? "it links to \(target), which leads back to itself"
        : code == ENOENT
          ? "it links to \(target), which is missing"
          : "it links to \(target), which cannot be reached: \(String(cString: strerror(code)))"
      return FileEntry(id: id, name: name, url: url, kind: .brokenLink(reason), isLink: isLink)
    }
    let kind: FileEntry.Kind =
      switch FileKind(mode: info.st_mode) {
      case .folder: .folder
      case .regular: .file(size: Int(info.st_size))
      case .fifo: .special(label: "FIFO", phrase: FileKind.fifo.phrase)
      case .device: .special(label: "device", phrase: FileKind.device.phrase)
      case .socket: .special(label: "socket", phrase: FileKind.socket.phrase)
      case .other: .special(label: "special file", phrase: FileKind.other.phrase)
      }
    return FileEntry(id: id, name: name, url: url, kind: kind, isLink: isLink)
  }

  /// Why `opendir` refused `path` with `code`.
  static func failure(_ path: String, _ code: Int32) -> FolderReadError {
    switch code {
    case ENOENT:
      return FolderReadError(path: path, problem: .missing)
    case ENOTDIR:
      var info = stat()
      guard stat(path, &info) == 0 else { return FolderReadError(path: path, problem: .missing) }
      return FolderReadError(path: path, problem: .notAFolder(FileKind(mode: info.st_mode).phrase))
    default:
      return FolderReadError(path: path, problem: .unreadable(String(cString: strerror(code))))
    }
  }

  /// Where the symbolic link at `path` leads, as written in it; `nil` when it is not one.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
