import Foundation

/// Runs `/bin/sh -c command` and waits for it to end.
///
/// Uses `posix_spawn` and `waitpid` rather than `Process`: a tmux server that a command starts
/// outlives the command and inherits what the test process has open, which can leave `Process`
/// waiting for its output forever. Redirect the command's output to a file to read it.
package func runShell(_ command: String) {
  let strings = ["/bin/sh", "-c", command]
  let arguments: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
  defer {
    for argument in arguments { free(argument) }
  }
  var pid = pid_t()
  let spawned = arguments.withUnsafeBufferPointer { argv -> Int32 in
    guard let base = argv.baseAddress else { return -1 }
    return posix_spawn(&pid, "/bin/sh", nil, nil, base, environ)
  }
  guard spawned == 0 else { return }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
}

/// `argument` quoted for `sh`: in single quotes, each quote in it written `'\''`.
package func shellQuoted(_ argument: String) -> String {
  "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
