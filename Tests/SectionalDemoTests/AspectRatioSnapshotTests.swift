import Foundation
import Testing

/// Issue 20, item 1: a tiny aspect ratio in a data file crashed `snapshot` in colour (1e-300:
/// "Double value cannot be converted to Int") or made it ask for terabytes (1e-10). The loaders
/// refuse it, naming the file, the record and the key, before anything is drawn.
@Suite struct AspectRatioSnapshotTests {
  /// A copy of the bundled data with `file`'s first `old` replaced by `new`.
  func data(_ file: String, replacing old: String, with new: String) throws -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let target = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-ratio-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Sources/DemoScreens/Resources"), to: target)
    let url = target.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let range = try #require(text.range(of: old))
    try Data(text.replacingCharacters(in: range, with: new).utf8).write(to: url)
    return target
  }

  @Test(arguments: ["1e-300", "1e-10"])
  func aTinyRatioInAnimalsIsRefused(ratio: String) throws {
    let directory = try data(
      "Animals.plist", replacing: "<real>1.5</real>", with: "<real>\(ratio)</real>")
    let result = try DemoProcess().snapshot(
      "animals", keys: "enter", extra: ["--data-dir", directory.path, "--color", "always"])
    #expect(result.status == 1, "\(result.error.suffix(500))")
    #expect(
      result.error.contains(
        "Animals.plist, animal 1, key \"photoAspectRatio\": must be a number from 0.1 to 10, "
          + "found \(ratio)"), "\(result.error.suffix(500))")
  }

  @Test func aTinyRatioInAFeedPageIsRefused() throws {
    let directory = try data(
      "feed-1.json", replacing: "\"imageAspectRatio\": 1.25", with: "\"imageAspectRatio\": 1e-300")
    let result = try DemoProcess().snapshot(
      "feed", extra: ["--data-dir", directory.path, "--color", "always"])
    #expect(result.status == 1, "\(result.error.suffix(500))")
    #expect(
      result.error.contains(
        "feed-1.json, post 1, key \"imageAspectRatio\": must be a number from 0.1 to 10, "
          + "found 1e-300"), "\(result.error.suffix(500))")
  }
}
