/// One running process, as the Processes screen shows it.
public struct ProcessRecord: Equatable, Sendable {
  /// The process id.
  public var pid: Int
  /// The command's name.
  public var name: String
  /// Its state letter, as `ps` shows it: R running, S sleeping, D waiting on a disk, Z zombie,
  /// T stopped.
  public var state: String
  /// Its share of one CPU since the last sample, in percent.
  public var cpu: Double
  /// Its resident memory, in kibibytes.
  public var memoryKiB: Int
  /// The process id of its parent (`PPID`), as the system gave it: 0 for the processes the
  /// kernel starts (PID 1, kthreadd). The tree view shows a process under its parent; it may
  /// name a process that is not in the list, or be damaged (the process itself, a loop).
  public var parentPID: Int

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - pid: The process id.
  ///   - name: The command's name.
  ///   - state: Its state letter.
  ///   - cpu: CPU percent.
  ///   - memoryKiB: Resident memory in KiB.
  ///   - parentPID: Its parent's process id; 0 (none) by default.
  public init(
    pid: Int, name: String, state: String, cpu: Double, memoryKiB: Int, parentPID: Int = 0
  ) {
    self.pid = pid
    self.name = name
    self.state = state
    self.cpu = cpu
    self.memoryKiB = memoryKiB
    self.parentPID = parentPID
  }

  /// Memory for a column: `812K`, `12.3M`, `1.2G`.
  var memoryText: String {
    let kib = Double(memoryKiB)
    if memoryKiB < 1024 { return "\(memoryKiB)K" }
    if kib < 1024 * 1024 { return Self.oneDecimal(kib / 1024) + "M" }
    return Self.oneDecimal(kib / 1024 / 1024) + "G"
  }

  /// CPU for a column: one decimal.
  var cpuText: String { Self.oneDecimal(cpu) }

  /// `value` with one decimal, rounded half up, without Foundation's locale.
  static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((max(0, value) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
