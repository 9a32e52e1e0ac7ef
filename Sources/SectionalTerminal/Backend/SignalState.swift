#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the signal handlers need to restore the terminal, in plain C-compatible storage.
///
/// Signal handlers may only do async-signal-safe work: no locks, no allocation, no Swift runtime
/// calls that could take a lock. So the handlers below only read these statics and call
/// `write`, `tcsetattr`, `signal`, `sigprocmask` and `raise`.
///
/// Concurrency: the statics are `nonisolated(unsafe)` because a signal handler can neither take a
/// lock nor hop to an actor. They are written only by ``prepare(fd:saved:raw:wakeFD:)``,
/// ``uninstall()`` and ``stopAndWaitForContinue()``, which run with the handlers not installed
/// (the TTY's lock serialises them), and are read by the handlers (the SIGCONT handler of a
/// stop sets ``continued``, which the stopped caller waits for; the terminating handler sets
/// ``pendingSignal``, which the input thread reads). Each is touched in `prepare` so its lazy initialisation never
/// happens inside a handler.
enum SignalState {
  nonisolated(unsafe) static var fd: Int32 = -1
  nonisolated(unsafe) static var wakeFD: Int32 = -1
  nonisolated(unsafe) static var active: Int32 = 0
  nonisolated(unsafe) static var saved = termios()
  nonisolated(unsafe) static var raw = termios()
  /// `TerminalModes.leave` and `.enter`, copied once into memory that handlers can write out.
  nonisolated(unsafe) static var leaveBytes = UnsafeMutableRawBufferPointer(start: nil, count: 0)
  nonisolated(unsafe) static var enterBytes = UnsafeMutableRawBufferPointer(start: nil, count: 0)

  /// Whether a terminating signal is left to the input thread, which runs the app's last work
  /// (``TTYTerminal/onTerminatingSignal``) before it ends the process (1), or ends it at once
  /// (0).
  nonisolated(unsafe) static var defersTermination: Int32 = 0
  /// The terminating signal left to the input thread; 0 while none came.
  nonisolated(unsafe) static var pendingSignal: Int32 = 0
  /// Set when the process is continued after ``stopAndWaitForContinue()``.
  nonisolated(unsafe) static var continued: Int32 = 0
  /// Whether the fatal handlers are installed (``previousActions`` holds what they replaced).
  nonisolated(unsafe) static var fatalInstalled: Int32 = 0
  /// The actions the fatal and terminating handlers replaced — the Swift runtime's crash
  /// handler where it installed one — indexed by signal number, in memory allocated once.
  nonisolated(unsafe) static var previousActions = UnsafeMutablePointer<Platform.SignalAction>(
    bitPattern: 0)
  /// The terminating signals whose handler is installed: not those the process ignored when
  /// the terminal was entered. Never read by a handler.
  nonisolated(unsafe) static var caught: [Int32] = []

  /// Every signal whose default action ends the process, crashes aside: SIGHUP, SIGINT,
  /// SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
  /// SIGXFSZ, SIGSYS and the platform's own (``Platform/terminatingSignals``).
  static var terminating: [Int32] { Platform.terminatingSignals }
  /// The signals of a crash: abort, traps (a Swift runtime error is SIGILL on x86-64 and SIGTRAP
  /// on arm64), bad memory and arithmetic.
  static let fatal: [Int32] = [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]
  /// Room for every fatal and terminating signal's number in ``previousActions``.
  static let actionSlots = Int((fatal + Platform.terminatingSignals).max() ?? 31) + 1

  /// Records what to restore, then installs the handlers. Call with the terminal in raw mode.
  static func prepare(
    fd: Int32, saved: termios, raw: termios, wakeFD: Int32, defersTermination: Bool
  ) {
    if leaveBytes.baseAddress == nil {
      leaveBytes = copy(TerminalModes.leave)
      enterBytes = copy(TerminalModes.enter)
      let actions = UnsafeMutablePointer<Platform.SignalAction>.allocate(capacity: actionSlots)
      actions.initialize(repeating: Platform.SignalAction(), count: actionSlots)
      previousActions = actions  // lives for the whole process, as the bytes do
      Platform.atExit(exitHandler)
    }
    self.fd = fd
    self.wakeFD = wakeFD
    self.saved = saved
    self.raw = raw
    self.defersTermination = defersTermination ? 1 : 0
    pendingSignal = 0
    active = 1
    if caught.isEmpty, let previousActions {
      for number in terminating where Int(number) < actionSlots {
        // A signal the process was started ignoring (`nohup`'s SIGHUP, a background job's
        // SIGINT) stays ignored: it does not end the process, so nothing is to restore.
        guard !Platform.isIgnored(Platform.action(number)) else { continue }
        previousActions[Int(number)] = Platform.setTerminateHandler(number, terminateHandler)
        caught.append(number)
      }
    }
    Platform.setHandler(SIGTSTP, stopHandler)
    Platform.setHandler(SIGCONT, continueHandler)
    Platform.setHandler(SIGWINCH, resizeHandler)
    if fatalInstalled == 0, let previousActions {
      // Chained, not replaced: the handler restores the terminal, then runs what was installed
      // before (the runtime's crash report), then dies of the signal.
      for number in fatal where Int(number) < actionSlots {
        previousActions[Int(number)] = Platform.setFatalHandler(number, fatalHandler)
      }
      fatalInstalled = 1
    }
  }

  /// Removes the handlers (the terminal is about to be restored by its owner).
  static func uninstall() {
    active = 0
    if let previousActions {
      let ours = Platform.address(of: terminateHandler)
      // What was there before comes back, unless the app has installed its own since.
      for number in caught where Platform.handlerAddress(Platform.action(number)) == ours {
        Platform.setAction(number, previousActions[Int(number)])
      }
    }
    caught = []
    for number in [SIGTSTP, SIGCONT, SIGWINCH] { Platform.setDefault(number) }
    if fatalInstalled != 0, let previousActions {
      for number in fatal where Int(number) < actionSlots {
        Platform.setAction(number, previousActions[Int(number)])
      }
      fatalInstalled = 0
    }
  }

  /// Stops the process group as Ctrl-Z does in cooked mode, and returns only once the process
  /// has been continued (`fg`): call with the terminal given back.
  ///
  /// The SIGTSTP may be taken by another thread, after `kill` has returned; without the wait,
  /// the caller would take the terminal over and draw while the stop is still on its way, and
  /// on `fg` the rest of that frame would land on the shell's screen. A SIGTSTP the kernel
  /// discards (an orphaned process group cannot stop) never stops the process: after about half
  /// a second of running without a stop, this returns anyway.
  static func stopAndWaitForContinue() {
    continued = 0
    Platform.setHandler(SIGCONT, continuedHandler)
    Platform.stopProcessGroup()
    var waited = 0
    while continued == 0 && waited < 500 {
      Platform.sleep(milliseconds: 1)
      waited += 1
    }
    Platform.setDefault(SIGCONT)
  }

  private static func copy(_ text: String) -> UnsafeMutableRawBufferPointer {
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
    buffer.copyBytes(from: bytes)
    return buffer  // lives for the whole process: handlers may run until exit
  }

  /// Async-signal-safe: writes the restore sequences and the saved attributes.
  static func restore() {
    guard active != 0 else { return }
    Platform.writeAll(fd, UnsafeRawBufferPointer(leaveBytes))
    _ = tcsetattr(fd, TCSANOW, &saved)
  }

  /// Async-signal-safe: takes the terminal over again after a stop.
  static func reenter() {
    guard active != 0 else { return }
    _ = tcsetattr(fd, TCSANOW, &raw)
    Platform.writeAll(fd, UnsafeRawBufferPointer(enterBytes))
  }

  /// Async-signal-safe: wakes the input thread with `byte` — unless it has ended (its input
  /// closed) and closed its end of the pipe, where the write would raise SIGPIPE.
  ///
  /// - Returns: Whether the byte was written.
  @discardableResult
  static func wake(_ byte: UInt8) -> Bool {
    guard wakeFD >= 0, !Platform.isReaderGone(wakeFD) else { return false }
    var value = byte
    return write(wakeFD, &value, 1) == 1
  }
}

/// Every signal whose default action ends the process (``SignalState/terminating``): restore,
/// then die of the same signal with its default action (so the exit status, 128 + the signal's
/// number, the shell's report and any core dump stay right). SIGPIPE is one of them: the
/// library writes only to the terminal (a terminal that goes away gives EIO and SIGHUP, not
/// EPIPE) and to its own wake pipe, never once its reader is gone (see
/// ``SignalState/wake(_:)``), so a SIGPIPE comes from outside (`kill -PIPE`) or from the app's
/// own pipes, and like the others it gives the terminal back before the process ends. An app
/// that writes to pipes and must go on when one breaks ignores SIGPIPE before entering the
/// terminal, and handles EPIPE: an ignored signal stays ignored.
///
/// When the app has last work to do (``TTYTerminal/onTerminatingSignal``), the handler only
/// notes the signal and wakes the input thread, which does the work, restores and dies of the
/// signal. A second signal before then, or an input thread that has ended, ends the process
/// at once, as without last work.
private func terminateHandler(_ number: Int32) {
  if SignalState.defersTermination != 0, SignalState.active != 0,
    SignalState.pendingSignal == 0
  {
    SignalState.pendingSignal = number
    if SignalState.wake(TTYTerminal.Wake.terminate) { return }
  }
  SignalState.restore()
  Platform.setDefault(number)
  Platform.raiseUnblocked(number)
}

/// SIGTSTP (Ctrl-Z, or `kill -TSTP`): restore, stop with the default action; on `fg` the
/// SIGCONT handler takes the terminal over again and asks for a redraw.
private func stopHandler(_ number: Int32) {
  SignalState.restore()
  Platform.setDefault(SIGTSTP)
  Platform.raiseUnblocked(SIGTSTP)  // stops here until SIGCONT
  Platform.setHandler(SIGTSTP, stopHandler)
}

/// SIGCONT: raw mode and the alternate screen again, then a full redraw.
private func continueHandler(_ number: Int32) {
  SignalState.reenter()
  SignalState.wake(TTYTerminal.Wake.redraw)
}

/// SIGWINCH: the run loop reads the new size.
private func resizeHandler(_ number: Int32) {
  SignalState.wake(TTYTerminal.Wake.resize)
}

/// SIGCONT while ``SignalState/stopAndWaitForContinue()`` waits: the stop is over.
private func continuedHandler(_ number: Int32) {
  SignalState.continued = 1
}

/// SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE: the terminal first (async-signal-safe:
/// precomputed bytes, `write`, `tcsetattr`), then the handler that was there before — the Swift
/// runtime's crash report, which then prints on the shell's screen — and, should it return, the
/// default action: the process dies of the signal, with its exit status and core dump.
private func fatalHandler(
  _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  SignalState.restore()
  SignalState.active = 0
  if let previous = SignalState.previousActions, Int(number) < SignalState.actionSlots {
    let action = previous[Int(number)]
    Platform.setAction(number, action)
    Platform.callHandler(of: action, number, info, context)
  }
  Platform.setDefault(number)
  Platform.raiseUnblocked(number)
}

/// At normal exit (`exit()` or returning from `main`) with the terminal still taken over.
private func exitHandler() {
  SignalState.restore()
}
