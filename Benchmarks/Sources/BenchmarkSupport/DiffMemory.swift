import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Peak extra resident memory of `body`, in bytes, or `nil` where it cannot be measured.
///
/// Linux only: returns freed heap to the system (`malloc_trim`), resets the kernel's
/// high-water mark of resident memory (`/proc/self/clear_refs`, "5"), runs `body`, and reports
/// `VmHWM` (the peak during `body`) minus `VmRSS` before it.
public func peakExtraResidentBytes(_ body: () -> Void) -> Int? {
  #if os(Linux)
    trimHeap()
    let file = open("/proc/self/clear_refs", O_WRONLY)
    guard file >= 0 else { return nil }
    let written = write(file, "5", 1)
    close(file)
    guard written == 1 else { return nil }
    guard let before = statusKilobytes("VmRSS:") else { return nil }
    body()
    guard let peak = statusKilobytes("VmHWM:") else { return nil }
    return max(0, peak - before) * 1_024
  #else
    return nil
  #endif
}

/// Calls glibc's `malloc_trim(0)` (looked up at run time: Swift's Glibc module omits it).
public func trimHeap() {
  #if canImport(Glibc)
    typealias Trim = @convention(c) (Int) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
  #endif
}

/// A `kB` value of `/proc/self/status`.
func statusKilobytes(_ key: String) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix(key) {
    let fields = line.dropFirst(key.count).split { $0 == " " || $0 == "\t" }
    return fields.first.flatMap { Int($0) }
  }
  return nil
}
