import Foundation
import Testing

/// How the demo's text reads in a frame: paragraphs apart, rows lined up, a disclosure only
/// where a screen opens, subtitles whole.
@Suite(.serialized) struct ScreenTextTests {
  /// The frame's lines without the scroll indicator column and trailing spaces.
  func lines(_ screen: String, width: Int = 80, height: Int = 30, keys: String) throws -> [String] {
    let result = try DemoProcess().snapshot(screen, width: width, height: height, keys: keys)
    #expect(result.status == 0, "\(result.error)")
    return result.lines.map { line in
      var text = String(line)
      while let last = text.last, [" ", "┃", "│"].contains(last) { text.removeLast() }
      return text
    }
  }

  /// The index of the first line containing `text`.
  func index(of text: String, in lines: [String]) throws -> Int {
    try #require(lines.firstIndex { $0.contains(text) }, "no line contains \"\(text)\"")
  }

  @Test(arguments: [
    ("about", "down down down down down down down enter", "Links on the About screen"),
    ("about", "down down down down down down down down enter", "Icon names follow"),
    ("settings", "down down enter", "The software is provided"),
    ("settings", "down down down enter", "This demo keeps"),
  ])
  func paragraphsAreSeparatedByABlankLine(screen: String, keys: String, second: String) throws {
    let lines = try lines(screen, keys: keys)
    let start = try index(of: second, in: lines)
    #expect(start > 0 && lines[start - 1].trimmingCharacters(in: .whitespaces).isEmpty, "\(lines)")
  }

  @Test func theCreditStandsApartFromTheText() throws {
    let lines = try lines("animals", height: 60, keys: "enter")
    let credit = try index(of: "Text by", in: lines)
    #expect(lines[credit - 1].trimmingCharacters(in: .whitespaces).isEmpty, "\(lines)")
  }

  @Test func settingsPrivacyPolicyIsTheDemosOwn() throws {
    let text = try lines("settings", keys: "down down down enter").joined(separator: "\n")
    #expect(text.contains("Privacy Policy"))
    #expect(!text.contains("Scribe"))
    // It says what is kept, likes and saves among it (issue 31, item 6).
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("the posts you like and save"), "\(text)")
  }

  @Test func settingsRowsLineUpAndOnlyPushingRowsHaveADisclosure() throws {
    let lines = try lines("settings", keys: "")
    let terms = try lines[index(of: "Terms and Conditions", in: lines)]
    let debug = try lines[index(of: "Debug Settings", in: lines)]
    #expect(
      terms.firstIndex(of: "T").map { terms.distance(from: terms.startIndex, to: $0) }
        == debug.firstIndex(of: "D").map { debug.distance(from: debug.startIndex, to: $0) })
    #expect(terms.hasSuffix("›"))
    #expect(debug.hasSuffix("›"))
    // Log In opens the Sign In form; Connect Third Party acts at once.
    let logIn = try lines[index(of: "Log In", in: lines)]
    #expect(logIn.hasSuffix("›"), "\(logIn)")
    let connect = try lines[index(of: "Connect Third Party", in: lines)]
    #expect(!connect.contains("›"), "\(connect)")
    // A filter's pill acts at once.
    let pills = try lines[index(of: "Vegan", in: lines)]
    #expect(!pills.contains("›"), "\(pills)")
  }

  @Test func debugSettingsSaysWhatItsFilterCountCounts() throws {
    // Not a bare "Filters 4": the number is the applied filters, out of those there are.
    let lines = try lines("settings", keys: "down down down down enter")
    let filters = try lines[index(of: "Filters", in: lines)]
    #expect(filters.hasSuffix("4 of 4 applied"), "\(lines.joined(separator: "\n"))")
    let oneRemoved = try self.lines("settings", keys: "G enter home down down down down enter")
    let fewer = try oneRemoved[index(of: "Filters", in: oneRemoved)]
    #expect(fewer.hasSuffix("3 of 4 applied"), "\(oneRemoved.joined(separator: "\n"))")
  }

  /// Issue 31, item 12: the Privacy Policy said links open in the browser or mail app, where a
  /// snapshot (and a system without a link opener) shows them in an alert and email always
  /// does. The text says what happens.
  @Test func thePrivacyPolicySaysWhatLinksDo() throws {
    let policy = try lines("about", keys: "down down down down down down down enter")
      .joined(separator: " ")
    #expect(!policy.contains("browser or mail app"), "\(policy)")
    #expect(policy.contains("show the address"), "\(policy)")
    // As a snapshot shows them: the link in an alert, the email address in another.
    let link = try lines("about", keys: "enter").joined(separator: "\n")
    #expect(link.contains("https://github.com/scribe-org/Scribe-iOS"), "\(link)")
    let mail = try lines("about", keys: "down down down down down down enter")
      .joined(separator: "\n")
    #expect(mail.contains("scribe.language@gmail.com"), "\(mail)")
  }
}
