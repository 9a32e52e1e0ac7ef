import Foundation
import Testing

@testable import DemoScreens

/// The `/proc/PID/stat` reader, on fixed lines (never the machine's own processes), and the
/// simulated source, which is the same in every run.
@Suite struct ProcFileSystemTests {
  @Test func aStatLineGivesNameStateCPUTicksAndResidentPages() throws {
    let line =
      "4242 (tmux: server (1)) S 1 4242 4242 0 -1 4194560 3000 0 0 0 150 25 0 0 20 0 1 0 "
      + "123456 12345678 1600 18446744073709551615 1 1 0 0 0 0 0 3 1 0 0 0 17 2 0 0 0 0 0"
    let parsed = try #require(ProcFileSystem.parse(stat: line))
    #expect(parsed.name == "tmux: server (1)")
    #expect(parsed.state == "S")
    #expect(parsed.cpuTicks == 175)
    #expect(parsed.residentPages == 1600)
    #expect(ProcFileSystem.parse(stat: "42 (cut") == nil)
    #expect(ProcFileSystem.parse(stat: "42 (short) S 1 2") == nil)
  }

  /// Name showed the kernel's 15-character `comm` cut ("systemd-journal") with 60 columns
  /// free: a name the kernel may have cut is read whole from the command line.
  @Test func aNameTheKernelCutIsReadFromTheCommandLine() {
    func line(_ arguments: String...) -> Data {
      Data(arguments.joined(separator: "\0").utf8 + [0])
    }
    #expect(
      ProcFileSystem.name(
        comm: "systemd-journal", commandLine: line("/usr/lib/systemd/systemd-journald"))
        == "systemd-journald")
    // A script: the interpreter first, the script (whose name `comm` has) second.
    #expect(
      ProcFileSystem.name(
        comm: "unattended-upgr",
        commandLine: line("/usr/bin/python3", "/usr/bin/unattended-upgrade-shutdown", "--wait"))
        == "unattended-upgrade-shutdown")
    // A title the process wrote over its command line.
    #expect(
      ProcFileSystem.name(comm: "postgres: check", commandLine: line("postgres: checkpointer "))
        == "postgres: checkpointer ")
    // A kernel thread has no command line; a line that does not match keeps `comm`.
    #expect(ProcFileSystem.name(comm: "kworker/u8:2-ev", commandLine: Data()) == "kworker/u8:2-ev")
    #expect(
      ProcFileSystem.name(comm: "exactly15chars_", commandLine: line("/bin/other"))
        == "exactly15chars_")
  }

  @Test func theMachinesOwnLongNamesAreWhole() throws {
    guard ProcFileSystem.isAvailable else { return }
    let records = ProcFileSystem().sample(previous: .init()).records
    // This test process's own name, longer than 15 characters, is not cut.
    let own = try #require(
      records.first { $0.pid == Int(ProcessInfo.processInfo.processIdentifier) })
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
    #expect(own.name == executable || executable.count <= 15, "\(own.name)")
  }

  @Test func theSimulatedSourceIsTheSameEveryRunAndMovesWithEachSample() {
    let simulated = SimulatedProcesses()
    #expect(simulated.sample(tick: 3) == simulated.sample(tick: 3))
    #expect(simulated.sample(tick: 0) != simulated.sample(tick: 1))
    #expect(simulated.sample(tick: 7).allSatisfy { $0.cpu >= 0 })
  }

  @Test func memoryAndCPUReadAsInATable() {
    let record = ProcessRecord(pid: 1, name: "a", state: "S", cpu: 12.34, memoryKiB: 1_611_776)
    #expect(record.memoryText == "1.5G")
    #expect(record.cpuText == "12.3")
    #expect(
      ProcessRecord(pid: 1, name: "a", state: "S", cpu: 0, memoryKiB: 812).memoryText == "812K")
  }
}
