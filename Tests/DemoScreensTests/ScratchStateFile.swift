import Foundation

/// Where a test's state file goes: `state.json` in a new, empty temporary folder.
///
/// - Parameter label: The start of the folder's name, for whoever finds it left behind.
/// - Returns: The file's URL; the file does not exist yet.
func scratchStateFile(_ label: String) throws -> URL {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(label)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder.appendingPathComponent("state.json")
}
