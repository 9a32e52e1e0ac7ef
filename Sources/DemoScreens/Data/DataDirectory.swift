import Foundation

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
  /// - Parameter name: A file name inside the directory.
  /// - Throws: ``DemoDataError`` when the file is missing or unreadable.
  public func data(named name: String) throws(DemoDataError) -> Data {
    let fileURL = url.appendingPathComponent(name)
    guard FileManager.default.fileExists(atPath: fileURL.path) else {
      throw DemoDataError(file: name, problem: "the file is missing (looked in \(url.path))")
    }
    do {
      return try Data(contentsOf: fileURL)
    } catch {
      throw DemoDataError(
        file: name, problem: "the file cannot be read (\(error.localizedDescription))")
    }
  }

  /// The text of `name`, decoded as UTF-8.
  ///
  /// - Parameter name: A file name inside the directory.
  /// - Throws: ``DemoDataError`` when the file is missing, unreadable or not UTF-8.
  public func text(named name: String) throws(DemoDataError) -> String {
    let data = try data(named: name)
    guard let text = String(data: data, encoding: .utf8) else {
      throw DemoDataError(file: name, problem: "the file is not UTF-8 text")
    }
    return text
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
