/// What the Processes screen sorts by.
public enum ProcessSort: Int, CaseIterable, Sendable {
  /// The process id.
  case pid
  /// The name, A to Z.
  case name
  /// CPU use.
  case cpu
  /// Resident memory.
  case memory

  /// The table column it sorts.
  var column: Int {
    switch self {
    case .pid: 0
    case .name: 1
    case .cpu: 3
    case .memory: 4
    }
  }

  /// The direction a first press of its key sorts in: the busiest first for CPU and memory.
  var ascendingFirst: Bool {
    switch self {
    case .pid, .name: true
    case .cpu, .memory: false
    }
  }

  /// Whether `a` comes before `b` in ascending order; ties go by pid.
  func precedes(_ a: ProcessRecord, _ b: ProcessRecord) -> Bool {
    switch self {
    case .pid: return a.pid < b.pid
    case .name:
      let (x, y) = (a.name.lowercased(), b.name.lowercased())
      return x != y ? x < y : a.pid < b.pid
    case .cpu: return a.cpu != b.cpu ? a.cpu < b.cpu : a.pid < b.pid
    case .memory: return a.memoryKiB != b.memoryKiB ? a.memoryKiB < b.memoryKiB : a.pid < b.pid
    }
  }
}
