import DemoScreens
import Foundation
import Testing

@MainActor
@Suite struct PreferenceStoreTests {
  @Test func aCorruptFileIsKeptAsideAndTheWarningSaysWhere() throws {
    let url = try scratchStateFile("state")
    let kept = URL(fileURLWithPath: url.path + ".bad")
    try Data("{ not json".utf8).write(to: url)
    let store = PreferenceStore(url: url)
    #expect(store.preferences == Preferences())
    let warning = try #require(store.warning)
    #expect(warning.contains("state.json.bad"), "\(warning)")
    #expect(warning.contains(url.deletingLastPathComponent().path), "\(warning)")
    #expect(warning.contains("unreadable"))
    #expect(try String(contentsOf: kept, encoding: .utf8) == "{ not json")
    // Saving writes the defaults in the old place and leaves the kept file alone.
    store.preferences.isLoggedIn = true
    store.flush()
    #expect(PreferenceStore(url: url).preferences.isLoggedIn)
    #expect(PreferenceStore(url: url).warning == nil)
    #expect(try String(contentsOf: kept, encoding: .utf8) == "{ not json")
  }

  /// Issue 20, item 8: an older kept file was deleted to make room for the new one. Nothing the
  /// demo did not create is deleted: the new copy takes the next free number.
  @Test func anEarlierKeptFileIsNeverDeleted() throws {
    let url = try scratchStateFile("state")
    let folder = url.deletingLastPathComponent()
    let kept = URL(fileURLWithPath: url.path + ".bad")
    try Data("old".utf8).write(to: kept)
    try Data("[1, 2".utf8).write(to: url)
    let warning = try #require(PreferenceStore(url: url).warning)
    #expect(warning.contains("state.json.bad.1"), "\(warning)")
    #expect(try String(contentsOf: kept, encoding: .utf8) == "old")
    #expect(
      try String(contentsOf: URL(fileURLWithPath: url.path + ".bad.1"), encoding: .utf8) == "[1, 2")
    // A folder of that name, holding someone's files, is left as it was too.
    let taken = folder.appendingPathComponent("state.json.bad.2")
    try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
    try Data("mine".utf8).write(to: taken.appendingPathComponent("notes.txt"))
    try Data("{".utf8).write(to: url)
    #expect(PreferenceStore(url: url).warning?.contains("state.json.bad.3") == true)
    #expect(
      try String(contentsOf: taken.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    #expect(
      try String(contentsOf: URL(fileURLWithPath: url.path + ".bad.3"), encoding: .utf8) == "{")
    #expect(try String(contentsOf: kept, encoding: .utf8) == "old")
  }

  /// Issue 20, item 9: a save interrupted by `kill -9` left a temporary file beside the state.
  /// The next start removes the temporaries of saves that can no longer finish.
  @Test func staleTemporariesOfAnInterruptedSaveAreRemoved() throws {
    let url = try scratchStateFile("state")
    let folder = url.deletingLastPathComponent()
    let fileManager = FileManager.default
    // A process id that cannot be running: above Linux's largest (4194304).
    let stale = folder.appendingPathComponent(".state.json.tmp-99999999")
    try Data("{\"isLog".utf8).write(to: stale)
    let legacy = folder.appendingPathComponent(".dat.nosyncab12")
    try Data("{\"isLog".utf8).write(to: legacy)
    try fileManager.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: legacy.path)
    let other = folder.appendingPathComponent("notes.tmp")
    try Data("mine".utf8).write(to: other)
    let store = PreferenceStore(url: url)
    #expect(!fileManager.fileExists(atPath: stale.path))
    #expect(!fileManager.fileExists(atPath: legacy.path))
    #expect(fileManager.fileExists(atPath: other.path))
    store.preferences.isLoggedIn = true
    store.flush()
    let names = try fileManager.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == [".state.json.lock", "notes.tmp", "state.json"])
    #expect(PreferenceStore(url: url).preferences.isLoggedIn)
  }

  /// Issue 20, item 7: the XDG base directory rules, with the environment injected. `$HOME`
  /// was ignored for the passwd entry's home, and a relative `XDG_CONFIG_HOME` was used.
  @Test(arguments: [
    (["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/ada"], "/x/config/sectional-demo/state.json"),
    (["HOME": "/home/ada"], "/home/ada/.config/sectional-demo/state.json"),
    (
      ["XDG_CONFIG_HOME": "rel", "HOME": "/home/ada"], "/home/ada/.config/sectional-demo/state.json"
    ),
    (["XDG_CONFIG_HOME": "", "HOME": "/home/ada"], "/home/ada/.config/sectional-demo/state.json"),
    (["XDG_CONFIG_HOME": "/x/config/", "HOME": "rel"], "/x/config/sectional-demo/state.json"),
  ])
  func theStateFileFollowsTheXDGRules(environment: [String: String], path: String) {
    #expect(PreferenceStore.defaultURL(environment: environment).path == path)
  }

  @Test func withoutAnAbsoluteHomeTheAccountsHomeIsUsed() {
    let account = FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent(".config/sectional-demo/state.json").path
    #expect(PreferenceStore.defaultURL(environment: [:]).path == account)
    #expect(PreferenceStore.defaultURL(environment: ["HOME": "home"]).path == account)
  }

  @Test func defaultURLDocExample() {
    let url = PreferenceStore.defaultURL(environment: ["HOME": "/home/ada"])
    #expect(url.path == "/home/ada/.config/sectional-demo/state.json")
  }

  /// Issue 20, item 6: a save that failed was silent. It is reported at once, naming the file
  /// and the reason, and the change holds in memory.
  @Test func aSaveThatFailsIsReportedAtOnce() throws {
    let url = try scratchStateFile("state")
    let blocker = url.deletingLastPathComponent().appendingPathComponent("sectional-demo")
    try Data("a file".utf8).write(to: blocker)
    let store = PreferenceStore(url: blocker.appendingPathComponent("state.json"))
    var reported: [String] = []
    store.onSaveFailure = { reported.append($0) }
    store.preferences.isLoggedIn = true
    // Saving is off the main actor: the failure is reported as soon as the write fails, at
    // the latest when the app flushes.
    store.flush()
    #expect(reported.count == 1)
    let message = try #require(reported.first)
    #expect(message.contains("not saved"), "\(message)")
    #expect(message.contains("\(blocker.path) is a file, not a folder"), "\(message)")
    #expect(message.contains(blocker.appendingPathComponent("state.json").path), "\(message)")
    #expect(store.warning == message)
    #expect(store.preferences.isLoggedIn)
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "a file")
  }

  #if os(Linux)
    /// A folder nobody may create files in, root included (tests run as root, whom permission
    /// bits do not stop): `/proc/self`.
    @Test func aSaveInAFolderThatRefusesFilesIsReported() {
      let store = PreferenceStore(url: URL(fileURLWithPath: "/proc/self/sectional-demo-state.json"))
      var reported: [String] = []
      store.onSaveFailure = { reported.append($0) }
      store.preferences.filters = []
      store.flush()
      #expect(reported.count == 1)
      // The user's file is named, never the temporary one the save writes first.
      #expect(
        reported.first?.contains("sectional-demo-state.json cannot be written in /proc/self: ")
          == true, "\(reported)")
      #expect(reported.first?.contains(".tmp") == false, "\(reported)")
    }
  #endif

  @Test func readingAStateFileNeverWritesIt() throws {
    let url = try scratchStateFile("state")
    try Data(#"{"isLoggedIn": true, "filters": ["Vegan"]}"#.utf8).write(to: url)
    let (preferences, notes) = try Preferences.read(from: url)
    #expect(notes.isEmpty)
    #expect(preferences.isLoggedIn)
    #expect(preferences.filters == ["Vegan"])
    #expect(!preferences.isThirdPartyConnected)
    try Data("{".utf8).write(to: url)
    #expect(throws: DemoDataError.self) { try Preferences.read(from: url) }
    #expect(try String(contentsOf: url, encoding: .utf8) == "{")
  }

  /// Comments are saved state like the rest: a file whose comments are damaged is kept aside
  /// whole, and the demo starts from defaults (issue 16, item 8).
  @Test func commentsAreSavedAndDamagedOnesKeepTheFileAside() throws {
    let url = try scratchStateFile("state")
    let store = PreferenceStore(url: url)
    store.preferences.comments["post-1"] = ["First!"]
    store.preferences.accountName = "demo"
    store.flush()
    let saved = PreferenceStore(url: url).preferences
    #expect(saved.comments == ["post-1": ["First!"]])
    #expect(saved.accountName == "demo")
    // A file written before comments existed still loads.
    try Data(#"{"isLoggedIn": true}"#.utf8).write(to: url)
    #expect(PreferenceStore(url: url).preferences.comments.isEmpty)
    #expect(PreferenceStore(url: url).warning == nil)
    let damaged = #"{"isLoggedIn": true, "comments": {"post-1": "not a list"}}"#
    try Data(damaged.utf8).write(to: url)
    let reopened = PreferenceStore(url: url)
    #expect(reopened.preferences == Preferences())
    let warning = try #require(reopened.warning)
    #expect(warning.contains("comments"), "\(warning)")
    #expect(
      try String(contentsOf: URL(fileURLWithPath: url.path + ".bad"), encoding: .utf8) == damaged)
  }

  /// A state file written by hand (or by another program) with comments longer than the
  /// comment field takes.
  static func longComment(_ count: Int) -> String { String(repeating: "é", count: count) }
  static let stateWithLongComment = """
    {"isLoggedIn": true, "filters": ["Vegan"], "toggles": {"sync": true},
     "comments": {"post-2": ["fine"], "post-1": ["short", "\(longComment(1_500))"]}}
    """

  /// A comment longer than the field's 1,000 characters is admitted as the field admits a
  /// paste: cut to 1,000, with a note naming the file, the comment and the problem. Nothing
  /// else in the file is lost, and neither is the cut text: the file as it was is kept aside.
  @Test func aCommentLongerThanTheFieldTakesIsCutAndTheFileKeptAside() throws {
    let url = try scratchStateFile("state")
    try Data(Self.stateWithLongComment.utf8).write(to: url)
    let store = PreferenceStore(url: url)
    var expected = Preferences()
    expected.isLoggedIn = true
    expected.filters = ["Vegan"]
    expected.toggles = ["sync": true]
    expected.comments = ["post-1": ["short", Self.longComment(1_000)], "post-2": ["fine"]]
    #expect(store.preferences == expected)
    let warning = try #require(store.warning)
    #expect(
      warning.contains(
        #"state.json, key "comments", key "post-1", comment 2: it has 1500 characters, "#
          + "more than the 1000 a comment may have, so it was cut to 1000"), "\(warning)")
    #expect(warning.contains("state.json.bad"), "\(warning)")
    #expect(warning.contains(url.deletingLastPathComponent().path), "\(warning)")
    #expect(
      try String(contentsOf: URL(fileURLWithPath: url.path + ".bad"), encoding: .utf8)
        == Self.stateWithLongComment)
    // The admitted state is saved at once: the next start finds it, with nothing to say.
    store.flush()
    let reopened = PreferenceStore(url: url)
    #expect(reopened.preferences == expected)
    #expect(reopened.warning == nil)
  }

  /// `snapshot --state` reads the same way, and says what it cut; the file is left alone.
  @Test func readingAStateFileCutsALongCommentAndSaysSo() throws {
    let url = try scratchStateFile("state")
    try Data(Self.stateWithLongComment.utf8).write(to: url)
    let (preferences, notes) = try Preferences.read(from: url)
    #expect(preferences.comments["post-1"] == ["short", Self.longComment(1_000)])
    #expect(preferences.isLoggedIn)
    #expect(
      notes == [
        DemoDataError(
          file: url.path, place: #"key "comments", key "post-1", comment 2"#,
          problem: "it has 1500 characters, more than the 1000 a comment may have, so it was "
            + "cut to 1000")
      ])
    #expect(try String(contentsOf: url, encoding: .utf8) == Self.stateWithLongComment)
  }

  /// Issue 31, item 2: a saved state that is not a file — a FIFO, which a read would wait on
  /// for ever, or a link to `/dev/zero`, which never ends — is refused at once, said for what
  /// it is, and kept aside as a corrupt file is; the next save writes a file in its place.
  @Test func aSavedStateThatIsNotAFileIsRefusedAtOnceAndKeptAside() throws {
    let url = try scratchStateFile("state")
    try #require(mkfifo(url.path, 0o644) == 0)
    var store = PreferenceStore(url: url)
    var warning = try #require(store.warning)
    #expect(
      warning.hasPrefix(
        "Your saved state is unreadable (it is a FIFO (a named pipe), not a file), so the demo "
          + "starts from defaults. The file was kept as state.json.bad"), "\(warning)")
    var kept = stat()
    #expect(lstat(url.path + ".bad", &kept) == 0 && kept.st_mode & S_IFMT == S_IFIFO)
    store.preferences.isLoggedIn = true
    store.flush()
    #expect(try Preferences.read(from: url).preferences.isLoggedIn)

    try FileManager.default.removeItem(at: url)
    try #require(symlink("/dev/zero", url.path) == 0)
    store = PreferenceStore(url: url)
    warning = try #require(store.warning)
    #expect(
      warning.contains("(it links to /dev/zero, which is a device, not a file)"), "\(warning)")
    #expect(warning.contains("state.json.bad.1"), "\(warning)")
  }

  /// An empty state file, or one that is not JSON, says so and where, as a data file does.
  @Test func anEmptyOrMalformedStateFileSaysWhatIsWrong() throws {
    let url = try scratchStateFile("state")
    try Data().write(to: url)
    #expect(throws: DemoDataError(file: url.path, problem: "the file is empty")) {
      try Preferences.read(from: url)
    }
    try Data("{\n  \"isLoggedIn\": tru\n}".utf8).write(to: url)
    #expect(
      throws: DemoDataError(
        file: url.path, place: "line 2, byte 20", problem: "not valid JSON (invalid value)")
    ) {
      try Preferences.read(from: url)
    }
    let store = PreferenceStore(url: url)
    #expect(
      store.warning?.hasPrefix(
        "Your saved state is unreadable (line 2, byte 20: not valid JSON (invalid value))")
        == true, "\(store.warning ?? "")")
  }
}
