import Foundation
import Testing

@testable import DemoScreens

/// Messages about data quoted values in Swift syntax (`found text "\"sleep\""`, control
/// characters as `\u{1b}`) and passed on the parser's "not representable in Swift": they are
/// written for the person who edits the file.
@Suite struct DataMessageWordingTests {
  @Test func textIsQuotedAsAPersonWritesIt() {
    #expect(DataValue.quote("abc") == #""abc""#)
    #expect(DataValue.quote(#""sleep""#) == #"'"sleep"'"#)
    #expect(DataValue.quote(#"it's "x""#) == #"“it's "x"”"#)
    #expect(DataValue.quote("a\u{1B}b\n") == "\"a␛b␊\"")
    #expect(!DataValue.quote("a\u{1B}b").contains("\\"))
  }

  /// A copy of the bundled data with the first feed page's first post changed.
  func feedPage(likes: String) throws -> DataDirectory {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wording-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bundled = try Data(
      contentsOf: DataDirectory.bundled.url.appendingPathComponent("feed-1.json"))
    var text = String(decoding: bundled, as: UTF8.self)
    let range = try #require(text.range(of: #""likes": [0-9]+"#, options: .regularExpression))
    text.replaceSubrange(range, with: #""likes": "# + likes)
    try Data(text.utf8).write(to: folder.appendingPathComponent("feed-1.json"))
    return DataDirectory(url: folder)
  }

  @Test func aValueInTheFileIsQuotedWithoutEscapes() throws {
    let directory = try feedPage(likes: #""\"sleep\"""#)
    defer { try? FileManager.default.removeItem(at: directory.url) }
    do {
      _ = try FeedPage.load(page: 1, from: directory)
      Issue.record("the page loaded")
    } catch {
      #expect(error.problem.hasSuffix(#"found text '"sleep"'"#), "\(error)")
      #expect(!error.description.contains(#"\""#), "\(error)")
    }
  }

  @Test func aNumberTooLargeIsSaidSoWithoutSwift() throws {
    let directory = try feedPage(likes: "1e999")
    defer { try? FileManager.default.removeItem(at: directory.url) }
    do {
      _ = try FeedPage.load(page: 1, from: directory)
      Issue.record("the page loaded")
    } catch {
      #expect(!error.description.contains("Swift"), "\(error)")
      #expect(error.description.contains("1e999 is too large to be a number"), "\(error)")
    }
  }
}
