import DemoScreens
import Foundation
import Testing

/// Issue 20's data-file defects: unbounded aspect ratios, CRLF, files without records, and
/// messages in implementation jargon. Every problem names the file, the place and what is
/// wrong, in the user's words.
@MainActor
@Suite struct DataFileProblemTests {
  /// The bundled `Animals.plist` with the first animal's `photoAspectRatio` element replaced.
  func animals(ratio element: String) throws -> String {
    let text = try String(
      contentsOf: DataDirectory.bundled.url.appendingPathComponent("Animals.plist"),
      encoding: .utf8)
    let range = try #require(text.range(of: "<real>1.5</real>"))
    return text.replacingCharacters(in: range, with: element)
  }

  /// The bundled `feed-1.json` with the first post's `imageAspectRatio` replaced.
  func feed(ratio value: String) throws -> String {
    let text = try String(
      contentsOf: DataDirectory.bundled.url.appendingPathComponent("feed-1.json"),
      encoding: .utf8)
    let range = try #require(text.range(of: "\"imageAspectRatio\": 1.25"))
    return text.replacingCharacters(in: range, with: "\"imageAspectRatio\": \(value)")
  }

  // MARK: Item 1: aspect ratios from 0.1 to 10

  @Test(arguments: [
    ("<real>1e-300</real>", "1e-300"), ("<real>1e-10</real>", "1e-10"),
    ("<real>1e-4</real>", "0.0001"), ("<real>0</real>", "0"), ("<real>-1</real>", "-1"),
    ("<real>nan</real>", "not a number"), ("<real>inf</real>", "infinity"),
    ("<real>1e300</real>", "1e+300"), ("<real>0.09</real>", "0.09"), ("<real>10.5</real>", "10.5"),
    ("<string>abc</string>", "text \"abc\""),
  ])
  func anAnimalsRatioOutsideTheRangeIsRefused(element: String, found: String) throws {
    let scratch = try ScratchData()
    try scratch.write("Animals.plist", try animals(ratio: element))
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", place: "animal 1, key \"photoAspectRatio\"",
        problem: "must be a number from 0.1 to 10, found \(found)")
    ) {
      try Animal.load(from: scratch.directory)
    }
  }

  @Test(arguments: [
    ("1e-300", "1e-300"), ("1e-10", "1e-10"), ("0.0001", "0.0001"), ("0", "0"), ("-2", "-2"),
    ("1e300", "1e+300"), ("\"wide\"", "text \"wide\""), ("null", "nothing"),
  ])
  func aPostsRatioOutsideTheRangeIsRefused(value: String, found: String) throws {
    let scratch = try ScratchData()
    try scratch.write("feed-1.json", try feed(ratio: value))
    #expect(
      throws: DemoDataError(
        file: "feed-1.json", place: "post 1, key \"imageAspectRatio\"",
        problem: "must be a number from 0.1 to 10, found \(found)")
    ) {
      try FeedPage.load(page: 1, from: scratch.directory)
    }
  }

  @Test func theBundledRatiosAreInTheRange() throws {
    #expect(try Animal.load(from: .bundled).allSatisfy { (0.1...10).contains($0.photoAspectRatio) })
    for page in 1...FeedPage.pageCount {
      let posts = try FeedPage.load(page: page, from: .bundled).posts
      #expect(posts.allSatisfy { (0.1...10).contains($0.imageAspectRatio) })
    }
  }

  // MARK: Item 11: a file without records says what is missing

  @Test func filesWithoutRecordsAreRefusedAlike() throws {
    let scratch = try ScratchData()
    try scratch.write("Animals.plist", "<plist version=\"1.0\"><array/></plist>")
    #expect(throws: DemoDataError(file: "Animals.plist", problem: "the file lists no animals")) {
      try Animal.load(from: scratch.directory)
    }
    try scratch.write("feed-1.json", #"{"posts": []}"#)
    #expect(throws: DemoDataError(file: "feed-1.json", problem: "the file lists no posts")) {
      try FeedPage.load(page: 1, from: scratch.directory)
    }
  }

  // MARK: Item 12: messages in the user's words

  @Test func aWrongKindOfValueIsNamedInTheUsersWords() throws {
    let scratch = try ScratchData()
    try scratch.write("Animals.plist", "<plist version=\"1.0\"><dict/></plist>")
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", problem: "expected a list of animals, found a dictionary")
    ) {
      try Animal.load(from: scratch.directory)
    }
    try scratch.write(
      "Animals.plist", "<plist version=\"1.0\"><array><string>fox</string></array></plist>")
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", place: "animal 1",
        problem: "expected a dictionary of keys, found text \"fox\"")
    ) {
      try Animal.load(from: scratch.directory)
    }
    try scratch.write("feed-1.json", #"{"posts": {"id": 3}}"#)
    #expect(
      throws: DemoDataError(
        file: "feed-1.json", place: "key \"posts\"",
        problem: "expected a list of posts, found a dictionary")
    ) {
      try FeedPage.load(page: 1, from: scratch.directory)
    }
  }

  @Test func aFolderInPlaceOfAFileIsNamed() throws {
    let scratch = try ScratchData()
    try scratch.remove("Animals.plist")
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("Animals.plist"), withIntermediateDirectories: false)
    #expect(
      throws: DemoDataError(file: "Animals.plist", problem: "it is a folder, not a file")
    ) {
      try Animal.load(from: scratch.directory)
    }
  }

  /// Issue 31, item 2: a FIFO or a link to a device in place of a data file is refused at once
  /// (a read would wait for a writer, or never end), saying what it is.
  @Test func aFIFOOrADeviceInPlaceOfAFileIsNamed() throws {
    let scratch = try ScratchData()
    try scratch.remove("Animals.plist")
    let path = scratch.url.appendingPathComponent("Animals.plist").path
    try #require(mkfifo(path, 0o644) == 0)
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", problem: "it is a FIFO (a named pipe), not a file")
    ) {
      try Animal.load(from: scratch.directory)
    }
    try scratch.remove("heart-rate.csv")
    try #require(
      symlink("/dev/zero", scratch.url.appendingPathComponent("heart-rate.csv").path) == 0)
    #expect(
      throws: DemoDataError(
        file: "heart-rate.csv", problem: "it links to /dev/zero, which is a device, not a file")
    ) {
      try HeartRateSample.load(from: scratch.directory)
    }
  }

  /// The size limit is said in megabytes, as a person reads a file's size.
  @Test func aFileOverTheSizeLimitIsRefusedInMegabytes() throws {
    let scratch = try ScratchData()
    try Data(repeating: 0x20, count: 5 << 20).write(
      to: scratch.url.appendingPathComponent("Animals.plist"))
    #expect(
      throws: DemoDataError(
        file: "Animals.plist", problem: "the file is 5.0 MB; a data file may be at most 4 MB")
    ) {
      try Animal.load(from: scratch.directory)
    }
  }

  @Test func invalidUTF8NamesItsLineAndByte() throws {
    let scratch = try ScratchData()
    var csv = Data("date,time,bpm,activity\n2026-11-01,00:00,50,sleep\n2026-".utf8)
    csv.append(0xFF)
    csv.append(contentsOf: Data("1-01,00:30,50,sleep\n".utf8))
    try csv.write(to: scratch.url.appendingPathComponent("heart-rate.csv"))
    #expect(
      throws: DemoDataError(
        file: "heart-rate.csv", place: "line 3, byte 6", problem: "not valid UTF-8 text")
    ) {
      try HeartRateSample.load(from: scratch.directory)
    }
    var json = Data(try feed(ratio: "1.25").utf8)
    let caption = try #require(json.firstRange(of: Data("Morning".utf8)))
    json[caption.lowerBound + 2] = 0xC3  // a lead byte followed by an ASCII letter
    try json.write(to: scratch.url.appendingPathComponent("feed-1.json"))
    #expect(
      throws: DemoDataError(
        file: "feed-1.json", place: "line 10, byte 21", problem: "not valid UTF-8 text")
    ) {
      try FeedPage.load(page: 1, from: scratch.directory)
    }
  }

  /// Found by the data-file fuzzer: a problem quoted a whole field, so a field of 1 MB gave a
  /// message of 1 MB.
  @Test func aLongValueIsQuotedByItsLength() {
    let long = String(repeating: "a", count: 1 << 20)
    #expect(
      throws: DemoDataError(
        file: "heart-rate.csv", place: "line 2, column activity",
        problem: "expected one of rest, sleep, walk, run, cycle, found text of 1048576 characters")
    ) {
      try HeartRateSample.parse(
        "date,time,bpm,activity\n2026-11-01,01:00,50,\(long)\n", file: "heart-rate.csv")
    }
  }

  @Test func malformedJSONNamesItsLineAndByte() throws {
    let scratch = try ScratchData()
    try scratch.write("feed-1.json", #"{"posts": [1, 2}"#)
    #expect(
      throws: DemoDataError(
        file: "feed-1.json", place: "line 1, byte 16", problem: "not valid JSON (invalid value)")
    ) {
      try FeedPage.load(page: 1, from: scratch.directory)
    }
    try scratch.write("feed-1.json", #"{"posts": [{"id": "#)
    #expect(
      throws: DemoDataError(
        file: "feed-1.json", problem: "not valid JSON (the file ends in mid-value)")
    ) {
      try FeedPage.load(page: 1, from: scratch.directory)
    }
  }

  @Test(arguments: [
    #"{"posts": [ {"id": "x", "#, #"{"posts": [1, 2}"#, "{\n\n  \"posts\": [ nope ] }",
    "<plist><array><dict><key>id</key></array></plist>",
  ])
  func malformedSyntaxIsDescribedWithoutJargon(text: String) throws {
    let scratch = try ScratchData()
    let isPlist = text.hasPrefix("<")
    let file = isPlist ? "Animals.plist" : "feed-1.json"
    try scratch.write(file, text)
    #expect {
      if isPlist {
        _ = try Animal.load(from: scratch.directory)
      } else {
        _ = try FeedPage.load(page: 1, from: scratch.directory)
      }
    } throws: { error in
      let error = try #require(error as? DemoDataError)
      let jargon = [
        "NSCocoaErrorDomain", "operation could not", "Dictionary<", "Array<", "error 3",
      ]
      let message = error.description
      #expect(error.file == file)
      #expect(
        error.problem.hasPrefix(isPlist ? "not a valid property list" : "not valid JSON"),
        "\(message)")
      #expect(!jargon.contains { message.contains($0) }, "\(message)")
      return true
    }
  }
}
