import Foundation
import Testing

/// Keys that move through the demo's lists, as a user presses them (issue 11, defects 2, 3, 5
/// and 7).
@Suite(.serialized) struct ListNavigationSnapshotTests {
  /// The line with the cursor marker.
  func cursor(_ result: DemoProcess.Result) -> String? {
    result.lines.first { $0.contains("▌") }.map { String($0) }
  }

  func frame(_ screen: String, width: Int = 80, height: Int = 24, keys: String = "") throws
    -> DemoProcess.Result
  {
    let result = try DemoProcess().snapshot(screen, width: width, height: height, keys: keys)
    #expect(result.status == 0, "\(result.error)")
    return result
  }

  @Test func pageDownNeverGoesBack() throws {
    #expect(try cursor(frame("home", keys: "pagedown pagedown"))?.contains("▌Processes") == true)
    var seen: [String] = []
    for count in 1...4 {
      let keys = Array(repeating: "pagedown", count: count).joined(separator: " ")
      seen.append(try cursor(frame("animals", height: 12, keys: keys)) ?? "none")
    }
    let order = try frame("animals", height: 200).lines.filter { $0.contains("›") }.map {
      String($0.dropFirst().prefix(20))
    }
    let positions = seen.map { line in order.firstIndex { line.dropFirst().hasPrefix($0) } ?? -1 }
    #expect(!positions.contains(-1), "\(seen)")
    #expect(positions == positions.sorted(), "\(seen)")
    #expect(positions.last == order.count - 1, "\(seen)")
  }

  /// Issue 31, item 8: Ctrl-D at 40×12 and 40×13 scrolled the focused row's marker above the
  /// screen, so nothing looked focused and Enter only scrolled back.
  @Test(arguments: [12, 13])
  func halfAPageDownKeepsTheMarkerOnScreen(height: Int) throws {
    for count in 1...3 {
      let keys = Array(repeating: "ctrl-d", count: count).joined(separator: " ")
      let result = try frame("animals", width: 40, height: height, keys: keys)
      #expect(cursor(result) != nil, "\(keys)\n\(result.output)")
    }
    let back = try frame("animals", width: 40, height: height, keys: "G ctrl-u")
    #expect(cursor(back) != nil, "\(back.output)")
  }

  @Test func pageUpFromTheEndGoesBackOnePage() throws {
    let line = try cursor(frame("animals", height: 12, keys: "G pageup"))
    #expect(line != nil)
    #expect(line?.contains("Red fox") == false)
    #expect(line?.contains("Narwhal") == false)
  }

  @Test func arrowsScrollContentWithoutSelectableRows() throws {
    let detail = try frame("animals", width: 40, height: 20, keys: "enter")
    let scrolled = try frame("animals", width: 40, height: 20, keys: "enter down down down")
    #expect(scrolled.output != detail.output)
    // Three lines further down (the scroll indicator aside).
    #expect(scrolled.lines[1].dropLast() == detail.lines[4].dropLast())
    let day = try frame("day", height: 12)
    for keys in ["j", "pagedown"] {
      let moved = try frame("day", height: 12, keys: keys)
      #expect(moved.output != day.output, "\(keys)")
    }
  }

  @Test func endShowsTheLastCardWhole() throws {
    let end = try frame("day", height: 12, keys: "end")
    // The last line above the footer is the last card's bottom border.
    #expect(end.lines[10].hasPrefix("╰"), "\(end.output)")
    #expect(try frame("day", height: 12, keys: "end end").output == end.output)
  }

}
