import Foundation
import Sectional

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the running processes from Linux's `/proc`: each `/proc/PID/stat` gives the name,
/// state, CPU time and resident pages. CPU percent is the CPU time used since the previous
/// sample over the time between them, so the first sample shows 0.0 everywhere. A name the
/// kernel cut at 15 characters (`comm`) is read whole from `/proc/PID/cmdline`.
struct ProcFileSystem: Sendable {
  /// Where to read; `/proc` on Linux.
  var root = "/proc"

  /// What a sample keeps for the next: each process's CPU time in clock ticks, and when.
  struct Ticks: Sendable {
    var byPID: [Int: UInt64] = [:]
    var time: ContinuousClock.Instant?
  }

  /// The most of a `stat` file read: one line of a few hundred bytes (its size says 0, as every
  /// file of `/proc` does).
  static let statLimit = FileSizeLimit(bytes: 64 << 10, noun: "a process's stat file")

  /// Whether this system has a `/proc` of processes (Linux).
  static var isAvailable: Bool {
    #if os(Linux)
      FileManager.default.fileExists(atPath: "/proc/self/stat")
    #else
      false
    #endif
  }

  /// The processes now, with CPU use since `previous`.
  ///
  /// - Parameter previous: What the last sample kept.
  /// - Returns: The records (processes that ended while being read are skipped) and what to
  ///   keep for the next sample.
  func sample(previous: Ticks) -> (records: [ProcessRecord], ticks: Ticks) {
    let now = ContinuousClock.now
    let elapsed = previous.time.map { Self.seconds(now - $0) } ?? 0
    let clockTicks = Double(Self.clockTicksPerSecond)
    let pageKiB = Self.pageSize / 1024
    var records: [ProcessRecord] = []
    var ticks = Ticks(time: now)
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    for entry in entries {
      guard let pid = Int(entry), let parsed = stat(of: pid) else { continue }
      ticks.byPID[pid] = parsed.cpuTicks
      var cpu = 0.0
      if elapsed > 0, let before = previous.byPID[pid], parsed.cpuTicks >= before {
        cpu = Double(parsed.cpuTicks - before) / clockTicks / elapsed * 100
      }
      records.append(
        ProcessRecord(
          pid: pid, name: name(of: pid, comm: parsed.name), state: parsed.state, cpu: cpu,
          memoryKiB: parsed.residentPages * pageKiB, parentPID: parsed.parentPID))
    }
    return (records, ticks)
  }

  /// One process now, as ``sample(previous:)`` reads it (its CPU since `previous`); `nil` when
  /// it has ended (its `/proc` entry is gone, or it is a zombie waiting for its parent).
  ///
  /// - Parameters:
  ///   - pid: The process id.
  ///   - previous: What the last sample kept.
  /// - Returns: The process as it is now.
  func read(pid: Int, previous: Ticks) -> ProcessRecord? {
    guard let parsed = stat(of: pid), parsed.state != "Z", parsed.state != "X" else { return nil }
    var cpu = 0.0
    let elapsed = previous.time.map { Self.seconds(ContinuousClock.now - $0) } ?? 0
    if elapsed > 0, let before = previous.byPID[pid], parsed.cpuTicks >= before {
      cpu = Double(parsed.cpuTicks - before) / Double(Self.clockTicksPerSecond) / elapsed * 100
    }
    return ProcessRecord(
      pid: pid, name: name(of: pid, comm: parsed.name), state: parsed.state, cpu: cpu,
      memoryKiB: parsed.residentPages * (Self.pageSize / 1024), parentPID: parsed.parentPID)
  }

  /// The parsed `/proc/PID/stat` of a process; `nil` when it cannot be read.
  func stat(of pid: Int) -> (
    name: String, state: String, parentPID: Int, cpuTicks: UInt64, residentPages: Int
  )? {
    guard let data = try? BoundedFile.read("\(root)/\(pid)/stat", limit: Self.statLimit) else {
      return nil
    }
    return Self.parse(stat: String(decoding: data, as: UTF8.self))
  }

  /// The process's name: `comm`, or where the kernel cut it at 15 characters, the whole name
  /// from its command line (``name(comm:commandLine:)``).
  func name(of pid: Int, comm: String) -> String {
    guard comm.count >= Self.commLength else { return comm }
    let commandLine = Self.head(of: "\(root)/\(pid)/cmdline", limit: 4_096) ?? Data()
    return Self.name(comm: comm, commandLine: commandLine)
  }

  /// The most characters the kernel keeps of a process's name in `comm` (TASK_COMM_LEN − 1).
  static let commLength = 15

  /// The name of a process whose `comm` the kernel may have cut: the file name of the first or
  /// second argument of its command line (an interpreter's script) that `comm` begins, or its
  /// first argument whole when the process wrote its own title there (`postgres: checkpointer`);
  /// `comm` when the command line has neither (a kernel thread has none).
  ///
  /// - Parameters:
  ///   - comm: The name `/proc/PID/stat` gives.
  ///   - commandLine: `/proc/PID/cmdline`: the arguments, each ended by a NUL byte.
  /// - Returns: The name to show.
  static func name(comm: String, commandLine: Data) -> String {
    let arguments = commandLine.split(separator: 0, omittingEmptySubsequences: true)
      .prefix(2).map { String(decoding: $0, as: UTF8.self) }
    for argument in arguments {
      let file = argument.split(separator: "/").last.map(String.init) ?? argument
      if file.hasPrefix(comm), file.count > comm.count, !file.contains(" ") { return file }
    }
    if let first = arguments.first, first.hasPrefix(comm), first.count > comm.count {
      return first
    }
    return comm
  }

  /// At most `limit` bytes from the start of the file at `path` (a `/proc` file, whose size
  /// `stat` does not tell); `nil` when it cannot be opened.
  static func head(of path: String, limit: Int) -> Data? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: limit)) ?? Data()
  }

  /// The fields of a `stat` line: `pid (name) S ppid …`, where the name may hold spaces and
  /// parentheses (it ends at the last `)`); ppid is field 4, utime and stime are fields 14
  /// and 15, rss 24.
  static func parse(stat: String) -> (
    name: String, state: String, parentPID: Int, cpuTicks: UInt64, residentPages: Int
  )? {
    guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"), open < close
    else { return nil }
    let name = String(stat[stat.index(after: open)..<close])
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 21, let parent = Int(fields[1]), let user = UInt64(fields[11]),
      let system = UInt64(fields[12]), let rss = Int(fields[21])
    else { return nil }
    return (name, String(fields[0]), parent, user + system, max(0, rss))
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  static var clockTicksPerSecond: Int {
    #if canImport(Glibc)
      let ticks = sysconf(Int32(_SC_CLK_TCK))
      return ticks > 0 ? ticks : 100
    #else
      return 100
    #endif
  }

  static var pageSize: Int {
    #if canImport(Glibc)
      let size = sysconf(Int32(_SC_PAGESIZE))
      return size > 0 ? size : 4096
    #else
      return 4096
    #endif
  }
}
