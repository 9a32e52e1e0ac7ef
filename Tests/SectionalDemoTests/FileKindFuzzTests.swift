import DemoScreens
import Foundation
import Testing

/// Issue 31, item 2: every file `snapshot` reads — each data file, a picture, the `--state`
/// file — replaced in turn by each ``FileReplacement`` (a FIFO, links to a FIFO, `/dev/zero`
/// and `/dev/null`, a folder, an empty file, a sparse 5 GB file, a link to nothing, a file
/// without read permission), and the built executable run on it.
///
/// Each run must end within three seconds (a sound run takes a fraction of one; the margin is
/// for a loaded machine) — it is killed at the deadline, with its memory limited,
/// so that a build that waits on a FIFO or reads `/dev/zero` fails here instead of hanging or
/// eating the machine's memory — with a clear result: a one-line error naming the file and
/// saying what it is, the Feed's "Loading failed" row naming it (for a page read while
/// scrolling), or the picture's alt text (a picture that cannot be read is drawn as its frame).
///
/// A run that misses the deadline is tried twice more before it counts, so that a busy machine
/// is not taken for a hang: a hang misses every time.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct FileKindFuzzTests {
  static let deadline = Duration.seconds(3)
  static let attempts = 3

  /// A file the demo reads, and the snapshot that reads it.
  enum Target: String, CaseIterable, Sendable, CustomStringConvertible {
    case animals = "Animals.plist"
    case feedPage1 = "feed-1.json"
    case feedPage2 = "feed-2.json"
    case feedPage3 = "feed-3.json"
    case heartRate = "heart-rate.csv"
    case picture = "images/red-fox.png"
    case state = "state.json"

    var description: String { rawValue }

    /// The snapshot's arguments, with the data files in `directory`.
    func arguments(directory: URL) -> [String] {
      let data = ["--data-dir", directory.path, "--width", "120", "--height", "30"]
      return switch self {
      case .animals: ["snapshot", "animals"] + data
      case .feedPage1: ["snapshot", "feed"] + data
      case .feedPage2: ["snapshot", "feed", "--keys", "end"] + data
      case .feedPage3: ["snapshot", "feed", "--keys", "end end"] + data
      case .heartRate: ["snapshot", "day"] + data
      case .picture: ["snapshot", "animals", "--keys", "enter", "--color", "always"] + data
      case .state:
        ["snapshot", "settings", "--state", directory.appendingPathComponent(rawValue).path]
          + data
      }
    }

    /// How the file is named in the message: by name for a data file, by path for `--state`.
    func name(directory: URL) -> String {
      self == .state ? directory.appendingPathComponent(rawValue).path : rawValue
    }
  }

  /// A copy of the bundled data files and a state file, in which page 2 of the Feed loads at
  /// the first attempt (so that End twice reaches page 3).
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-file-kinds-\(UUID().uuidString)")
    try DemoDataCopy.make(at: url)
    try Data(#"{"isLoggedIn": true}"#.utf8).write(
      to: url.appendingPathComponent(Target.state.rawValue))
    return url
  }

  /// What is wrong with the run's result for `target` replaced by `replacement`, or `nil`.
  static func judge(
    _ run: DemoProcess.TimedResult, target: Target, replacement: FileReplacement, directory: URL
  ) -> String? {
    let result = run.result
    let name = target.name(directory: directory)
    switch target {
    case .picture:
      // The picture's frame with its alt text, as for any picture that cannot be drawn.
      guard result.status == 0 else { return "exit status \(result.status): \(result.error)" }
      guard result.output.contains("A red fox standing") else {
        return "no alt text in the frame:\n\(result.output)"
      }
      return nil
    case .feedPage2, .feedPage3:
      // A page read while scrolling fails in the list, which offers to try again.
      guard result.status == 0 else { return "exit status \(result.status): \(result.error)" }
      // The row and the lines it wraps onto, up to the blank line after it.
      let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces.union(["┃", "│"]))
      }
      guard let first = lines.firstIndex(where: { $0.contains("Loading failed") }) else {
        return "no \"Loading failed\" row in the frame:\n\(result.output)"
      }
      let message = lines[first...].prefix { !$0.isEmpty }.joined(separator: " ")
      if let problem = DataFileFuzzTests.judge(message, file: name) { return problem }
      guard message.contains(replacement.words) else {
        return "the row does not say \"\(replacement.words)\": \(message)"
      }
      return nil
    case .animals, .feedPage1, .heartRate, .state:
      guard result.status != 0 else { return "exit status 0:\n\(result.output)" }
      let message = result.error.trimmingCharacters(in: .whitespacesAndNewlines)
      if let problem = DataFileFuzzTests.judge(message, file: name) { return problem }
      guard message.contains(replacement.words) else {
        return "the message does not say \"\(replacement.words)\": \(message)"
      }
      return nil
    }
  }

  @Test(arguments: Target.allCases, FileReplacement.allCases)
  func everyFileTheDemoReadsGivesAClearResultWithinASecond(
    target: Target, replacement: FileReplacement
  ) async throws {
    if let reason = replacement.unavailableReason {
      try Test.cancel("\(target) replaced by \(replacement) is skipped: \(reason)")
    }
    let demo = try DemoProcess()
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    try replacement.apply(to: directory.appendingPathComponent(target.rawValue))
    let arguments = target.arguments(directory: directory)
    let command = "sectional-demo " + arguments.joined(separator: " ")
    let run = try await demo.run(arguments, deadline: Self.deadline, attempts: Self.attempts)
    #expect(
      !run.timedOut,
      """
      \(target) replaced by \(replacement): no result within \(Self.deadline) in \
      \(Self.attempts) attempts (killed): \(command)
      """)
    guard !run.timedOut else { return }
    if let problem = Self.judge(run, target: target, replacement: replacement, directory: directory)
    {
      Issue.record("\(target) replaced by \(replacement): \(problem)\n\(command)")
    }
  }
}
