import Foundation
import Testing

/// Runs the built `sectional-demo` executable, as a user would from a shell.
struct DemoProcess {
  struct Result {
    var status: Int32
    var output: String
    var error: String
    var lines: [Substring] { output.split(separator: "\n", omittingEmptySubsequences: false) }
  }

  /// The executable under test: the one named by the environment variable
  /// `SECTIONAL_DEMO_EXECUTABLE` when it is set, else the one next to the test bundle in the
  /// build directory.
  ///
  /// The override points every demo test (snapshot and tmux alike) at another build, to show
  /// that a test fails on an older commit and so can catch the defect it names:
  ///
  /// ```sh
  /// SECTIONAL_DEMO_EXECUTABLE=/path/to/old/.build/debug/sectional-demo \
  ///   swift test --skip-build --filter SectionalDemoTests
  /// ```
  ///
  /// A set variable that names no executable file is not silently ignored: `executable` is then
  /// `nil`, and every test that needs the demo fails saying it was not found.
  static let executable: URL? = {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["SECTIONAL_DEMO_EXECUTABLE"] {
      let url = URL(fileURLWithPath: path)
      return fileManager.isExecutableFile(atPath: url.path) ? url : nil
    }
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      candidates.append(
        URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent(
          "sectional-demo"))
    }
    candidates.append(
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("sectional-demo"))
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    candidates.append(root.appendingPathComponent(".build/debug/sectional-demo"))
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
  }()

  /// A private configuration directory, so tests never touch the user's saved state.
  let configHome: URL

  init() throws {
    configHome = Self.directory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: configHome, withIntermediateDirectories: true)
  }

  /// One directory for every configuration directory of this test process, removed when the
  /// process exits: thousands of runs must not leave thousands of directories behind. (A test
  /// may hand its directory to a process that outlives the value, so it is not removed sooner.)
  static let directory: URL = {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-demo-tests-\(ProcessInfo.processInfo.processIdentifier)")
    atexit {
      try? FileManager.default.removeItem(
        at: FileManager.default.temporaryDirectory.appendingPathComponent(
          "sectional-demo-tests-\(ProcessInfo.processInfo.processIdentifier)"))
    }
    return directory
  }()

  func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Result {
    let running = try start(arguments, environment: extra)
    running.process.waitUntilExit()
    return running.result()
  }

  /// A started run of the demo: the process and the files its output goes to.
  struct Running {
    let process: Process
    let outputURL: URL
    let errorURL: URL
    let handles: [FileHandle]

    /// What the ended process printed, and its status; closes the output files.
    func result() -> Result {
      for handle in handles { try? handle.close() }
      let outData = (try? Data(contentsOf: outputURL)) ?? Data()
      let errData = (try? Data(contentsOf: errorURL)) ?? Data()
      return Result(
        status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
        error: String(decoding: errData, as: UTF8.self))
    }
  }

  /// Starts the demo with `arguments` (after `prefix`: another program that runs it, such as a
  /// shell that limits its memory), its output going to files.
  func start(
    _ arguments: [String], environment extra: [String: String] = [:], prefix: [String] = []
  ) throws -> Running {
    let executable = try #require(
      DemoProcess.executable,
      "sectional-demo was not built (or SECTIONAL_DEMO_EXECUTABLE names no executable)")
    let process = Process()
    if let program = prefix.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(prefix.dropFirst()) + [executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = configHome.path
    environment["NO_COLOR"] = "1"
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    // Output goes to files, not pipes: a tmux server started by a concurrent test inherits every
    // open descriptor, and would hold a pipe's write end open so that reading it never ends.
    let outputURL = configHome.appendingPathComponent("stdout-\(UUID().uuidString)")
    let errorURL = configHome.appendingPathComponent("stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    let handles = [
      try FileHandle(forWritingTo: outputURL), try FileHandle(forWritingTo: errorURL),
    ]
    process.standardOutput = handles[0]
    process.standardError = handles[1]
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      for handle in handles { try? handle.close() }
      throw error
    }
    return Running(process: process, outputURL: outputURL, errorURL: errorURL, handles: handles)
  }

  func snapshot(
    _ screen: String, width: Int = 80, height: Int = 24, keys: String = "",
    extra: [String] = []
  ) throws -> Result {
    var arguments = ["snapshot", screen, "--width", "\(width)", "--height", "\(height)"]
    if !keys.isEmpty { arguments += ["--keys", keys] }
    return try run(arguments + extra)
  }
}

/// The display width of a line, counting East Asian wide characters and emoji as two columns.
func displayWidth(_ line: Substring) -> Int {
  line.reduce(0) { total, character in
    let scalar = character.unicodeScalars.first?.value ?? 0
    let wide =
      (0x1100...0x115F).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
      || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
      || (0xFF00...0xFF60).contains(scalar) || (0x1F300...0x1FAFF).contains(scalar)
    return total + (wide ? 2 : 1)
  }
}

/// The stretches of `line` (ANSI text from `snapshot --color always`) drawn in reverse video,
/// each with its surrounding spaces trimmed.
func reversedRuns(_ line: Substring) -> [String] {
  var runs: [String] = []
  var current = ""
  var isReversed = false
  var index = line.startIndex
  func finish() {
    let text = current.trimmingCharacters(in: .whitespaces)
    if isReversed, !text.isEmpty { runs.append(text) }
    current = ""
  }
  while index < line.endIndex {
    if line[index] == "\u{1B}", let end = line[index...].firstIndex(of: "m") {
      finish()
      let parameters = line[line.index(index, offsetBy: 2)..<end].split(separator: ";")
      isReversed = parameters.contains("7")
      index = line.index(after: end)
      continue
    }
    current.append(line[index])
    index = line.index(after: index)
  }
  finish()
  return runs
}
