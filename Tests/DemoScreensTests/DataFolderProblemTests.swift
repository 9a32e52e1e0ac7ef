import DemoScreens
import Foundation
import Testing

/// Issue 31, item 12: a data folder that is a file said "the file is missing (looked in
/// /etc/passwd)". The problem names what is wrong with the folder.
@Suite struct DataFolderProblemTests {
  @Test func aFolderThatIsAFileOrMissingIsNamedSo() throws {
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", problem: "/etc/passwd is a file, not a folder of data files")
    ) {
      _ = try DataDirectory(url: URL(fileURLWithPath: "/etc/passwd")).data(named: "Animals.plist")
    }
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", problem: "the data folder /no/such/folder does not exist")
    ) {
      _ = try DataDirectory(url: URL(fileURLWithPath: "/no/such/folder")).data(
        named: "Animals.plist")
    }
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "empty-data-\(UUID())")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", problem: "the file is missing (looked in \(empty.path))")
    ) {
      _ = try DataDirectory(url: empty).data(named: "Animals.plist")
    }
  }
}
