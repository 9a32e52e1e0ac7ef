import Foundation
import TestSupport
import Testing

/// Issue 31, item 4: every signal whose default action ends the process, sent to the demo
/// running in tmux — while idle, while typing in the find prompt, right after a key that saves
/// the state, while the Feed loads a page, or while a photo-sized picture decodes — restores
/// the terminal (tmux says the pane left the alternate screen, stopped reporting the mouse and
/// shows its cursor; `stty` gives the settings it had) and ends the demo with that signal's
/// status (the shell says 128 + its number).
///
/// The moment and the delay after it are drawn for each signal from a seed, printed with every
/// failure; set `SECTIONAL_SIGNAL_SEED` to replay one.
@Suite(
  .serialized, .timeLimit(.minutes(1)),
  .enabled(
    if: TmuxAvailability.testsRun,
    "tmux is not installed: these tests drive the demo in a real terminal (.ci/run installs it)"))
struct SignalTmuxTests {
  typealias Tmux = InteractiveTmuxTests.Tmux

  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["SECTIONAL_SIGNAL_SEED"].flatMap { UInt64($0) }
    ?? 2026_1206

  /// A signal, by name and number.
  struct Signal: Sendable, CustomStringConvertible {
    let name: String
    let number: Int32
    var description: String { "SIG\(name) (\(number))" }
  }

  /// Every signal a process can catch whose default action ends it, crashes aside (SIGABRT,
  /// SIGSEGV and the like, which `TTYCrashRestoreTests` sends).
  static let signals: [Signal] = {
    var list = [
      Signal(name: "HUP", number: SIGHUP), Signal(name: "INT", number: SIGINT),
      Signal(name: "QUIT", number: SIGQUIT), Signal(name: "TERM", number: SIGTERM),
      Signal(name: "USR1", number: SIGUSR1), Signal(name: "USR2", number: SIGUSR2),
      Signal(name: "PIPE", number: SIGPIPE), Signal(name: "ALRM", number: SIGALRM),
      Signal(name: "VTALRM", number: SIGVTALRM), Signal(name: "PROF", number: SIGPROF),
      Signal(name: "XCPU", number: SIGXCPU), Signal(name: "XFSZ", number: SIGXFSZ),
      Signal(name: "SYS", number: SIGSYS),
    ]
    #if os(Linux)
      list += [
        Signal(name: "STKFLT", number: SIGSTKFLT), Signal(name: "IO", number: SIGIO),
        Signal(name: "PWR", number: SIGPWR),
        Signal(name: "RTMIN", number: __libc_current_sigrtmin()),
        Signal(name: "RTMIN+1", number: __libc_current_sigrtmin() + 1),
        Signal(name: "RTMAX", number: __libc_current_sigrtmax()),
      ]
    #endif
    return list
  }()

  /// What the demo is doing when the signal comes.
  enum Moment: CaseIterable, CustomStringConvertible {
    case idle, typing, saving, loading, decoding
    var description: String {
      switch self {
      case .idle: "idle"
      case .typing: "typing in the find prompt"
      case .saving: "saving (right after connecting the third party)"
      case .loading: "loading the Feed's next page"
      case .decoding: "decoding a photo-sized picture"
      }
    }

    /// The screen the demo opens, its options, and what the screen shows once it is ready.
    func start(data: String) -> (arguments: String, ready: String) {
      switch self {
      case .idle, .typing, .saving: ("settings", "Connect Third Party")
      case .loading: ("feed", "scribe_org")
      case .decoding: ("animals --color always --data-dir \(data)", "Red fox")
      }
    }
  }

  /// A copy of the bundled data whose red fox is a 4000 × 3000 photo, which takes the
  /// decoder a second or more: the signal comes while it works.
  static func photoData(in folder: URL) throws -> String {
    let directory = folder.appendingPathComponent("data")
    try PhotoSizedPictureTests.dataWithPhoto(at: directory)
    return directory.path
  }

  @Test(arguments: signals)
  func aTerminatingSignalRestoresTheTerminalAndEndsWithItsStatus(signal: Signal) async throws {
    var random = SplitMix64(seed: Self.seed ^ UInt64(signal.number))
    let moment = Moment.allCases[Int(random.next() % UInt64(Moment.allCases.count))]
    let delay = Int(random.next() % 150)
    let context =
      "\(signal) while \(moment), \(delay) ms after (seed \(Self.seed); "
      + "SECTIONAL_SIGNAL_SEED=\(Self.seed) replays it)"
    let executable = try #require(DemoProcess.executable)
    let tmux = try Tmux()
    let folder = tmux.directory.path
    let start = moment.start(
      data: moment == .decoding ? try Self.photoData(in: tmux.directory) : "")
    // A shell without job control runs the demo and says how it ended: an interactive one
    // would stop its command line when its job dies of SIGINT, as if it had got it itself.
    // `exec`: the shell's child is the demo itself, whose process id the child writes first.
    let script =
      "stty -g > \(folder)/before; ulimit -c 0; "
      + "XDG_CONFIG_HOME=\(folder) LANG=C.UTF-8 NO_COLOR=1 "
      + "sh -c 'echo $$ > \(folder)/pid; exec \(executable.path) \(start.arguments)'; "
      + "echo STATUS=$?; stty -g > \(folder)/after; echo FIN''ISHED; sleep 600"
    try tmux.tmux([
      "new-session", "-d", "-s", tmux.session, "-x", "80", "-y", "24", "sh", "-c", script,
    ])
    defer { tmux.stop() }
    #expect(try await tmux.waitFor(start.ready), "\(context)")
    let pid = try #require(
      Int32(tmux.file("pid").trimmingCharacters(in: .whitespacesAndNewlines)), "\(context)")
    switch moment {
    case .idle: break
    case .typing:
      try tmux.type("/")
      try tmux.type("Ve")
    case .saving:
      try tmux.press("Down", "Enter")
    case .loading:
      try tmux.press("End")
    case .decoding:
      try tmux.press("Enter")
    }
    try await Task.sleep(for: .milliseconds(delay))
    #expect(kill(pid, signal.number) == 0, "\(context)")
    #expect(
      try await tmux.waitFor("FINISHED", seconds: 10),
      "\(context): the demo did not end:\n\((try? tmux.screen()) ?? "")")
    let screen = try tmux.screen()
    let status = screen.range(of: "STATUS=", options: .backwards).flatMap {
      Int(screen[$0.upperBound...].prefix { $0.isNumber })
    }
    #expect(status == 128 + Int(signal.number), "\(context):\n\(screen)")
    // Alternate screen, any mouse reporting, SGR mouse, cursor shown.
    let modes = try tmux.display(
      "alternate #{alternate_on}, mouse #{mouse_any_flag}#{mouse_button_flag}"
        + "#{mouse_standard_flag}#{mouse_sgr_flag}, cursor #{cursor_flag}")
    #expect(modes == "alternate 0, mouse 0000, cursor 1", "\(context):\n\(screen)")
    #expect(!tmux.file("before").isEmpty, "\(context)")
    #expect(tmux.file("before") == tmux.file("after"), "\(context): stty settings differ")
  }
}
