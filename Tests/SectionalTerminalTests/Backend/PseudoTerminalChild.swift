import Foundation

/// A program run on a new pseudo-terminal, as a user's terminal would run it: everything it
/// writes to its standard output is collected byte for byte, and how it ended is reported.
///
/// Unlike ``PseudoTerminal`` (which turns an exit test's own child into a terminal program),
/// the test process keeps the master side, so it reads the output to the last byte even when
/// the program dies of a signal.
struct PseudoTerminalChild {
  /// What the program wrote to the terminal, and how it ended.
  struct Outcome {
    var output: [UInt8]
    /// The signal that killed it, or `nil` when it exited.
    var signal: Int32?
    /// Its exit status when it exited.
    var status: Int32?
    /// What it wrote to standard error.
    var error: String
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `executable` with `arguments` on an 80×24 pseudo-terminal (standard input and output;
  /// standard error goes to a file) and waits until it ends and its output is read.
  ///
  /// - Parameter environment: Variables added to this process's environment.
  static func run(
    _ executable: String, _ arguments: [String], environment extra: [String: String] = [:]
  ) throws -> Outcome {
    let master = openPseudoTerminal(O_RDWR | O_NOCTTY)
    guard master >= 0, grantPseudoTerminal(master) == 0, unlockPseudoTerminal(master) == 0,
      let namePointer = pseudoTerminalName(master)
    else { throw Failure(description: "no pseudo-terminal: errno \(errno)") }
    defer { close(master) }
    let name = String(cString: namePointer)
    // This process holds the slave side open until the program has ended, so that reading the
    // master never sees a hang-up before the program has opened it; then it closes it, and the
    // master reads what is left and ends (EIO on Linux, 0 elsewhere).
    var slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw Failure(description: "cannot open \(name)") }
    defer { if slave >= 0 { close(slave) } }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(slave, UInt(TIOCSWINSZ), &size)

    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("sectional-pty-\(UUID().uuidString).err").path
    defer { try? FileManager.default.removeItem(atPath: errorFile) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR | O_NOCTTY, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addclose(&actions, master)
    posix_spawn_file_actions_addclose(&actions, slave)

    var environment = ProcessInfo.processInfo.environment
    for (key, value) in extra { environment[key] = value }
    let strings = [executable] + arguments
    let argv: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    // Every signal at its default action and none blocked, as a shell starts a program: the
    // test runner's own (an ignored SIGPIPE, say) must not be inherited.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw Failure(description: "cannot run \(executable): \(spawned)") }

    // A deadline ends a program that hangs.
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var status: Int32 = 0
    var ended = false
    let deadline = Date().addingTimeInterval(60)
    while true {
      if !ended {
        let waited = waitpid(pid, &status, WNOHANG)
        if waited == pid {
          ended = true
          close(slave)
          slave = -1
        } else if Date() >= deadline {
          kill(pid, SIGKILL)
        }
      }
      var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&entry, 1, 100)
      if ready < 0 && errno == EINTR { continue }
      if ready == 0 {
        if ended { break }
        continue
      }
      let count = read(master, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        if ended { break }
        continue
      }
      output += buffer[0..<count]
    }
    let error = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
    // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import as functions.
    let signal = status & 0x7F
    return Outcome(
      output: output, signal: signal != 0 && signal != 0x7F ? signal : nil,
      status: signal == 0 ? (status >> 8) & 0xFF : nil, error: error)
  }
}
