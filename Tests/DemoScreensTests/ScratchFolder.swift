import Foundation

/// A new, empty temporary folder for the Files screen's tests, with helpers to fill it; removed
/// (permissions restored first) by ``remove()``.
struct ScratchFolder {
  let url: URL

  init(_ label: String = "files") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The URL of `path`, names joined by `/`.
  func at(_ path: String) -> URL {
    path.split(separator: "/").reduce(url) { $0.appendingPathComponent(String($1)) }
  }

  /// Writes `data` to the file at `path`, creating the folders above it.
  @discardableResult
  func file(_ path: String, _ data: Data) throws -> URL {
    let file = at(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file
  }

  /// Writes `text` as UTF-8 to the file at `path`.
  @discardableResult
  func file(_ path: String, _ text: String) throws -> URL {
    try file(path, Data(text.utf8))
  }

  /// Creates the folder at `path` and those above it.
  @discardableResult
  func folder(_ path: String) throws -> URL {
    try FileManager.default.createDirectory(at: at(path), withIntermediateDirectories: true)
    return at(path)
  }

  /// Makes `path` a symbolic link to `target`, written as given.
  func link(_ path: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: at(path).path, withDestinationPath: target)
  }

  /// Removes the folder, making everything in it readable first.
  func remove() {
    if let paths = FileManager.default.enumerator(atPath: url.path) {
      for case let path as String in paths {
        chmod(url.appendingPathComponent(path).path, 0o755)
      }
    }
    try? FileManager.default.removeItem(at: url)
  }
}
