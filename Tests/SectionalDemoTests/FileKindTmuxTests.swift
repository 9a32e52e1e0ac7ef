import Foundation
import TestSupport
import Testing

/// Issue 31, item 2, where the real terminal matters: the interactive demo reads its saved
/// state as it starts, and its data files as screens open. Replaced by each
/// ``FileReplacement``, the saved state is refused at once, kept aside (nothing is deleted) and
/// named in an alert that says what it is, and the demo takes keys; a data file that is a FIFO
/// is named before the demo takes the terminal, instead of a blank screen that waits for ever.
///
/// The demo runs with its memory limited, so that a build that reads `/dev/zero` or a 5 GB
/// file fails here instead of eating the machine's memory.
@Suite(
  .timeLimit(.minutes(1)),
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct FileKindTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  /// The text of the alert titled `title` on `screen`, in one line: what lies between its
  /// frame's sides, so that a phrase wrapped over two lines is found and the screen behind it
  /// is not; `nil` when no such alert shows.
  static func alert(_ title: String, on screen: String) -> String? {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
    guard let top = lines.firstIndex(where: { String($0).contains(title) }) else { return nil }
    let titleLine = lines[top]
    guard
      let start = String(titleLine).range(of: title).map({
        String(titleLine).distance(
          from: String(titleLine).startIndex, to: $0.lowerBound)
      }),
      let left = titleLine[..<start].lastIndex(of: "│"),
      let right = titleLine[start...].firstIndex(of: "│")
    else { return nil }
    var text: [String] = []
    for line in lines[top...] {
      guard line.count > right, line[left] == "│", line[right] == "│" else { break }
      text.append(String(line[(left + 1)..<right]))
    }
    return text.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The screen's text in one line.
  static func flattened(_ screen: String) -> String {
    screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(arguments: FileReplacement.allCases)
  func aSavedStateThatCannotBeReadIsKeptAsideAndSaid(replacement: FileReplacement) async throws {
    if let reason = replacement.unavailableReason {
      try Test.cancel("the saved state replaced by \(replacement) is skipped: \(reason)")
    }
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    let folder = tmux.directory.appendingPathComponent("sectional-demo")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try replacement.apply(to: folder.appendingPathComponent("state.json"))
    try tmux.tmux(["new-session", "-d", "-s", tmux.session, "-x", "100", "-y", "30", "sh"])
    defer { tmux.stop() }
    try tmux.type(
      "ulimit -v \(DemoProcess.memoryLimitKiB); XDG_CONFIG_HOME=\(tmux.directory.path) "
        + "LANG=C.UTF-8 NO_COLOR=1 \(executable.path); echo FIN''ISHED\n")
    let context = "the saved state replaced by \(replacement)"
    #expect(
      try await tmux.waitFor("Saved state", seconds: 10),
      "\(context): no alert:\n\((try? tmux.screen()) ?? "")")
    let screen = try tmux.screen()
    let text = try #require(Self.alert("Saved state", on: screen), "\(context):\n\(screen)")
    #expect(text.contains(replacement.words), "\(context):\n\(text)")
    #expect(text.contains("kept as state.json.bad"), "\(context):\n\(text)")
    var kept = stat()
    #expect(lstat(folder.appendingPathComponent("state.json.bad").path, &kept) == 0, "\(context)")
    // The demo takes keys: the alert goes, then the demo quits.
    try tmux.press("Enter")
    try tmux.type("q")
    #expect(
      try await tmux.waitFor("FINISHED", seconds: 10),
      "\(context): the demo did not quit:\n\((try? tmux.screen()) ?? "")")
  }

  @Test func aDataFileThatIsAFIFOIsNamedAtStart() async throws {
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    let data = tmux.directory.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try FileReplacement.fifo.apply(to: data.appendingPathComponent("Animals.plist"))
    try tmux.tmux(["new-session", "-d", "-s", tmux.session, "-x", "100", "-y", "30", "sh"])
    defer { tmux.stop() }
    try tmux.type(
      "XDG_CONFIG_HOME=\(tmux.directory.path) LANG=C.UTF-8 NO_COLOR=1 \(executable.path) "
        + "animals --data-dir \(data.path); echo STATUS=$?; echo FIN''ISHED\n")
    #expect(
      try await tmux.waitFor("FINISHED", seconds: 10),
      "the demo did not end:\n\((try? tmux.screen()) ?? "")")
    let text = Self.flattened(try tmux.screen())
    #expect(text.contains("Animals.plist: it is a FIFO"), "\(text)")
    #expect(text.contains("STATUS=1"), "\(text)")
  }
}
