import DemoScreens
import Foundation
import Testing

/// Saved comments that are blank once control characters are dropped loaded as empty rows and
/// were counted ("88 comments" over an empty "you"). They are left out, and the note says so.
@MainActor
@Suite struct BlankCommentTests {
  static let state = #"""
    {"comments": {"post-1": ["\u0007\u001b", "kept", "  \u0000 ", ""], "post-2": ["\u0001"]}}
    """#

  @Test func blankCommentsAreLeftOutAndSaidSo() throws {
    let url = try scratchStateFile("blank-comments")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try Data(Self.state.utf8).write(to: url)
    let (preferences, notes) = try Preferences.read(from: url)
    #expect(preferences.comments == ["post-1": ["kept"]])
    #expect(
      notes.map(\.place) == [
        #"key "comments", key "post-1", comment 1"#, #"key "comments", key "post-1", comment 3"#,
        #"key "comments", key "post-1", comment 4"#, #"key "comments", key "post-2", comment 1"#,
      ])
    #expect(
      notes.first?.problem
        == "it is blank once its control characters are dropped, so it was left out")
    #expect(notes[2].problem == "it is empty, so it was left out")
  }

  @Test func theSavedStateLeavesThemOutAndSaysSo() throws {
    let url = try scratchStateFile("blank-comments")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try Data(Self.state.utf8).write(to: url)
    let store = PreferenceStore(url: url)
    #expect(store.preferences.comments == ["post-1": ["kept"]])
    let warning = try #require(store.warning)
    #expect(warning.contains("left out"), "\(warning)")
  }
}
