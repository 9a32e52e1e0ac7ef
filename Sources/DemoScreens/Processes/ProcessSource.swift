/// Where the Processes screen reads its processes.
public enum ProcessSource: Sendable, Equatable {
  /// A fixed list whose CPU use changes with each refresh in the same way every run: snapshots,
  /// tests, and systems without `/proc`. A process sent SIGTERM ends: it leaves the list.
  case simulated
  /// The system's running processes, from `/proc` (Linux). Sending a signal sends it.
  case system

  /// The system's processes where `/proc` has them, else the simulated list.
  public static var live: ProcessSource { ProcFileSystem.isAvailable ? .system : .simulated }
}
