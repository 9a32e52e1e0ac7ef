import Foundation

#if canImport(Glibc)
  import Glibc

  // glibc declares these only for _XOPEN_SOURCE, which its Swift module does not define: bind
  // the C functions by name (their C signatures, from <stdlib.h>). Shared with the crash tests.
  @_silgen_name("posix_openpt") func openPseudoTerminal(_ flags: Int32) -> Int32
  @_silgen_name("grantpt") func grantPseudoTerminal(_ fd: Int32) -> Int32
  @_silgen_name("unlockpt") func unlockPseudoTerminal(_ fd: Int32) -> Int32
  @_silgen_name("ptsname") func pseudoTerminalName(_ fd: Int32) -> UnsafeMutablePointer<CChar>?
#elseif canImport(Darwin)
  import Darwin

  func openPseudoTerminal(_ flags: Int32) -> Int32 { posix_openpt(flags) }
  func grantPseudoTerminal(_ fd: Int32) -> Int32 { grantpt(fd) }
  func unlockPseudoTerminal(_ fd: Int32) -> Int32 { unlockpt(fd) }
  func pseudoTerminalName(_ fd: Int32) -> UnsafeMutablePointer<CChar>? { ptsname(fd) }
#endif

/// A pseudo-terminal standing in for the user's terminal, so that an example that opens the
/// process's own terminal (`TTYTerminal()`) runs to the end in a test. Only for the child
/// process of an exit test: it replaces that process's standard input and output.
enum PseudoTerminal {
  /// Makes a new 80×24 pseudo-terminal this process's standard input and output. A thread reads
  /// what the program draws and, once it has taken the terminal over (its first output), types
  /// `keys`; an alarm ends the process if it is still running after 30 seconds.
  ///
  /// - Returns: `false` when no pseudo-terminal could be made.
  static func becomeStandardStreams(typing keys: String) -> Bool {
    let master = openPseudoTerminal(O_RDWR | O_NOCTTY)
    guard master >= 0, grantPseudoTerminal(master) == 0, unlockPseudoTerminal(master) == 0,
      let name = pseudoTerminalName(master)
    else { return false }
    let slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { return false }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    guard dup2(slave, 0) == 0, dup2(slave, 1) == 1 else { return false }
    let typed = Array(keys.utf8)
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      var hasTyped = false
      while read(master, &buffer, buffer.count) > 0 {
        if !hasTyped {
          hasTyped = true
          _ = typed.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
      }
    }
    reader.start()
    alarm(30)
    return true
  }
}
