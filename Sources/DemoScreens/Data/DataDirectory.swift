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
  /// - Throws: ``DemoDataError`` when the file is missing, a folder, larger than 4 MB (ten times
  ///   the bundled data) or unreadable, saying why in the system's words.
  public func data(named name: String) throws(DemoDataError) -> Data {
    let path = url.appendingPathComponent(name).path
    let fileManager = FileManager.default
    var isFolder: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw DemoDataError(file: name, problem: missingFileProblem)
    }
    if isFolder.boolValue {
      throw DemoDataError(file: name, problem: "it is a folder, not a file")
    }
    let size = (try? fileManager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    if size > DataFile.maximumSize {
      throw DemoDataError(
        file: name,
        problem:
          "the file is \(megabytes(size)) MB; a data file may be at most "
          + "\(DataFile.maximumSize >> 20) MB")
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw DemoDataError(
        file: name, problem: "the file cannot be read: \(String(cString: strerror(errno)))")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw DemoDataError(file: name, problem: "the file cannot be read")
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

/// `bytes` in megabytes with one decimal, as a person reads a file's size: 5.0, 12.3.
private func megabytes(_ bytes: Int) -> String {
  let tenths = (bytes * 10 + (1 << 19)) >> 20
  return "\(tenths / 10).\(tenths % 10)"
}
