import Foundation
import Testing

/// `snapshot` prints what the bundled data and the default state give, whatever the user has
/// saved, and never changes the saved state: captures are reproducible and a script cannot
/// log the user in.
@Suite(.serialized) struct SnapshotStateTests {
  func stateFile(_ demo: DemoProcess) -> URL {
    demo.configHome.appendingPathComponent("sectional-demo/state.json")
  }

  func write(_ json: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(json.utf8).write(to: url)
  }

  @Test func snapshotNeverWritesTheSavedState() throws {
    let demo = try DemoProcess()
    let result = try demo.snapshot("settings", keys: "down enter")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Third Party Log Out"))
    #expect(!FileManager.default.fileExists(atPath: stateFile(demo).path))
    // The next run starts from the defaults again.
    #expect(try demo.snapshot("settings").output.contains("Connect Third Party"))
  }

  @Test func snapshotIgnoresTheUsersSavedState() throws {
    let demo = try DemoProcess()
    let saved =
      #"{"isLoggedIn": true, "isThirdPartyConnected": true, "filters": [], "toggles": {}}"#
    try write(saved, to: stateFile(demo))
    let result = try demo.snapshot("settings")
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Connect Third Party"))
    #expect(result.output.contains("Vegan"))
    #expect(result.error.isEmpty)
    #expect(try String(contentsOf: stateFile(demo), encoding: .utf8) == saved)
  }

  @Test func stateOptionStartsFromAFileAndLeavesItAlone() throws {
    let demo = try DemoProcess()
    let file = demo.configHome.appendingPathComponent("logged-in.json")
    let saved =
      #"{"isLoggedIn": true, "isThirdPartyConnected": false, "filters": ["Vegan"], "toggles": {}}"#
    try write(saved, to: file)
    var result = try demo.snapshot("settings", extra: ["--state", file.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("▌Log Out"))
    // Only the one filter of the file is checked.
    #expect(result.output.filter { $0 == "✓" }.count == 1, "\(result.output)")
    // Logging out through the action sheet (Shift-Tab to Log Out: the focus starts on Cancel,
    // and no arrow reaches a destructive button) changes the frame, not the file.
    result = try demo.snapshot(
      "settings", keys: "enter backtab enter", extra: ["--state", file.path])
    #expect(result.output.contains("▌Log In"))
    #expect(try String(contentsOf: file, encoding: .utf8) == saved)
  }

  /// A state file that cannot be used, or is missing, is a missing input as a data file is
  /// (exit 1): it exited 2, beside 64 for usage errors and 1 for data files.
  @Test func unreadableStateOptionIsNamedAndExitsAsADataFileDoes() throws {
    let demo = try DemoProcess()
    let file = demo.configHome.appendingPathComponent("broken.json")
    try write("{ broken", to: file)
    var result = try demo.snapshot("settings", extra: ["--state", file.path])
    #expect(result.status == 1)
    #expect(result.error.contains("broken.json"), "\(result.error)")
    #expect(!result.error.contains("Fatal error"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "{ broken")
    result = try demo.snapshot(
      "settings", extra: ["--state", demo.configHome.appendingPathComponent("none.json").path])
    #expect(result.status == 1)
    #expect(result.error.contains("none.json: the file is missing"), "\(result.error)")
  }

  /// A comment longer than the comment field's 1,000 characters in a `--state` file is cut as
  /// the field cuts a paste, and the snapshot says so on standard error, naming the file, the
  /// comment and the problem; the rest of the state holds and the file is not written.
  @Test func stateOptionCutsALongCommentAndSaysWhere() throws {
    let demo = try DemoProcess()
    let file = demo.configHome.appendingPathComponent("long-comment.json")
    let saved = """
      {"isLoggedIn": true, "filters": ["Vegan"],
       "comments": {"post-1": ["\(String(repeating: "x", count: 1_001))"]}}
      """
    try write(saved, to: file)
    let result = try demo.snapshot("settings", extra: ["--state", file.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("▌Log Out"), "\(result.output)")
    #expect(
      result.error
        == "sectional-demo: --state: \(file.path), key \"comments\", key \"post-1\", comment 1: "
        + "it has 1001 characters, more than the 1000 a comment may have, so it was cut to 1000\n",
      "\(result.error)")
    #expect(try String(contentsOf: file, encoding: .utf8) == saved)
  }

  /// A like and a "⚑ Saved" are in the state file as a comment is, so a start on that file
  /// shows them (issue 31, item 6).
  @Test func stateOptionShowsLikesAndSaves() throws {
    let demo = try DemoProcess()
    let file = demo.configHome.appendingPathComponent("liked.json")
    try write(#"{"likedPosts": ["post-1"], "savedPosts": ["post-1"]}"#, to: file)
    let result = try demo.snapshot("feed", width: 60, height: 20, extra: ["--state", file.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("♥ Liked"), "\(result.output)")
    #expect(result.output.contains("⚑ Saved"), "\(result.output)")
    #expect(result.output.contains("349 likes"), "\(result.output)")
  }

  /// Issue 31, item 12: comments blank once their control characters are dropped loaded as
  /// empty rows and were counted. They are left out of the count and the list, and standard
  /// error says so.
  @Test func blankSavedCommentsAreLeftOutAndNotCounted() throws {
    let demo = try DemoProcess()
    let file = demo.configHome.appendingPathComponent("blank.json")
    try write(#"{"comments": {"post-1": ["\u0007", "   ", "Nice"]}}"#, to: file)
    let feed = try demo.snapshot("feed", extra: ["--state", file.path])
    #expect(feed.status == 0, "\(feed.error)")
    #expect(feed.output.contains("88 comments"), "\(feed.output)")
    #expect(
      feed.error.contains(
        "comment 1: it is blank once its control characters are dropped, so it was left out"),
      "\(feed.error)")
    let comments = try demo.snapshot(
      "feed", height: 30, keys: "right enter", extra: ["--state", file.path])
    let mine = comments.lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("you") }
    #expect(
      mine.map { $0.trimmingCharacters(in: .whitespaces) } == ["you Nice"], "\(comments.output)")
  }

  /// Found in the trial: "Log out?" is an action sheet whose focus starts on Cancel, and ↑
  /// moved it to the destructive Log Out, so Enter ↑ Enter logged out. No arrow reaches a
  /// destructive button, in a sheet as in an alert.
  @Test func loggingOutIsNotOneArrowAway() throws {
    let demo = try DemoProcess()
    let file = demo.configHome.appendingPathComponent("signed-in.json")
    try write(#"{"isLoggedIn": true, "accountName": "demo"}"#, to: file)
    for keys in ["enter up enter", "enter k enter", "enter down enter", "enter left enter"] {
      let result = try demo.snapshot("settings", keys: keys, extra: ["--state", file.path])
      #expect(result.output.contains("▌Log Out"), "\(keys)\n\(result.output)")
    }
    let sheet = try demo.snapshot("settings", keys: "enter up", extra: ["--state", file.path])
    #expect(footer(sheet).contains("tab to log out"), "\(sheet.output)")
  }
}
