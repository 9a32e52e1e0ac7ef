import DemoScreens
import Foundation
import Testing

@MainActor
@Suite struct DataLoadingTests {
  @Test func bundledDataLoads() throws {
    let animals = try Animal.load(from: .bundled)
    #expect(animals.count >= 8)
    #expect(animals.allSatisfy { $0.text.count >= 2 })
    for page in 1...FeedPage.pageCount {
      #expect(try FeedPage.load(page: page, from: .bundled).posts.count == 6)
    }
    let days = DayRecord.days(from: try HeartRateSample.load(from: .bundled))
    #expect(days.count >= 14)
  }

  @Test func missingFileIsNamed() throws {
    let scratch = try ScratchData()
    try scratch.remove("Animals.plist")
    #expect {
      try Animal.load(from: scratch.directory)
    } throws: { error in
      let error = try #require(error as? DemoDataError)
      return error.file == "Animals.plist" && error.problem.hasPrefix("the file is missing")
    }
  }

  @Test func malformedPlistNamesRecordAndKey() throws {
    let scratch = try ScratchData()
    try scratch.write(
      "Animals.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><array><dict>
      <key>id</key><string>fox</string><key>name</key><string>Fox</string>
      <key>latinName</key><integer>3</integer><key>photo</key><string>f.png</string>
      <key>photoAspectRatio</key><real>1.5</real><key>photoAlt</key><string>a fox</string>
      <key>text</key><array><string>Hi.</string></array><key>author</key><string>Me</string>
      </dict></array></plist>
      """)
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", place: "animal 1, key \"latinName\"",
        problem: "must be text, found 3")
    ) {
      try Animal.load(from: scratch.directory)
    }
  }

  @Test func outOfRangeValueIsReported() throws {
    let scratch = try ScratchData()
    try scratch.write(
      "feed-1.json",
      #"{"posts":[{"id":"p","username":"u","imageAlt":"a","imageAspectRatio":-2,"likes":1,"caption":"c","comments":0,"age":5}]}"#
    )
    #expect(
      throws: DemoDataError(
        file: "feed-1.json", place: "post 1, key \"imageAspectRatio\"",
        problem: "must be a number from 0.1 to 10, found -2")
    ) {
      try FeedPage.load(page: 1, from: scratch.directory)
    }
  }

  @Test func malformedJSONIsReported() throws {
    let scratch = try ScratchData()
    try scratch.write("feed-2.json", #"{"posts": [ {"id": "x", "#)
    #expect {
      try FeedPage.load(page: 2, from: scratch.directory)
    } throws: { error in
      (error as? DemoDataError)?.file == "feed-2.json"
    }
    try scratch.write("feed-2.json", #"{"posts": [{"id": "x"}]}"#)
    #expect(
      throws: DemoDataError(
        file: "feed-2.json", place: "post 1, key \"username\"",
        problem: "the key is missing")
    ) {
      try FeedPage.load(page: 2, from: scratch.directory)
    }
  }

  @Test func csvErrorsNameLineAndColumn() {
    let file = "heart-rate.csv"
    #expect(
      throws: DemoDataError(
        file: file, place: "line 1", problem: "expected the header date,time,bpm,activity")
    ) {
      try HeartRateSample.parse("when,bpm\n", file: file)
    }
    #expect(
      throws: DemoDataError(file: file, place: "line 3", problem: "expected 4 fields, found 3")
    ) {
      try HeartRateSample.parse(
        "date,time,bpm,activity\n2026-11-01,00:00,50,sleep\n2026-11-01,00:30,50\n", file: file)
    }
    #expect(
      throws: DemoDataError(
        file: file, place: "line 2, column time",
        problem: "expected a time like 07:30, found \"25:00\"")
    ) {
      try HeartRateSample.parse("date,time,bpm,activity\n2026-11-01,25:00,50,sleep\n", file: file)
    }
    #expect(
      throws: DemoDataError(
        file: file, place: "line 2, column bpm",
        problem: "expected beats per minute from 25 to 250, found \"900\"")
    ) {
      try HeartRateSample.parse("date,time,bpm,activity\n2026-11-01,01:00,900,sleep\n", file: file)
    }
    #expect(
      throws: DemoDataError(
        file: file, place: "line 2, column activity",
        problem: "expected one of rest, sleep, walk, run, cycle, found \"nap\"")
    ) {
      try HeartRateSample.parse("date,time,bpm,activity\n2026-11-01,01:00,50,nap\n", file: file)
    }
    #expect(throws: DemoDataError(file: file, problem: "the file is empty")) {
      try HeartRateSample.parse("", file: file)
    }
  }

  @Test(arguments: [
    (0, "JUST NOW"), (59, "JUST NOW"), (60, "1 MINUTE AGO"), (119, "1 MINUTE AGO"),
    (120, "2 MINUTES AGO"), (3_599, "59 MINUTES AGO"), (3_600, "1 HOUR AGO"),
    (7_200, "2 HOURS AGO"), (86_399, "23 HOURS AGO"), (86_400, "1 DAY AGO"),
    (259_200, "3 DAYS AGO"), (604_800, "1 WEEK AGO"), (1_209_600, "2 WEEKS AGO"), (-5, "JUST NOW"),
  ])
  func relativeTime(age: Int, text: String) {
    #expect(RelativeTime.text(forAge: age) == text)
  }

  @Test func corruptStateFileIsReportedAndReplaced() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "state-\(UUID().uuidString).json")
    try Data("{ not json".utf8).write(to: url)
    let store = PreferenceStore(url: url)
    #expect(store.preferences == Preferences())
    #expect(store.warning?.contains("unreadable") == true)
    store.preferences.isLoggedIn = true
    store.flush()
    #expect(PreferenceStore(url: url).preferences.isLoggedIn)
    #expect(PreferenceStore(url: url).warning == nil)
  }
}
