import DemoScreens
import Foundation

/// A copy of the bundled demo data, for the tests that replace or damage its files.
enum DemoDataCopy {
  /// Copies the bundled data files to `url` (which must not exist yet), with page 2 of the Feed
  /// loading at the first attempt, so that End twice reaches page 3.
  ///
  /// - Parameter url: The folder to create.
  static func make(at url: URL) throws {
    try FileManager.default.copyItem(at: DataDirectory.bundled.url, to: url)
    let page2 = url.appendingPathComponent("feed-2.json")
    let text = try String(contentsOf: page2, encoding: .utf8)
    try Data(
      text.replacingOccurrences(
        of: "\"failsFirstAttempt\": true", with: "\"failsFirstAttempt\": false"
      ).utf8
    ).write(to: page2)
  }
}
