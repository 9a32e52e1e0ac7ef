import Foundation
import Sectional

/// Where the demo's data files are read from: the bundled resources, or a directory the user
/// names with `--data-dir`.
public struct DataDirectory: Sendable {
  /// The directory's URL.
  public var url: URL

  /// The bundled data files.
  public static var bundled: DataDirectory {
    let url =
      Bundle.module.url(forResource: "Resources", withExtension: nil)
      ?? Bundle.module.bundleURL.appendingPathComponent("Resources", isDirectory: true)
    return DataDirectory(url: url)
  }

  /// A directory of data files.
  ///
  /// - Parameter url: The directory.
  public init(url: URL) {
    self.url = url
  }

  /// The contents of `name`, or an error naming the file.
  ///
  /// The file is read as the core's `BoundedFile` reads, in bounded time and memory whatever is there:
  /// a FIFO, a device (or a link to one) or a folder is refused at once, saying what it is, and
  /// no more than the limit is read whatever the file's size says.
  ///
  /// - Parameter name: A file name inside the directory.
  /// - Throws: ``DemoDataError`` when the file is missing (saying where it was looked for), is
  ///   not a regular file, is larger than 4 MB (ten times the bundled data) or is unreadable,
  ///   saying why in the system's words.
  public func data(named name: String) throws(DemoDataError) -> Data {
    do {
      return try BoundedFile.read(url.appendingPathComponent(name).path, limit: DataFile.sizeLimit)
    } catch {
      switch error.problem {
      // Why it is missing, as the user can act on it (the folder is missing, or is a file).
      case .missing, .notInAFolder: throw DemoDataError(file: name, problem: missingFileProblem)
      default: throw DemoDataError(file: name, problem: error.reason)
      }
    }
  }

  /// The text of `name`, decoded as UTF-8.
  ///
  /// - Parameter name: A file name inside the directory.
  /// - Throws: ``DemoDataError`` when the file is missing or unreadable, or naming the line and
  ///   byte of the first byte that is not UTF-8.
  public func text(named name: String) throws(DemoDataError) -> String {
    try DataFile.text(try data(named: name), file: name)
  }

  /// The file of an image row's picture, for the terminal's `imageFile`: a named picture from
  /// the `images` folder (``imageURL(named:)``), or the file a path names (the Files screen
  /// shows a PNG of the data folder by its path).
  ///
  /// - Parameter source: The image row's source.
  public func imageFile(for source: ImageItem.Source) -> URL? {
    switch source {
    case .named(let name): imageURL(named: name)
    case .path(let path): path.isEmpty ? nil : URL(fileURLWithPath: path)
    }
  }

  /// The picture for an image source named like `red-fox.png`, from the `images` folder, or
  /// `nil` when there is none (image rows then show their placeholder).
  ///
  /// - Parameter name: The image's file name.
  public func imageURL(named name: String) -> URL? {
    guard !name.contains("/"), !name.hasPrefix(".") else { return nil }
    let url = self.url.appendingPathComponent("images").appendingPathComponent(name)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
