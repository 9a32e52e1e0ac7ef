import Foundation
import Testing

@testable import DemoScreens

/// The daily digest's time in the saved state: saved as the wall clock's `"HH:MM"`, read back as
/// it was, defaulted in a file written before it existed, merged with another instance's
/// changes, and refused — naming the file and the key, as every other key is — when damaged.
@MainActor
@Suite struct DailyDigestStateTests {
  func time(_ hour: Int, _ minute: Int) throws -> TimeOfDay {
    try #require(TimeOfDay(hour: hour, minute: minute))
  }

  @Test func aTimeOfDayIsTheWallClocksHourAndMinute() throws {
    #expect(TimeOfDay(hour: 24, minute: 0) == nil)
    #expect(TimeOfDay(hour: 0, minute: 60) == nil)
    #expect(TimeOfDay(hour: -1, minute: 0) == nil)
    #expect(try time(7, 5).description == "07:05")
    #expect(TimeOfDay("23:59") == (try time(23, 59)))
    #expect(TimeOfDay("00:00") == (try time(0, 0)))
    for text in [
      "24:00", "8:00", "08:0", "08-00", "0800", " 08:00", "08:00 ", "٠٨:٠٠", "+8:00", "",
    ] {
      #expect(TimeOfDay(text) == nil, "\(text)")
    }
    // The date the settings row edits, and back: the same wall-clock time.
    let digest = try time(21, 30)
    #expect(TimeOfDay(digest.date) == digest)
    #expect(TimeOfDay.calendar.component(.hour, from: digest.date) == 21)
  }

  @Test func theDefaultIsEightInTheMorning() throws {
    #expect(Preferences().dailyDigest == (try time(8, 0)))
  }

  @Test func itIsSavedAsTextAndReadBack() throws {
    let url = try scratchStateFile("digest")
    let store = PreferenceStore(url: url)
    store.preferences.isLoggedIn = true
    store.preferences.dailyDigest = try time(21, 30)
    store.flush()
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(#""dailyDigest" : "21:30""#), "\(text)")
    let reopened = PreferenceStore(url: url)
    #expect(reopened.warning == nil)
    #expect(reopened.preferences.dailyDigest == (try time(21, 30)))
    #expect(reopened.preferences.isLoggedIn)
  }

  /// A file written before the setting existed loads whole, with the default time, and says
  /// nothing; the next save keeps everything it held.
  @Test func aFileWithoutItLoadsWithTheDefaultAndLosesNothing() throws {
    let url = try scratchStateFile("digest")
    let old = #"""
      {"isLoggedIn": true, "accountName": "demo", "filters": ["Vegan"],
       "toggles": {"sync": true}, "comments": {"post-1": ["First!"]},
       "likedPosts": ["post-2"], "savedPosts": ["post-3"], "showsFeedAsGrid": true}
      """#
    try Data(old.utf8).write(to: url)
    let store = PreferenceStore(url: url)
    #expect(store.warning == nil)
    var expected = Preferences()
    expected.isLoggedIn = true
    expected.accountName = "demo"
    expected.filters = ["Vegan"]
    expected.toggles = ["sync": true]
    expected.comments = ["post-1": ["First!"]]
    expected.likedPosts = ["post-2"]
    expected.savedPosts = ["post-3"]
    expected.showsFeedAsGrid = true
    #expect(store.preferences == expected)
    // Changing the time keeps the rest.
    store.preferences.dailyDigest = try time(6, 45)
    store.flush()
    expected.dailyDigest = try time(6, 45)
    #expect(try Preferences.read(from: url).preferences == expected)
    // `null`, as for the other keys, is no value: the default.
    try Data(#"{"dailyDigest": null, "isLoggedIn": true}"#.utf8).write(to: url)
    #expect(try Preferences.read(from: url).preferences.dailyDigest == (try time(8, 0)))
  }

  @Test(arguments: [
    (#""25:00""#, #"found text "25:00""#),
    (#""8:00""#, #"found text "8:00""#),
    (#""8am""#, #"found text "8am""#),
    (#""""#, #"found text """#),
    ("480", "found 480"),
    ("true", "found true"),
    (#"["08:00"]"#, "found a list or a dictionary"),
  ])
  func aDamagedValueNamesTheFileAndTheKey(value: String, found: String) throws {
    let url = try scratchStateFile("digest")
    let damaged = #"{"isLoggedIn": true, "dailyDigest": \#(value)}"#
    try Data(damaged.utf8).write(to: url)
    let problem =
      #"must be a time of day from "00:00" to "23:59" (two digits, a colon, two digits), "#
      + found
    #expect(
      throws: DemoDataError(file: url.path, place: #"key "dailyDigest""#, problem: problem)
    ) {
      try Preferences.read(from: url)
    }
    // The demo keeps the file aside, as for any other damaged key, and says which key.
    let store = PreferenceStore(url: url)
    #expect(store.preferences == Preferences())
    let warning = try #require(store.warning)
    #expect(
      warning.hasPrefix(
        #"Your saved state is unreadable (key "dailyDigest": \#(problem)), so the demo starts "#
          + "from defaults. The file was kept as state.json.bad"), "\(warning)")
    #expect(
      try String(contentsOf: URL(fileURLWithPath: url.path + ".bad"), encoding: .utf8) == damaged)
  }

  /// Two instances on one file: the time goes to the one that changed it, and the other's
  /// changes stay.
  @Test func itMergesAsTheOtherSettingsDo() throws {
    let base = Preferences()
    var ours = base
    ours.dailyDigest = try time(19, 0)
    var theirs = base
    theirs.filters = ["Vegan"]
    var merged = Preferences.merging(base: base, ours: ours, theirs: theirs)
    #expect(merged.dailyDigest == (try time(19, 0)))
    #expect(merged.filters == ["Vegan"])
    // Theirs changed it, ours did not: theirs stays.
    theirs.dailyDigest = try time(7, 15)
    merged = Preferences.merging(base: base, ours: base, theirs: theirs)
    #expect(merged.dailyDigest == (try time(7, 15)))
  }
}
