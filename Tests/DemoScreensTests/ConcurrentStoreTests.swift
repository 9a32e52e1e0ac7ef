import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

@testable import DemoScreens

/// Two instances of the demo on one state file keep each other's changes: a comment posted in
/// one is not erased when the other toggles a setting (issue 31, item 5).
@MainActor
@Suite struct ConcurrentStoreTests {
  func saved(_ url: URL) throws -> Preferences { try Preferences.read(from: url).preferences }

  @Test func aCommentInOneIsKeptWhenTheOtherTogglesASetting() throws {
    let url = try scratchStateFile("concurrent")
    try Data(#"{"toggles": {"sync": true}}"#.utf8).write(to: url)
    let first = PreferenceStore(url: url)
    let second = PreferenceStore(url: url)
    var notices: [String] = []
    second.onConcurrentChange = { notices.append($0) }

    first.preferences.comments["post-1"] = ["From the first"]
    first.flush()
    second.preferences.isThirdPartyConnected = true
    second.flush()
    var state = try saved(url)
    #expect(state.comments == ["post-1": ["From the first"]])
    #expect(state.isThirdPartyConnected)
    // The second shows the first's comment now, and said what happened.
    #expect(second.preferences.comments == ["post-1": ["From the first"]])
    #expect(notices.count == 1)
    #expect(notices.first?.contains("state.json") == true, "\(notices)")
    #expect(notices.first?.contains("merged") == true, "\(notices)")

    // And the other way round, with comments on the same post from both.
    first.preferences.comments["post-1", default: []].append("Again from the first")
    first.preferences.likedPosts.insert("post-2")
    first.flush()
    second.preferences.comments["post-1", default: []].append("From the second")
    second.flush()
    state = try saved(url)
    #expect(
      state.comments["post-1"] == ["From the first", "Again from the first", "From the second"])
    #expect(state.likedPosts == ["post-2"])
    #expect(state.isThirdPartyConnected)
    #expect(state.toggles == ["sync": true])
    #expect(notices.count == 2)
    // Nothing else was written beside the file but the empty lock file.
    let names = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(names.sorted() == [".state.json.lock", "state.json"])
  }

  @Test func theSameSettingGoesToTheLastWriter() throws {
    let url = try scratchStateFile("concurrent")
    let first = PreferenceStore(url: url)
    let second = PreferenceStore(url: url)
    first.preferences.filters = ["Vegan"]
    first.preferences.toggles["sync"] = false
    first.flush()
    second.preferences.filters = ["Open now"]
    second.flush()
    var state = try saved(url)
    #expect(state.filters == ["Open now"])
    #expect(state.toggles == ["sync": false])
    // The first, which knew the file as it wrote it, takes the second's filters on its next
    // save of anything else.
    first.preferences.showsFeedAsGrid = true
    first.flush()
    state = try saved(url)
    #expect(state.filters == ["Open now"])
    #expect(state.showsFeedAsGrid)
    #expect(first.preferences.filters == ["Open now"])
  }

  @Test func likesAndSavesAreAddedAndRemovedPerPost() {
    var base = Preferences()
    base.likedPosts = ["a", "b"]
    base.savedPosts = ["a"]
    var ours = base
    ours.likedPosts.remove("a")
    ours.savedPosts.insert("c")
    var theirs = base
    theirs.likedPosts.insert("d")
    theirs.savedPosts.remove("a")
    let merged = Preferences.merging(base: base, ours: ours, theirs: theirs)
    #expect(merged.likedPosts == ["b", "d"])
    #expect(merged.savedPosts == ["c"])
  }

  /// A screen shown when the merge happens rebuilds with the merged state: the other
  /// instance's change shows at once, not at the next key.
  @Test func aShownScreenShowsTheMergedState() async throws {
    let url = try scratchStateFile("concurrent")
    let other = PreferenceStore(url: url)
    let store = PreferenceStore(url: url)
    let app = ScreenTestHost(SettingsScreen(store: store))
    defer { app.teardown() }
    await app.idle()
    func titles() -> [String] {
      app.content.sections.flatMap(\.rows).compactMap { ($0.component as? TextItem)?.title }
    }
    #expect(titles().contains("Connect Third Party"))
    other.preferences.isThirdPartyConnected = true
    other.flush()
    store.preferences.showsFeedAsGrid = true
    store.flush()
    await app.idle()
    #expect(titles().contains("Third Party Log Out"), "\(titles())")
  }

  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["SECTIONAL_LOCK_SEED"].flatMap { UInt64($0) }
    ?? 2026_1206

  /// Two instances liking posts at once, their saves racing on their own queues: each save
  /// checks the file, then renames its own over it, and without the lock both could find it
  /// unchanged and the second rename would drop the first one's likes. With it, every like is
  /// in the file at the end. The pauses between likes are drawn from a seed, printed with a
  /// failure; set `SECTIONAL_LOCK_SEED` to replay one.
  @Test func twoInstancesSavingAtOnceLoseNoChange() async throws {
    let url = try scratchStateFile("concurrent")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let stores = [PreferenceStore(url: url), PreferenceStore(url: url)]
    var random = SplitMix64(seed: Self.seed)
    var liked: Set<String> = []
    for round in 0..<150 {
      // Both save at once: one like each, then a pause of 0 to 3 ms for the queues (and the
      // merges, on the main actor).
      for (number, store) in stores.enumerated() {
        let post = "post-\(number)-\(round)"
        store.preferences.likedPosts.insert(post)
        liked.insert(post)
      }
      let pause = Int(random.next() % 4)
      if pause == 0 {
        await Task.yield()
      } else {
        try await Task.sleep(for: .milliseconds(pause))
      }
    }
    // Each flush merges what the other wrote; twice round, so that each has the other's last.
    for store in stores + stores { store.flush() }
    let state = try saved(url)
    let lost = liked.subtracting(state.likedPosts).sorted()
    #expect(
      lost.count == 0,
      """
      seed \(Self.seed) (SECTIONAL_LOCK_SEED=\(Self.seed) replays it): \(lost.count) likes lost, \
      \(lost.prefix(10))
      """)
  }
}
