import Foundation

extension DataDirectory {
  /// Why a file of the directory is not there, as the user can act on it: the directory itself
  /// is missing, or is a file (`--data-dir /etc/passwd`), or the file is missing from it.
  var missingFileProblem: String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return "the data folder \(url.path) does not exist"
    }
    guard isFolder.boolValue else {
      return "\(url.path) is a file, not a folder of data files"
    }
    return "the file is missing (looked in \(url.path))"
  }
}
