/// A fixed set of processes whose CPU use changes with each sample in a way that depends only on
/// the sample's number: the same in every run, for snapshots and tests.
struct SimulatedProcesses: Sendable {
  /// One simulated process: (pid, parent's pid, name, state, base CPU in tenths of a percent,
  /// memory in KiB).
  typealias Entry = (pid: Int, parentPID: Int, name: String, state: String, cpu: Int, memory: Int)

  /// A machine building Swift in tmux: systemd and kthreadd at the top, services under
  /// systemd, the compiler and its neighbours under the shell, the language server under vim.
  static let table: [Entry] = [
    (1, 0, "systemd", "S", 1, 12_288),
    (2, 0, "kthreadd", "S", 0, 0),
    (311, 1, "systemd-journald", "S", 3, 48_640),
    (402, 1, "dbus-daemon", "S", 2, 5_120),
    (517, 1, "sshd", "S", 0, 7_936),
    (688, 1, "cron", "S", 0, 2_816),
    (901, 1, "postgres", "S", 14, 214_016),
    (902, 901, "postgres: writer", "S", 6, 18_432),
    (1204, 1, "nginx", "S", 4, 9_728),
    (1377, 1, "redis-server", "S", 21, 65_536),
    (2048, 1, "tmux: server", "S", 5, 6_400),
    (2051, 2048, "zsh", "S", 0, 5_632),
    (3110, 2051, "swift-build", "S", 37, 402_432),
    (3142, 3110, "swift-frontend", "R", 921, 1_611_776),
    (3143, 3110, "swift-frontend", "R", 874, 1_490_944),
    (3301, 5002, "sourcekit-lsp", "S", 58, 731_136),
    (4096, 2051, "node", "S", 112, 389_120),
    (4410, 2051, "python3", "R", 455, 176_128),
    (5002, 2051, "vim", "S", 1, 14_336),
    (5120, 2051, "htop", "R", 16, 4_864),
  ]

  /// The processes simulated; ``table`` unless a test gives others (damaged parents, say).
  var entries: [Entry] = Self.table

  /// The processes at sample `tick`: each process's CPU moves within ±2.5 points of its base
  /// by a hash of its pid and the tick; those in `ended` (sent SIGTERM) are gone.
  func sample(tick: Int, ended: Set<Int> = []) -> [ProcessRecord] {
    entries.filter { !ended.contains($0.pid) }.map { entry in
      let pid = entry.pid
      let base = entry.cpu
      let wobble = ((pid &* 2_654_435_761 &+ tick &* 40_503) >> 4) % 51 - 25
      let tenths = max(0, base + (base > 50 ? wobble : wobble / 10))
      return ProcessRecord(
        pid: pid, name: entry.name, state: entry.state, cpu: Double(tenths) / 10,
        memoryKiB: entry.memory + (tick % 3) * (entry.memory / 64), parentPID: entry.parentPID)
    }
  }
}
