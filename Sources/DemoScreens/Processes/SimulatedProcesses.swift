/// A fixed set of processes whose CPU use changes with each sample in a way that depends only on
/// the sample's number: the same in every run, for snapshots and tests.
struct SimulatedProcesses: Sendable {
  /// (pid, name, state, base CPU in tenths of a percent, memory in KiB)
  static let table: [(Int, String, String, Int, Int)] = [
    (1, "systemd", "S", 1, 12_288),
    (2, "kthreadd", "S", 0, 0),
    (311, "systemd-journald", "S", 3, 48_640),
    (402, "dbus-daemon", "S", 2, 5_120),
    (517, "sshd", "S", 0, 7_936),
    (688, "cron", "S", 0, 2_816),
    (901, "postgres", "S", 14, 214_016),
    (902, "postgres: writer", "S", 6, 18_432),
    (1204, "nginx", "S", 4, 9_728),
    (1377, "redis-server", "S", 21, 65_536),
    (2048, "tmux: server", "S", 5, 6_400),
    (2051, "zsh", "S", 0, 5_632),
    (3110, "swift-build", "S", 37, 402_432),
    (3142, "swift-frontend", "R", 921, 1_611_776),
    (3143, "swift-frontend", "R", 874, 1_490_944),
    (3301, "sourcekit-lsp", "S", 58, 731_136),
    (4096, "node", "S", 112, 389_120),
    (4410, "python3", "R", 455, 176_128),
    (5002, "vim", "S", 1, 14_336),
    (5120, "htop", "R", 16, 4_864),
  ]

  /// The processes at sample `tick`: each process's CPU moves within ±2.5 points of its base
  /// by a hash of its pid and the tick; those in `ended` (sent SIGTERM) are gone.
  func sample(tick: Int, ended: Set<Int> = []) -> [ProcessRecord] {
    Self.table.filter { !ended.contains($0.0) }.map { pid, name, state, base, memory in
      let wobble = ((pid &* 2_654_435_761 &+ tick &* 40_503) >> 4) % 51 - 25
      let tenths = max(0, base + (base > 50 ? wobble : wobble / 10))
      return ProcessRecord(
        pid: pid, name: name, state: state, cpu: Double(tenths) / 10,
        memoryKiB: memory + (tick % 3) * (memory / 64))
    }
  }
}
