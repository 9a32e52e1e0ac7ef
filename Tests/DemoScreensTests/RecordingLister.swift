import DemoScreens
import Foundation

/// A folder lister over the disk that records which folders it listed, and refuses the folders
/// a test names, with the problem it gives (a permission denied, which root cannot be refused).
final class RecordingLister: @unchecked Sendable {
  private let lock = NSLock()
  private var listedIDs: [String] = []
  private var refusals: [String: FolderReadError.Problem] = [:]

  /// The ids of the folders listed or refused, in order (`""` for the data folder).
  var listed: [String] { lock.withLock { listedIDs } }

  /// Makes the folder with `id` fail with `problem`, or list again (`nil`).
  func refuse(_ id: String, with problem: FolderReadError.Problem?) {
    lock.withLock { refusals[id] = problem }
  }

  /// The lister to give the screen.
  var lister: FolderLister {
    FolderLister { [self] (folder, id) throws(FolderReadError) in
      let problem = lock.withLock {
        listedIDs.append(id)
        return refusals[id]
      }
      if let problem { throw FolderReadError(path: folder.path, problem: problem) }
      return try FolderLister.system.list(folder, id)
    }
  }
}
