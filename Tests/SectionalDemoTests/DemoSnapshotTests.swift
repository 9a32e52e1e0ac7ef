import Foundation
import Testing

@Suite(.serialized) struct DemoSnapshotTests {
  static let screens = ["home", "about", "settings", "animals", "feed", "day"]

  @Test(arguments: screens, [30, 80, 160])
  func everyScreenFitsItsWidth(screen: String, width: Int) throws {
    let demo = try DemoProcess()
    let result = try demo.snapshot(screen, width: width, height: 30)
    #expect(result.status == 0, "\(result.error)")
    let lines = result.lines.dropLast()
    #expect(lines.count == 30)
    for line in lines {
      #expect(displayWidth(line) <= width, "\(screen) at \(width): \(line)")
    }
  }

  @Test func homeListsTheFiveScreens() throws {
    let result = try DemoProcess().snapshot("home")
    for title in ["About", "Settings", "Animals", "Feed", "Day"] {
      #expect(result.output.contains(title))
    }
  }

  @Test func notATerminalExplainsAndExitsTwo() throws {
    let result = try DemoProcess().run([])
    #expect(result.status == 2)
    #expect(result.error.contains("not a terminal"))
    #expect(result.error.contains("sectional-demo snapshot"))
  }

  @Test func unknownKeyIsRejected() throws {
    let result = try DemoProcess().snapshot("home", keys: "down sideways")
    #expect(result.status == 64)
    #expect(result.error.contains("\"sideways\" at position 2 is not a key"), "\(result.error)")
  }
}

@Suite(.serialized) struct DemoSettingsTests {
  @Test func everyFigure3Configuration() throws {
    let demo = try DemoProcess()
    var result = try demo.snapshot("settings")
    #expect(result.output.contains("Log In"))
    #expect(result.output.contains("Connect Third Party"))
    // Log In opens the Sign In form (SignInSnapshotTests signs in there).
    result = try demo.snapshot("settings", keys: "enter")
    #expect(result.lines.first?.contains("Sign In") == true, "\(result.output)")
    // Connect the third party: its log-out row appears.
    result = try demo.snapshot("settings", keys: "down enter")
    #expect(result.output.contains("Log In"))
    #expect(result.output.contains("Third Party Log Out"))
    // Logged in (a saved state) and connected, log out through the action sheet (its focus
    // starts on Cancel, never on the destructive Log Out, which Shift-Tab reaches and no arrow
    // does): logged out, still connected.
    let file = demo.configHome.appendingPathComponent("logged-in.json")
    try Data(#"{"isLoggedIn": true, "accountName": "demo"}"#.utf8).write(to: file)
    result = try demo.snapshot(
      "settings", keys: "down enter up enter backtab enter", extra: ["--state", file.path])
    #expect(result.output.contains("Log In"))
    #expect(result.output.contains("Third Party Log Out"))
  }

  /// Enter on a filter's pill takes it off, and on again: every filter stays on screen, checked
  /// while applied (the only check marks of the screen).
  @Test func filterPillsToggle() throws {
    let demo = try DemoProcess()
    func checks(_ keys: String) throws -> Int {
      let result = try demo.snapshot("settings", keys: keys)
      #expect(result.status == 0, "\(result.error)")
      for filter in ["Vegan", "Open now", "Under $20", "Outdoor seating"] {
        #expect(result.output.contains(filter), "\(keys): \(filter)\n\(result.output)")
      }
      return result.output.filter { $0 == "✓" }.count
    }
    #expect(try checks("") == 4)
    #expect(try checks("end enter") == 3)
    #expect(try checks("end enter enter") == 4)
  }
}

@Suite(.serialized) struct DemoFeedAndDayTests {
  @Test func feedPaginatesThroughTheFailureToTheThirdPage() throws {
    let demo = try DemoProcess()
    // 12 lines: the first screen does not reach the end of page 1, so page 2's first (failing)
    // attempt comes from End.
    var result = try demo.snapshot("feed", width: 60, height: 12, keys: "end end end end end")
    #expect(result.output.contains("Loading failed: the network is unavailable"))
    #expect(result.output.contains("Enter to retry"))
    result = try demo.snapshot(
      "feed", width: 60, height: 12,
      keys: "end end end end end enter end end end end end end end end")
    #expect(!result.output.contains("Loading failed: the network is unavailable"))
    // The last post of the third page is on screen at the end, with no loading row after it.
    #expect(result.output.contains("quietpaths Sunday market haul"))
  }

  @Test func likingUpdatesTheLikes() throws {
    let demo = try DemoProcess()
    let before = try demo.snapshot("feed", width: 60, height: 40)
    let after = try demo.snapshot("feed", width: 60, height: 40, keys: "enter")
    #expect(before.output.contains("348 likes") || before.output.contains(" likes"))
    #expect(before.output != after.output)
  }

  @Test func dayChangesAndChildrenHide() throws {
    let demo = try DemoProcess()
    var result = try demo.snapshot("day", width: 70, height: 30)
    #expect(result.output.contains("Day — Nov 15"))
    #expect(result.output.contains("Workouts"))
    // Nov 13 has no sleep record and no workout: both cards hide.
    result = try demo.snapshot("day", width: 70, height: 30, keys: "left left")
    #expect(result.output.contains("Day — Nov 13"))
    #expect(!result.output.contains("Sleep"))
    #expect(!result.output.contains("Workouts"))
    #expect(result.output.contains("Heart rate"))
    // Nov 12: a walk, and sleep again: both show.
    result = try demo.snapshot("day", width: 70, height: 30, keys: "left left left")
    #expect(result.output.contains("Sleep"))
    #expect(result.output.contains("Walk"))
  }
}

@Suite(.serialized) struct DemoBadDataTests {
  static let files = ["Animals.plist", "feed-1.json", "heart-rate.csv"]
  static let screens = ["Animals.plist": "animals", "feed-1.json": "feed", "heart-rate.csv": "day"]

  func copyOfBundledData() throws -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let source = root.appendingPathComponent("Sources/DemoScreens/Resources")
    let target = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-data-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: source, to: target)
    return target
  }

  @Test(arguments: files)
  func malformedFileIsNamedAndExitsNonZero(file: String) throws {
    let directory = try copyOfBundledData()
    try Data("this is not valid ]]>\n1,2".utf8).write(to: directory.appendingPathComponent(file))
    let screen = try #require(Self.screens[file])
    let result = try DemoProcess().snapshot(screen, extra: ["--data-dir", directory.path])
    #expect(result.status == 1)
    #expect(result.error.contains(file), "\(result.error)")
    #expect(!result.error.contains("Fatal error"))
  }

  @Test(arguments: files)
  func missingFileIsNamed(file: String) throws {
    let directory = try copyOfBundledData()
    try FileManager.default.removeItem(at: directory.appendingPathComponent(file))
    let screen = try #require(Self.screens[file])
    let result = try DemoProcess().snapshot(screen, extra: ["--data-dir", directory.path])
    #expect(result.status == 1)
    #expect(result.error.contains("\(file): the file is missing"))
  }

  @Test func wrongTypeNamesTheRecordAndKey() throws {
    let directory = try copyOfBundledData()
    let url = directory.appendingPathComponent("feed-1.json")
    let text = try String(contentsOf: url, encoding: .utf8)
      .replacingOccurrences(of: "\"likes\": 0", with: "\"likes\": \"many\"")
      .replacingOccurrences(of: "\"likes\": 1,", with: "\"likes\": \"many\",")
      .replacingOccurrences(of: "\"likes\": 2,", with: "\"likes\": \"many\",")
      .replacingOccurrences(of: "\"likes\": 17,", with: "\"likes\": \"many\",")
      .replacingOccurrences(of: "\"likes\": 348,", with: "\"likes\": \"many\",")
      .replacingOccurrences(of: "\"likes\": 1203,", with: "\"likes\": \"many\",")
    try Data(text.utf8).write(to: url)
    let result = try DemoProcess().snapshot("feed", extra: ["--data-dir", directory.path])
    #expect(result.status == 1)
    #expect(result.error.contains("feed-1.json, post 1, key \"likes\""))
  }

  @Test func hostileTextStaysWithinTheWidth() throws {
    let directory = try copyOfBundledData()
    let caption = String(repeating: "長い🧑‍🤝‍🧑e\u{301}\u{7}\t🇯🇵 ", count: 1_000)
    let post: [String: Any] = [
      "id": "p1", "username": "\u{1B}[31mred", "imageAlt": String(caption.prefix(200)),
      "imageAspectRatio": 1, "likes": 1, "caption": caption, "comments": 1, "age": 61,
    ]
    let page = try JSONSerialization.data(withJSONObject: ["posts": [post]])
    try page.write(to: directory.appendingPathComponent("feed-1.json"))
    for width in [30, 80] {
      let result = try DemoProcess().snapshot(
        "feed", width: width, height: 40, keys: "down down down",
        extra: ["--data-dir", directory.path])
      #expect(result.status == 0, "\(result.error)")
      #expect(!result.output.contains("\u{1B}"))
      for line in result.lines {
        #expect(displayWidth(line) <= width, "\(line)")
      }
    }
  }
}
