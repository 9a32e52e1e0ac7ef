import Foundation
import Sectional

#if canImport(Glibc)
  import Glibc
#endif

/// Reads the running processes from Linux's `/proc`: each `/proc/PID/stat` gives the name,
/// state, CPU time and resident pages. CPU percent is the CPU time used since the previous
/// sample over the time between them, so the first sample shows 0.0 everywhere.
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
      guard let pid = Int(entry),
        let data = try? BoundedFile.read("\(root)/\(entry)/stat", limit: Self.statLimit),
        let stat = String(data: data, encoding: .utf8),
        let parsed = Self.parse(stat: stat)
      else { continue }
      ticks.byPID[pid] = parsed.cpuTicks
      var cpu = 0.0
      if elapsed > 0, let before = previous.byPID[pid], parsed.cpuTicks >= before {
        cpu = Double(parsed.cpuTicks - before) / clockTicks / elapsed * 100
      }
      records.append(
        ProcessRecord(
          pid: pid, name: parsed.name, state: parsed.state, cpu: cpu,
          memoryKiB: parsed.residentPages * pageKiB))
    }
    return (records, ticks)
  }

  /// The fields of a `stat` line: `pid (name) S ppid …`, where the name may hold spaces and
  /// parentheses (it ends at the last `)`); utime and stime are fields 14 and 15, rss 24.
  static func parse(stat: String) -> (
    name: String, state: String, cpuTicks: UInt64, residentPages: Int
  )? {
    guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"), open < close
    else { return nil }
    let name = String(stat[stat.index(after: open)..<close])
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 21, let user = UInt64(fields[11]), let system = UInt64(fields[12]),
      let rss = Int(fields[21])
    else { return nil }
    return (name, String(fields[0]), user + system, max(0, rss))
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
