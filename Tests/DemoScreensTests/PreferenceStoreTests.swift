import DemoScreens
import Foundation
import Testing

@MainActor
@Suite struct PreferenceStoreTests {
  func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("state.json")
  }

  @Test func aCorruptFileIsKeptAsideAndTheWarningSaysWhere() throws {
    let url = try scratch()
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
    #expect(PreferenceStore(url: url).preferences.isLoggedIn)
    #expect(PreferenceStore(url: url).warning == nil)
    #expect(try String(contentsOf: kept, encoding: .utf8) == "{ not json")
  }

  @Test func anEarlierKeptFileIsReplaced() throws {
    let url = try scratch()
    let kept = URL(fileURLWithPath: url.path + ".bad")
    try Data("old".utf8).write(to: kept)
    try Data("[1, 2".utf8).write(to: url)
    #expect(PreferenceStore(url: url).warning?.contains("state.json.bad") == true)
    #expect(try String(contentsOf: kept, encoding: .utf8) == "[1, 2")
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

  @Test func readingAStateFileNeverWritesIt() throws {
    let url = try scratch()
    try Data(#"{"isLoggedIn": true, "filters": ["Vegan"]}"#.utf8).write(to: url)
    let preferences = try Preferences.read(from: url)
    #expect(preferences.isLoggedIn)
    #expect(preferences.filters == ["Vegan"])
    #expect(!preferences.isThirdPartyConnected)
    try Data("{".utf8).write(to: url)
    #expect(throws: DemoDataError.self) { try Preferences.read(from: url) }
    #expect(try String(contentsOf: url, encoding: .utf8) == "{")
  }
}
