import DemoScreens
import Foundation
import Sectional
import SectionalTerminal
import Testing

@testable import sectional_demo

/// Issue 20, item 13: seeded damage to every demo data file, each damaged file run through
/// `snapshot` of the screen that reads it, in colour and not. Every outcome must be a clear
/// error naming the file (one line, no Swift or Foundation jargon) or a frame of exactly the
/// asked size. Most files go through the executable's own rendering code in-process
/// (``SnapshotRendering``), a sample through the built executable itself.
///
/// The seed is printed with every failure; set `SECTIONAL_FUZZ_SEED` to run another one, and
/// `SECTIONAL_FUZZ_COUNT` to change how many files are damaged in-process (9,900; with the
/// executable's 100, ten thousand).
@Suite(.serialized) struct DataFileFuzzTests {
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["SECTIONAL_FUZZ_SEED"].flatMap { UInt64($0) }
    ?? 2026_1124
  static let width = 60
  static let height = 20

  /// A data file, the screen that reads it and the key sequences that make it read all of it.
  struct Target: Sendable {
    let file: String
    let screen: ScreenName
    let keys: [[String]]
    /// The feed page the file holds, loaded as the Feed scrolls (not when it opens).
    var page: Int?
  }

  static let targets = [
    Target(file: "Animals.plist", screen: .animals, keys: [[], ["enter"], ["end", "enter"]]),
    Target(file: "feed-1.json", screen: .feed, keys: [[], ["down", "down"]]),
    Target(file: "feed-2.json", screen: .feed, keys: [["end"]], page: 2),
    Target(file: "feed-3.json", screen: .feed, keys: [["end", "end"]], page: 3),
    Target(file: "heart-rate.csv", screen: .day, keys: [[], ["right"], ["end"]]),
  ]

  /// A copy of the bundled data files for each target, in which only that target's file is
  /// damaged: a damaged file is simply overwritten by the next one, never restored. Page 2 does
  /// not fail its first load, so that pressing End twice reaches page 3.
  struct Scratch {
    let url: URL
    let originals: [String: Data]

    init() throws {
      let fileManager = FileManager.default
      // Memory, where there is a file system in memory: ten thousand writes to a busy disk
      // took longer than reading the files back.
      let shm = URL(fileURLWithPath: "/dev/shm")
      let base = fileManager.isWritableFile(atPath: shm.path) ? shm : fileManager.temporaryDirectory
      url = base.appendingPathComponent("sectional-fuzz-\(UUID().uuidString)")
      let pristine = url.appendingPathComponent("pristine")
      try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
      try DemoDataCopy.make(at: pristine)
      var originals: [String: Data] = [:]
      for target in DataFileFuzzTests.targets {
        originals[target.file] = try Data(
          contentsOf: pristine.appendingPathComponent(target.file))
        try fileManager.copyItem(at: pristine, to: url.appendingPathComponent(target.file))
      }
      self.originals = originals
    }

    /// The data directory in which `file` is damaged.
    func directory(for file: String) -> DataDirectory {
      DataDirectory(url: url.appendingPathComponent(file))
    }

    /// Writes `data` as `file`, plainly (Foundation's `Data.write` took milliseconds each).
    func write(_ file: String, _ data: Data) throws {
      let path = url.appendingPathComponent(file).appendingPathComponent(file).path
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      try #require(descriptor >= 0, "cannot write \(path)")
      defer { close(descriptor) }
      let written = data.withUnsafeBytes { buffer in
        buffer.baseAddress.map { Foundation.write(descriptor, $0, buffer.count) } ?? 0
      }
      try #require(written == data.count, "cannot write \(path)")
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  /// One damaged file: which, what was done to it, and how it is shown.
  struct Case: CustomStringConvertible {
    let seed: UInt64
    let number: Int
    let target: Target
    let mutation: String
    let color: Bool
    let keys: [String]
    let data: Data

    var description: String {
      "seed \(seed), file \(number): \(target.file) (\(mutation)), "
        + "snapshot \(target.screen.rawValue) --keys \"\(keys.joined(separator: " "))\" "
        + "--color \(color ? "always" : "never")"
    }
  }

  /// Which target each damaged file hits, in turn: the loaders that are quick to run get more
  /// files (heart-rate.csv takes the longest to read, the Feed's pages the shortest).
  static let turns = [0, 1, 2, 3, 4, 0, 1, 2, 3, 0, 1, 2, 0, 1, 3, 0, 1, 2, 3, 4]

  /// The damaged file number `number`, drawing from `random`: the same for the same seed.
  static func makeCase(
    _ number: Int, seed: UInt64, random: inout SeededGenerator, originals: [String: Data]
  ) -> Case {
    let target = targets[turns[number % turns.count]]
    var mutator = DataFileMutator(format: .init(file: target.file), random: random)
    let (data, mutation) = mutator.mutate(originals[target.file] ?? Data())
    random = mutator.random
    let keys = target.keys[(number / turns.count) % target.keys.count]
    return Case(
      seed: seed, number: number, target: target, mutation: mutation, color: number % 2 == 0,
      keys: keys,
      data: data)
  }

  /// What is wrong with an error about `file`, or `nil` when it is clear.
  static func judge(_ message: String, file: String) -> String? {
    let jargon = [
      "NSCocoaErrorDomain", "operation could not", "Dictionary<", "Array<", "Swift.", "Optional(",
      "DecodingError", "CodingKeys", "error 2", "error 3",
    ]
    if !message.contains(file) { return "the error does not name \(file): \(message)" }
    if message.contains("\n") { return "the error takes more than one line: \(message)" }
    if message.count > 400 { return "the error is \(message.count) characters long" }
    if let word = jargon.first(where: { message.contains($0) }) {
      return "the error says \"\(word)\": \(message)"
    }
    return nil
  }

  /// What is wrong with a frame, or `nil` when it has `height` lines of at most `width`
  /// columns, measured as the terminal measures them (a wide character takes two).
  static func judge(frame: String) -> String? {
    let lines = plain(frame).split(separator: "\n", omittingEmptySubsequences: false)
    if lines.count != height { return "the frame has \(lines.count) lines, not \(height)" }
    if let wide = lines.first(where: { DisplayWidth.of(String($0)) > width }) {
      return "a line is \(DisplayWidth.of(String(wide))) columns wide: \(wide.prefix(120))"
    }
    return nil
  }

  /// `text` without its ANSI escape sequences.
  static func plain(_ text: String) -> String {
    var result = ""
    var escape = false
    for scalar in text.unicodeScalars {
      if escape {
        if scalar.properties.isAlphabetic { escape = false }
      } else if scalar == "\u{1B}" {
        escape = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Every damaged file goes through the loader that reads it, as `snapshot` calls it:
  /// opening the screen (Animals, Day, the Feed's first page), or the page loader the Feed
  /// calls as it scrolls (pages 2 and 3). A refusal must be clear. Then one file in eight that
  /// the loaders accept, and one in a hundred of the others, is drawn as `snapshot` draws it
  /// (pressing the keys that make the Feed load a damaged page), in colour and not, which must
  /// give a frame of the asked size. (Drawing takes 50 to 150 ms in a debug build; drawing all
  /// would take twenty minutes.)
  @MainActor
  @Test func damagedFilesAreRefusedClearlyOrDrawnInBounds() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let count = Int(ProcessInfo.processInfo.environment["SECTIONAL_FUZZ_COUNT"] ?? "") ?? 9_900
    let drawAccepted = 8
    let drawRefused = 100
    let started = ContinuousClock.now
    var refused = 0
    var drawn = 0
    var failures = 0
    var random = SeededGenerator(seed: Self.seed)
    var acceptedCount = 0
    for number in 0..<count {
      let item = Self.makeCase(
        number, seed: Self.seed, random: &random, originals: scratch.originals)
      try scratch.write(item.target.file, item.data)
      let directory = scratch.directory(for: item.target.file)
      let catalog = DemoCatalog(directory: directory, store: PreferenceStore(url: nil))
      var problems: [String] = []
      var root: (any Screen)?
      var accepted = true
      switch SnapshotRendering.open(item.target.screen, catalog: catalog) {
      case .failure(let error):
        accepted = false
        problems.append(Self.judge(error.description, file: item.target.file) ?? "")
      case .success(let screen):
        root = screen
        if let page = item.target.page {
          do {
            _ = try FeedPage.load(page: page, from: directory)
          } catch {
            accepted = false
            problems.append(Self.judge(error.description, file: item.target.file) ?? "")
          }
        }
      }
      if accepted { acceptedCount += 1 } else { refused += 1 }
      if let root, accepted ? acceptedCount % drawAccepted == 0 : number % drawRefused == 0 {
        drawn += 1
        let frame = await SnapshotRendering.draw(
          root, catalog: catalog, width: Self.width, height: Self.height,
          keys: item.keys.compactMap { KeyEvent(name: $0) }, color: item.color, ascii: false)
        problems.append(Self.judge(frame: frame) ?? "")
        if let error = catalog.lastError {
          problems.append(Self.judge(error.description, file: item.target.file) ?? "")
        }
      }
      if let problem = problems.first(where: { !$0.isEmpty }) {
        failures += 1
        Issue.record("\(item): \(problem)")
        if failures >= 10 { break }
      }
    }
    print(
      "data-file fuzzer: seed \(Self.seed), \(count) damaged files in-process, \(refused) refused, "
        + "\(drawn) drawn, in \(ContinuousClock.now - started)")
  }

  @Test func aSampleThroughTheExecutableExitsCleanlyInBoundedMemory() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let demo = try DemoProcess()
    let count = 100
    let started = ContinuousClock.now
    // Another seed than the in-process run's: a hundred more files.
    var random = SeededGenerator(seed: Self.seed &+ 1)
    for number in 0..<count {
      let item = Self.makeCase(
        number, seed: Self.seed &+ 1, random: &random, originals: scratch.originals)
      try scratch.write(item.target.file, item.data)
      var arguments = [
        "--data-dir", scratch.directory(for: item.target.file).url.path, "--color",
        item.color ? "always" : "never",
      ]
      if !item.keys.isEmpty { arguments += ["--keys", item.keys.joined(separator: " ")] }
      let result = try demo.snapshot(
        item.target.screen.rawValue, width: Self.width, height: Self.height, extra: arguments)
      switch result.status {
      case 0:
        #expect(result.error.isEmpty, "\(item): \(result.error)")
      case 1:
        let message = result.error.trimmingCharacters(in: .newlines)
        #expect(message.hasPrefix("sectional-demo: "), "\(item): \(message)")
        if let problem = Self.judge(message, file: item.target.file) {
          Issue.record("\(item): \(problem)")
        }
      default:
        Issue.record("\(item): exit status \(result.status)\n\(result.error.suffix(2_000))")
      }
      if !result.output.isEmpty, let problem = Self.judge(frame: String(result.output.dropLast())) {
        Issue.record("\(item): \(problem)")
      }
    }
    // The largest resident size of any child so far, in kilobytes. The bundled data needs tens
    // of megabytes; a ratio of 1e-10 once asked for 4.4 TB.
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
      let kilobytes = usage.ru_maxrss
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
      let kilobytes = usage.ru_maxrss / 1024
    #endif
    #expect(kilobytes < 1_000_000, "a snapshot used \(kilobytes) kB")
    print(
      "data-file fuzzer: seed \(Self.seed &+ 1), \(count) damaged files through the executable "
        + "in \(ContinuousClock.now - started), largest child \(kilobytes) kB")
  }
}
