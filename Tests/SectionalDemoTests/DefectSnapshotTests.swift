import Foundation
import Testing

/// Issue 11's defects as `snapshot --keys` shows them, for the ones no other demo test covered.
/// Each test names its defect; each failed on 749afab, the main the issue was filed against.
@Suite(.serialized) struct DefectSnapshotTests {
  func frame(
    _ screen: String, width: Int = 80, height: Int = 24, keys: String = "",
    extra: [String] = []
  ) throws -> DemoProcess.Result {
    let result = try DemoProcess().snapshot(
      screen, width: width, height: height, keys: keys, extra: extra)
    #expect(result.status == 0, "\(result.error)")
    return result
  }

  /// The last line of a frame that is not empty: the footer.
  func footer(_ result: DemoProcess.Result) -> String {
    result.lines.last { !$0.isEmpty }.map(String.init) ?? ""
  }

  /// The lines of the help box, from its "Keys" title to its Close button, each as the text
  /// between the box's two borders.
  func helpBox(_ result: DemoProcess.Result) throws -> [String] {
    // One entry per column: a wide character is followed by a filler, so that columns line up
    // whatever the list behind the box holds (🚲 on Day).
    let lines = result.lines.map { line in
      line.flatMap { (character: Character) -> [Character] in
        displayWidth(Substring(String(character))) == 2 ? [character, "\u{0}"] : [character]
      }
    }
    let top = try #require(
      lines.firstIndex { String($0).contains("│ Keys") }, "no help in\n\(result.output)")
    let topLine = String(lines[top])
    let left = try #require(
      topLine.range(of: "│ Keys").map { topLine[..<$0.lowerBound].count })
    var box: [String] = []
    for line in lines[top...] {
      guard line.count > left, line[left] == "│" else { break }
      let inside = line[(left + 1)...].prefix { $0 != "│" }
      box.append(String(inside))
      if String(inside).contains("Close") { break }
    }
    return box
  }

  /// Defect 8: at 40 columns a description wrapped to the box's first column
  /// (`│ buttons`); every line of help is a key and its description, or a description
  /// continued under the description column.
  @Test func helpAt40ColumnsKeepsDescriptionsInTheirColumn() throws {
    let result = try frame("home", width: 40, height: 30, keys: "?")
    let box = try helpBox(result)
    #expect(box.count > 5, "\(result.output)")
    for line in box.dropFirst() {
      let text = Array(line.dropFirst())  // the space after the border
      guard text.contains(where: { $0 != " " }), !line.contains("[") else { continue }
      // Keys take the first 14 columns; descriptions start at column 14.
      #expect(text.count > 14 && text[13] == " " && text[14] != " ", "\(result.output)")
    }
  }

  /// Defect 8: help described ← three ways on Day ("pills and buttons", "back", and the
  /// screen's own "left Previous day"): ← is listed once, as what it does there.
  @Test func dayHelpDescribesLeftOnce() throws {
    let result = try frame("day", height: 30, keys: "?")
    let box = try helpBox(result)
    let left = box.filter { $0.contains("←") || $0.contains(" left ") }
    #expect(left.count == 1, "\(left)")
  }

  /// Defect 16, as the demo shows it: help named a screen command by the Swift text of its key
  /// (`left`, `right` on Day; `character("a")` for a letter) instead of the key.
  @Test func dayHelpNamesItsCommandsByTheirKeys() throws {
    // A day with both a previous and a next day (Day opens on the last).
    let box = try helpBox(try frame("day", height: 30, keys: "left ?"))
    let commands = box.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.contains("previous day") || $0.contains("next day")
    }
    #expect(commands.count == 2, "\(box)")
    for line in commands {
      #expect(line.hasPrefix("← h ") || line.hasPrefix("→ l "), "\(line)")
    }
  }

  /// Defect 11: Comment, Share and Save were drawn as controls, reachable with →, and did
  /// nothing. The keys reach each control (it is highlighted) and Enter shows its effect.
  @Test(arguments: [
    ("right", "Comment", "87 earlier comments"),
    ("right right", "Share", "https://example.com/p/post-1"),
    ("right right right", "Save", "Saved"),
  ])
  func everyFeedControlDoesSomethingVisible(keys: String, control: String, effect: String)
    throws
  {
    // In colour the pictures are drawn, a third of the width tall: room for the first post.
    let focused = try frame("feed", height: 60, keys: keys, extra: ["--color", "always"])
    let bar = try #require(focused.lines.first { $0.contains("Comment") })
    #expect(reversedRuns(bar).contains { $0.contains(control) }, "\(reversedRuns(bar))")
    let before = try frame("feed", keys: keys)
    #expect(!before.output.contains(effect))
    let after = try frame("feed", keys: keys + " enter")
    #expect(after.output.contains(effect), "\(control): \(after.output)")
  }

  /// Defect 17: "Link copied" appeared when nothing was copied (a snapshot has no terminal to
  /// copy with): what shows says what was attempted, and the link itself.
  @Test func shareSaysTruthfullyWhatHappened() throws {
    let result = try frame("home", keys: "enter down down down enter enter")
    #expect(!result.output.contains("Link copied"), "\(result.output)")
    #expect(result.output.contains("https://apps.apple.com/app/scribe"), "\(result.output)")
  }

  /// Defect 17: a pop-up's footer said "enter confirm" where the list's says "⏎ select": one
  /// name for the key.
  @Test func popUpsNameEnterAsTheListDoes() throws {
    let list = try frame("home", keys: "enter")
    #expect(footer(list).contains("⏎ open link"))
    let sheet = try frame("home", keys: "enter down down down enter")
    #expect(sheet.output.contains("Copy link"))
    #expect(footer(sheet).contains("⏎ copy link"), "\(footer(sheet))")
    #expect(!sheet.output.lowercased().contains("enter copy"), "\(footer(sheet))")
  }

  /// Defect 17: likes were forgotten on leaving the Feed.
  @Test func likesOutliveLeavingTheFeed() throws {
    let result = try frame("home", keys: "down down down enter enter esc enter")
    #expect(result.output.contains("349 likes"), "\(result.output)")
    #expect(result.output.contains("Liked"), "\(result.output)")
  }

  /// Defect 17: page 2 failed again on every visit (its simulated network failure belongs to
  /// the first attempt only).
  @Test func pageTwoFailsOnlyOnce() throws {
    let load = "end end end end end enter end end"
    let result = try frame(
      "home", width: 60, height: 12,
      keys: "down down down enter \(load) esc enter end end end end end")
    #expect(!result.output.contains("Loading failed"), "\(result.output)")
  }

  /// Defect 14: no gap between Feed posts: the last line of a post (its time) runs straight
  /// into the next post's header.
  @Test func feedPostsStandApart() throws {
    let lines = try frame("feed", height: 40).lines
    let time = try #require(lines.firstIndex { $0.contains("JUST NOW") })
    #expect(
      lines[time + 1].trimmingCharacters(in: CharacterSet(charactersIn: " │┃")).isEmpty,
      "\(lines[time...].prefix(2))")
  }

  /// Defect 14: a malformed page offers a retry that cannot help (the file will be as malformed
  /// on the second try).
  @Test func aMalformedPageOffersNoRetry() throws {
    let directory = try dataDirectory(changing: "feed-2.json") { _ in #"{"posts": [ broken"# }
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try frame(
      "feed", width: 60, height: 12, keys: "end end end end end",
      extra: ["--data-dir", directory.path])
    #expect(result.output.contains("feed-2.json"), "\(result.output)")
    #expect(!result.output.contains("retry"), "\(result.output)")
  }
  /// A copy of the demo's data files whose `name` is `change`d, in a new temporary folder.
  func dataDirectory(changing name: String, _ change: (String) -> String) throws -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-data-\(UUID().uuidString)")
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("Sources/DemoScreens/Resources"), to: directory)
    let file = directory.appendingPathComponent(name)
    let text = try String(contentsOf: file, encoding: .utf8)
    try Data(change(text).utf8).write(to: file)
    return directory
  }

  /// Issue 20, item 16: a page rejected for a repeated id said "press Enter to retry" and
  /// failed the same way on every retry. It says why, and offers no retry.
  @Test func aPageWithARepeatedIDOffersNoRetry() throws {
    let directory = try dataDirectory(changing: "feed-2.json") {
      // post-1 is on page 1: the page itself is well formed, the list would repeat the id.
      $0.replacingOccurrences(of: #""post-8""#, with: #""post-1""#)
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    // Page 2 fails its first attempt (the simulated network); Enter retries it.
    let result = try frame(
      "feed", width: 80, height: 12, keys: "end end end end end enter end end end end end",
      extra: ["--data-dir", directory.path])
    #expect(result.output.contains("post-1"), "\(result.output)")
    #expect(result.output.contains("rejected"), "\(result.output)")
    #expect(!result.output.contains("retry"), "\(result.output)")
  }

  /// Issue 20, item 18: the Feed's failure row said "Loading failed: Couldn't load page 2: …",
  /// two prefixes for one failure. It says it once.
  @Test func aFailedPageSaysOnceThatLoadingFailed() throws {
    let result = try frame("feed", width: 80, height: 12, keys: "end end end end end")
    let row = try #require(
      result.lines.first { $0.contains("failed") }, "no failure row in\n\(result.output)")
    #expect(row.contains("Loading failed: the network is unavailable"), "\(row)")
    #expect(!result.output.contains("Couldn't load"), "\(result.output)")
  }
}
