import Foundation
import Sectional
import SectionalTesting
import Testing

@testable import DemoScreens

#if canImport(Glibc)
  import Glibc
#endif

/// After "Send SIGTERM", Processes marked the process dead (state X, CPU 0.0, its action greyed)
/// whether the signal worked or not: a process that ignores TERM at 99 % CPU showed "X 0.0",
/// and one of another user showed "X" right after "Operation not permitted". State shown is now
/// state read: the process is read again after the signal. Real processes of the test's own,
/// on the system source.
@MainActor
@Suite(.serialized) struct ProcessSignalTests {
  /// A child process of the test's own, started with SIGTERM at its default action and
  /// unblocked (the test process may ignore or block it, and a child inherits both), and
  /// reaped by ``end()``.
  struct Child {
    var pid: Int32

    init(_ arguments: [String]) throws {
      var attributes = posix_spawnattr_t()
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      var none = sigset_t()
      sigemptyset(&none)
      var term = sigset_t()
      sigemptyset(&term)
      sigaddset(&term, SIGTERM)
      posix_spawnattr_setsigmask(&attributes, &none)
      posix_spawnattr_setsigdefault(&attributes, &term)
      posix_spawnattr_setflags(
        &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      var arguments = arguments.map { strdup($0) } + [nil]
      defer { for argument in arguments { free(argument) } }
      var pid: pid_t = 0
      guard let path = arguments[0] else { throw POSIXError(.EINVAL) }
      let status = posix_spawn(&pid, path, nil, &attributes, &arguments, environ)
      guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
      self.pid = pid
    }

    /// Whether it has not ended (a zombie has).
    var isRunning: Bool {
      guard let state = ProcFileSystem().stat(of: Int(pid))?.state else { return false }
      return state != "Z" && state != "X"
    }

    /// Ends and reaps it. It is signalled only while it is this test's unreaped child, so its
    /// pid cannot have been given to another process.
    func end() {
      var status: Int32 = 0
      guard waitpid(pid, &status, WNOHANG) == 0 else { return }
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
  }

  func host() -> (ScreenTestHost, ProcessesScreen) {
    let screen = ProcessesScreen(source: .system)
    screen.signalGrace = .milliseconds(300)
    return (ScreenTestHost(screen, viewportHeight: 100_000), screen)
  }

  func pids(_ screen: ProcessesScreen) -> Set<Int> { Set(screen.processes.map(\.pid)) }

  @Test func aProcessThatEndsOnSIGTERMLeavesTheList() async throws {
    guard ProcFileSystem.isAvailable else { return }
    let child = try Child(["/bin/sleep", "60"])
    defer { child.end() }
    let pid = Int(child.pid)
    let (host, screen) = host()
    defer { host.teardown() }
    #expect(pids(screen).contains(pid))
    try host.performAction("Send SIGTERM", onRow: .id(pid))
    try host.choose("Send SIGTERM")
    try await waitUntil("the process is read again and gone") { !pids(screen).contains(pid) }
    await host.idle()
    #expect(host.presentedAlert == nil)
    #expect(!host.content.sections.flatMap(\.rows).contains { $0.id == ListID(pid) })
  }

  @Test func aProcessThatIgnoresSIGTERMShowsAsItIsAndAnAlertSaysSo() async throws {
    guard ProcFileSystem.isAvailable else { return }
    let child = try Child(["/bin/sh", "-c", "trap '' TERM; while :; do sleep 1; done"])
    defer { child.end() }
    let pid = Int(child.pid)
    let (host, screen) = host()
    defer { host.teardown() }
    try await waitUntil("the shell has set its trap") {
      // The shell sleeps between its loops once it runs: its trap is set by then.
      ProcFileSystem().read(pid: pid, previous: .init())?.state == "S"
    }
    try host.performAction("Send SIGTERM", onRow: .id(pid))
    try host.choose("Send SIGTERM")
    try await waitUntil("the alert that says it still runs") {
      host.presentedAlert?.title.hasSuffix("is still running") == true
    }
    let record = try #require(screen.processes.first { $0.pid == pid })
    #expect(record.state != "X")
    #expect(host.presentedAlert?.message?.contains("state \(record.state)") == true)
    #expect(child.isRunning)
  }

  @Test func aSignalThatCannotBeSentChangesNothingAndSaysWhy() async throws {
    guard ProcFileSystem.isAvailable else { return }
    // A pid above the system's largest names no process, and never will (a reaped child's
    // pid could be given to another process, which must not be sent SIGTERM).
    let maximum = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
    let pid = try #require(Int(maximum.trimmingCharacters(in: .whitespacesAndNewlines))) + 1
    let (host, screen) = host()
    defer { host.teardown() }
    let before = screen.processes
    screen.signal(
      ProcessRecord(pid: pid, name: "true", state: "R", cpu: 99, memoryKiB: 1),
      presenter: host.presenter)
    await host.idle()
    #expect(host.presenter.requests.count == 1)
    if case .alert(let alert) = host.presenter.requests.first {
      #expect(alert.title == "Could not signal true (\(pid))")
      #expect(alert.message?.hasSuffix("The process was not sent SIGTERM.") == true)
    } else {
      Issue.record("no alert: \(host.presenter.requests)")
    }
    #expect(screen.processes == before)
  }

  /// Marking 20 processes of another user and sending them SIGTERM showed 20 alerts, one
  /// after the other: at most one alert says which could not be signalled, and one which are
  /// still running.
  @Test func severalProcessesSignalledAtOnceGiveOneAlertForEachOutcome() async throws {
    guard ProcFileSystem.isAvailable else { return }
    let ignoring = try (0..<2).map { _ in
      try Child(["/bin/sh", "-c", "trap '' TERM; while :; do sleep 1; done"])
    }
    let ending = try Child(["/bin/sleep", "60"])
    defer { for child in ignoring + [ending] { child.end() } }
    let (host, screen) = host()
    defer { host.teardown() }
    let shells = ignoring.map { Int($0.pid) }
    try await waitUntil("both shells have set their traps") {
      shells.allSatisfy { ProcFileSystem().read(pid: $0, previous: .init())?.state == "S" }
    }
    let maximum = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
    let beyond = try #require(Int(maximum.trimmingCharacters(in: .whitespacesAndNewlines))) + 1
    let records =
      screen.processes.filter { shells.contains($0.pid) || $0.pid == Int(ending.pid) }
      + [beyond, beyond + 1].map {
        ProcessRecord(pid: $0, name: "true", state: "R", cpu: 0, memoryKiB: 1)
      }
    #expect(records.count == 5)
    screen.signal(records, presenter: host.presenter)
    try await waitUntil("the alert that says which still run") {
      host.presenter.requests.count == 2
    }
    let titles = host.presenter.requests.compactMap { request -> String? in
      if case .alert(let alert) = request { return alert.title }
      return nil
    }
    #expect(titles == ["Could not signal 2 processes", "2 processes are still running"])
    if case .alert(let alert) = host.presenter.requests.first {
      #expect(alert.message?.contains("true (\(beyond)): ") == true)
      #expect(alert.message?.hasSuffix("They were not sent SIGTERM.") == true)
    }
    await host.idle()
    #expect(!pids(screen).contains(Int(ending.pid)))
    #expect(shells.allSatisfy { pids(screen).contains($0) })
  }
}
