#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place that knows which C library this target runs on (Glibc, Musl or Darwin).
///
/// Everything else calls these wrappers, so no other file needs `#if os(...)`.
enum Platform {
  /// The terminal attributes of a file descriptor (`struct termios`).
  typealias Attributes = termios

  /// Whether `fd` refers to a terminal.
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// The window size of the terminal behind `fd`, or `nil` when it cannot be read.
  static func windowSize(_ fd: Int32) -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Reads the terminal attributes of `fd`.
  static func attributes(_ fd: Int32) -> Attributes? {
    var value = termios()
    return tcgetattr(fd, &value) == 0 ? value : nil
  }

  /// Sets the terminal attributes of `fd` once pending output is written (`TCSADRAIN`).
  @discardableResult
  static func setAttributes(_ fd: Int32, _ value: Attributes) -> Bool {
    var copy = value
    return tcsetattr(fd, TCSADRAIN, &copy) == 0
  }

  /// `value` switched to raw mode, as `cfmakeraw` does, with reads returning after one byte.
  static func raw(_ value: Attributes) -> Attributes {
    var copy = value
    cfmakeraw(&copy)
    withUnsafeMutableBytes(of: &copy.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    return copy
  }

  /// Writes all of `bytes` to `fd`, retrying on `EINTR` and short writes.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
    guard var base = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = write(fd, base, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      remaining -= written
      base += written
    }
  }

  /// Reads up to `count` bytes from `fd` into `buffer`; `0` at end of file, `-1` on error.
  static func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    while true {
      let result = read(fd, buffer, count)
      if result < 0 && errno == EINTR { continue }
      return result
    }
  }

  /// Waits until one of `fds` is readable or `timeout` milliseconds pass (`-1`: forever).
  ///
  /// - Returns: For each descriptor, whether it is readable (or hung up), in the same order.
  static func waitReadable(_ fds: [Int32], timeout: Int32) -> [Bool] {
    var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while true {
      let result = entries.withUnsafeMutableBufferPointer { buffer in
        poll(buffer.baseAddress, nfds_t(buffer.count), timeout)
      }
      if result < 0 && errno == EINTR { continue }
      if result <= 0 { return fds.map { _ in false } }
      return entries.map { $0.revents != 0 }
    }
  }

  /// Creates a pipe; returns `(read, write)` descriptors, both close-on-exec and non-blocking.
  static func makePipe() -> (read: Int32, write: Int32)? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    for fd in fds {
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }
    return (fds[0], fds[1])
  }

  /// Closes `fd`.
  static func closeDescriptor(_ fd: Int32) { _ = close(fd) }

  /// Installs `handler` for `signal` (BSD semantics: stays installed, `SA_RESTART`).
  static func setHandler(_ number: Int32, _ handler: @convention(c) (Int32) -> Void) {
    _ = signal(number, handler)
  }

  /// Restores the default action of `signal`.
  static func setDefault(_ number: Int32) { _ = signal(number, SIG_DFL) }

  /// Every signal a process can catch whose default action ends it, but for the signals of a
  /// crash (SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, which `SignalState.fatal` lists):
  /// the POSIX ones, and Linux's SIGSTKFLT, SIGIO, SIGPWR and real-time signals, or Darwin's
  /// SIGEMT. (SIGIO, SIGURG, SIGWINCH, SIGCHLD and Darwin's SIGINFO are ignored by default;
  /// SIGTSTP, SIGTTIN and SIGTTOU stop; SIGKILL and SIGSTOP cannot be caught.)
  static let terminatingSignals: [Int32] = {
    var numbers = [
      SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF,
      SIGXCPU, SIGXFSZ, SIGSYS,
    ]
    #if os(Linux)
      numbers += [SIGSTKFLT, SIGIO, SIGPWR]
      // SIGRTMIN is a function of the C library (which keeps the first few for itself).
      numbers += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #elseif canImport(Darwin)
      numbers.append(SIGEMT)
    #endif
    return numbers
  }()

  /// The action `signal` has now.
  static func action(_ number: Int32) -> SignalAction {
    var current = sigaction()
    _ = sigaction(number, nil, &current)
    return current
  }

  /// The address of the handler of `action`: 0 for the default action (SIG_DFL), 1 to ignore
  /// (SIG_IGN), else the function's.
  static func handlerAddress(_ action: SignalAction) -> Int {
    #if canImport(Darwin)
      unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #else
      unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #endif
  }

  /// The address of `handler`, as ``handlerAddress(_:)`` gives it once installed.
  static func address(of handler: @convention(c) (Int32) -> Void) -> Int {
    unsafeBitCast(handler, to: Int.self)
  }

  /// Whether `action` ignores its signal (SIG_IGN).
  static func isIgnored(_ action: SignalAction) -> Bool {
    action.sa_flags & Int32(SA_SIGINFO) == 0 && handlerAddress(action) == 1
  }

  /// Installs `handler` for `signal` (`SA_RESTART`; the signal is blocked while it runs).
  ///
  /// - Returns: The action installed before.
  static func setTerminateHandler(
    _ number: Int32, _ handler: @convention(c) (Int32) -> Void
  ) -> SignalAction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_RESTART)
    var previous = sigaction()
    _ = sigaction(number, &action, &previous)
    return previous
  }

  /// Whether the other end of the pipe `fd` writes to is closed, so that a write would fail
  /// with EPIPE and raise SIGPIPE. Async-signal-safe (`poll`).
  static func isReaderGone(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
    guard poll(&entry, 1, 0) > 0 else { return false }
    return entry.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0
  }

  /// What a signal does: its handler (or the default, or ignore), flags and mask.
  typealias SignalAction = sigaction

  /// A handler that gets the signal's details (`SA_SIGINFO`).
  typealias InfoHandler =
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

  /// Installs `handler` for a fatal signal: on the alternate signal stack where there is one (a
  /// stack overflow leaves no other), reset to the default action as it runs (a fault inside it
  /// kills at once), not blocking the signal while it runs (as the Swift runtime's crash handler
  /// expects).
  ///
  /// - Returns: The action installed before.
  static func setFatalHandler(_ number: Int32, _ handler: InfoHandler) -> SignalAction {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_sigaction = handler
    #else
      action.__sigaction_handler.sa_sigaction = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags =
      Int32(SA_SIGINFO | SA_ONSTACK | SA_NODEFER) | Int32(bitPattern: UInt32(SA_RESETHAND))
    var previous = sigaction()
    _ = sigaction(number, &action, &previous)
    return previous
  }

  /// Installs `action` for `number` as it is.
  static func setAction(_ number: Int32, _ action: SignalAction) {
    var copy = action
    _ = sigaction(number, &copy, nil)
  }

  /// Calls the handler of `action` as the kernel would have for `number`; nothing when the
  /// action is the default or to ignore. Async-signal-safe.
  static func callHandler(
    of action: SignalAction, _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
  ) {
    let address = handlerAddress(action)
    // SIG_DFL is 0 and SIG_IGN is 1 (SIG_ERR, -1, is never installed).
    guard address != 0, address != 1, address != -1 else { return }
    if action.sa_flags & Int32(SA_SIGINFO) != 0 {
      #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction?(number, info, context)
      #else
        action.__sigaction_handler.sa_sigaction?(number, info, context)
      #endif
    } else {
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler?(number)
      #else
        action.__sigaction_handler.sa_handler?(number)
      #endif
    }
  }

  /// Sleeps about `milliseconds`.
  static func sleep(milliseconds: Int) {
    var time = timespec(tv_sec: 0, tv_nsec: milliseconds * 1_000_000)
    _ = nanosleep(&time, nil)
  }

  /// Ends the process with `status` at once, without `atexit` handlers or flushing.
  static func exitAtOnce(_ status: Int32) -> Never { _exit(status) }

  /// Sends `signal` to this process, first unblocking it (a handler runs with it blocked).
  static func raiseUnblocked(_ number: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    raise(number)
  }

  /// Sends SIGTSTP to this process's group with its default action (stop until SIGCONT), as the
  /// terminal does for Ctrl-Z in cooked mode. Another thread may take the signal: the process
  /// can still be running when this returns (see `SignalState.stopAndWaitForContinue()`).
  static func stopProcessGroup() {
    setDefault(SIGTSTP)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &set, nil)
    kill(0, SIGTSTP)
  }

  /// Whether a SIGTSTP could stop this process: `false` when its process group is certainly
  /// orphaned, so that the kernel discards the signal (no job-control shell will ever send
  /// SIGCONT).
  ///
  /// A group is orphaned when no member has a parent in another group of the same session.
  /// Only this process's own parent is looked at (portably, without /proc): a parent in another
  /// group of the session (a job-control shell) means it can stop; a session leader (a process
  /// that tmux, screen, `setsid` or a terminal emulator started directly) or a process whose
  /// parent is in another session (reparented to init) cannot. A parent in the same group
  /// (a script run by a shell) leaves the answer to the group's other members: `true`, and the
  /// caller's wait for SIGCONT covers a stop that is discarded after all.
  static var canStopProcessGroup: Bool {
    let session = getsid(0)
    guard session != getpid() else { return false }
    let parent = getppid()
    guard getsid(parent) == session else { return false }
    return true
  }

  /// Registers `function` to run at normal process exit.
  static func atExit(_ function: @convention(c) () -> Void) { _ = atexit(function) }
}
