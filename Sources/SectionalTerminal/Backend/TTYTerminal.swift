import Foundation

/// The real terminal: raw mode, alternate screen, mouse and paste reporting, signals handled.
///
/// ``enter()`` saves the terminal's attributes and takes it over; ``leave()`` restores them
/// exactly. The terminal is also restored when the process gets any signal whose default action
/// ends it — SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM,
/// SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS, and on Linux SIGSTKFLT, SIGIO, SIGPWR and the real-time
/// signals — and then the process dies of that signal, with its exit status (after the app's
/// last work, such as a save, when it set ``onTerminatingSignal``); a signal the
/// process was started ignoring (`nohup`'s SIGHUP) stays ignored, and what each signal did before
/// ``enter()`` is put back by ``leave()``. It is restored too when the process crashes (SIGABRT,
/// SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE: restored first, then the handler installed before it
/// runs — the Swift runtime's crash report — and the process dies of the signal), at `exit`, and
/// around Ctrl-Z: SIGTSTP restores and stops,
/// SIGCONT takes the terminal over again and sends ``InputEvent/redraw``. SIGWINCH sends
/// ``InputEvent/resize(_:)``. A background thread decodes input into events, resolving a
/// lone Esc after a short timeout; when input closes, ``events`` ends. A run of 32 or more
/// characters arriving at once (a paste from a terminal without bracketed paste) is one
/// ``InputEvent/paste(_:)``, as a bracketed paste is.
///
/// ```swift
/// do {
///   let terminal = try TTYTerminal()
///   try await terminal.run { terminal in
///     for await event in terminal.events { if event == .key(KeyEvent(.character("q"))) { break } }
///   }
/// } catch let error as TerminalError {
///   print(error)  // e.g. not a terminal
/// }
/// ```
public final class TTYTerminal: Terminal, @unchecked Sendable {
  // @unchecked: the mutable state (`saved`, `entered`, `readerStarted`) is guarded by `lock`;
  // the descriptors are immutable.
  enum Wake {
    static let resize = UInt8(ascii: "W")
    static let redraw = UInt8(ascii: "R")
    static let quit = UInt8(ascii: "Q")
    static let terminate = UInt8(ascii: "T")
  }

  /// The app's last work before a terminating signal ends the process; shared with the input
  /// thread, which runs it.
  final class LastWork: @unchecked Sendable {
    // @unchecked: `body` is guarded by `lock`.
    private let lock = NSLock()
    private var stored: (@Sendable () -> Void)?
    var body: (@Sendable () -> Void)? {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }

  /// How long the process waits for ``onTerminatingSignal`` before it ends anyway.
  public static let lastWorkLimit = Duration.seconds(2)

  /// Work to finish before a terminating signal (SIGTERM, SIGHUP, SIGINT, …) ends the process:
  /// writing what the app has not saved yet. `nil` (the default) ends the process at once.
  ///
  /// When set, the signal handler only notes the signal; the input thread runs this on a thread
  /// of its own, waits for it at most ``lastWorkLimit``, then restores the terminal and ends
  /// the process with the signal, so that the exit status is still the signal's. A second
  /// signal meanwhile ends the process at once. It runs off the main actor, which may still be
  /// running: it must touch only what is safe from any thread.
  public var onTerminatingSignal: (@Sendable () -> Void)? {
    get { lastWork.body }
    set {
      lock.withLock {
        lastWork.body = newValue
        if saved != nil { SignalState.defersTermination = newValue == nil ? 0 : 1 }
      }
    }
  }

  private let inputFD: Int32
  private let outputFD: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let lock = NSLock()
  private var saved: Platform.Attributes?
  private var readerStarted = false
  private let continuation: AsyncStream<InputEvent>.Continuation
  private let lastWork = LastWork()

  /// Input events. Reading starts at the first ``enter()``; the stream ends when input closes.
  public let events: AsyncStream<InputEvent>

  /// Opens the terminal on `input` and `output`.
  ///
  /// - Parameters:
  ///   - input: The descriptor to read keys from, normally standard input (0).
  ///   - output: The descriptor to draw on, normally standard output (1).
  /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` when either is not a TTY.
  public init(input: Int32 = 0, output: Int32 = 1) throws {
    for fd in [input, output] where !Platform.isTerminal(fd) {
      throw TerminalError.notATerminal(fileDescriptor: fd)
    }
    guard let pipe = Platform.makePipe() else { throw TerminalError.pipe(errno: errno) }
    inputFD = input
    outputFD = output
    (wakeRead, wakeWrite) = pipe
    (events, continuation) = AsyncStream.makeStream(of: InputEvent.self)
  }

  deinit {
    leave()
    // The input thread may have ended already (its input closed) and closed its end: writing
    // then would raise SIGPIPE, which ends the process.
    if !Platform.isReaderGone(wakeWrite) {
      [Wake.quit].withUnsafeBytes { Platform.writeAll(wakeWrite, $0) }
    }
    Platform.closeDescriptor(wakeWrite)
    if !readerStarted { Platform.closeDescriptor(wakeRead) }
  }

  /// The current size, or 80×24 when the terminal does not say.
  public var size: TerminalSize {
    Self.size(of: outputFD)
  }

  private static func size(of fd: Int32) -> TerminalSize {
    let size = Platform.windowSize(fd) ?? (80, 24)
    return TerminalSize(columns: size.columns, rows: size.rows)
  }

  /// Writes all of `bytes` to the output.
  ///
  /// - Parameter bytes: The output.
  public func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { Platform.writeAll(outputFD, $0) }
  }

  /// Takes the terminal over: raw mode, alternate screen, hidden cursor, SGR mouse (1000, 1002,
  /// 1006), bracketed paste (2004), focus reports (1004); installs the signal handlers.
  ///
  /// - Throws: ``TerminalError/attributes(errno:)`` when the attributes cannot be read or set.
  public func enter() throws {
    try lock.withLock {
      guard saved == nil else { return }
      guard let original = Platform.attributes(inputFD) else {
        throw TerminalError.attributes(errno: errno)
      }
      let raw = Platform.raw(original)
      SignalState.prepare(
        fd: outputFD, saved: original, raw: raw, wakeFD: wakeWrite,
        defersTermination: lastWork.body != nil)
      guard Platform.setAttributes(inputFD, raw) else {
        SignalState.uninstall()
        throw TerminalError.attributes(errno: errno)
      }
      saved = original
      write(TerminalModes.enter)
      if !readerStarted {
        readerStarted = true
        startReader()
      }
    }
  }

  /// Restores the terminal exactly as ``enter()`` found it and removes the signal handlers.
  public func leave() {
    lock.withLock {
      guard let original = saved else { return }
      SignalState.uninstall()
      write(TerminalModes.leave)
      Platform.setAttributes(inputFD, original)
      saved = nil
    }
  }

  /// Restores the terminal, stops the process group with SIGTSTP (as Ctrl-Z does in cooked
  /// mode) and, once continued, takes the terminal over again.
  ///
  /// Where nothing could continue the process, it does nothing: the terminal stays as it is.
  /// That is when the process group is orphaned (the kernel discards the stop), as for a
  /// program that tmux, screen or `setsid` starts directly, with no job-control shell.
  public func suspend() {
    guard Platform.canStopProcessGroup else { return }
    leave()
    // Returns once continued (`fg`): only then is the terminal taken over again (raw mode,
    // alternate screen), before the caller draws its full frame.
    SignalState.stopAndWaitForContinue()
    try? enter()
  }

  private func startReader() {
    let reader = InputReader(
      inputFD: inputFD, outputFD: outputFD, wakeFD: wakeRead, continuation: continuation,
      lastWork: lastWork)
    let thread = Thread { reader.run() }
    thread.name = "SectionalTerminal input"
    thread.start()
  }

  /// The input thread's state; owned by that thread alone.
  private struct InputReader: Sendable {
    let inputFD: Int32
    let outputFD: Int32
    let wakeFD: Int32
    let continuation: AsyncStream<InputEvent>.Continuation
    let lastWork: LastWork

    /// After a terminating signal that the handler left to this thread: runs the app's last
    /// work, waiting at most ``TTYTerminal/lastWorkLimit``, restores the terminal and ends the
    /// process with the signal.
    private func endWithPendingSignal() {
      let number = SignalState.pendingSignal
      guard number != 0 else { return }
      if let work = lastWork.body {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
          work()
          done.signal()
        }
        thread.name = "SectionalTerminal last work"
        thread.start()
        let limit = TTYTerminal.lastWorkLimit.components
        _ = done.wait(
          timeout: .now() + .seconds(Int(limit.seconds))
            + .nanoseconds(Int(limit.attoseconds / 1_000_000_000)))
      }
      SignalState.restore()
      Platform.setDefault(number)
      Platform.raiseUnblocked(number)
      // Not reached: the signal's default action ends the process.
      Platform.exitAtOnce(128 + number)
    }

    private func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
      buffer.withUnsafeMutableBytes { bytes in
        guard let base = bytes.baseAddress else { return 0 }
        return Platform.readBytes(fd, base, bytes.count)
      }
    }

    func run() {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 4096)
      let timeout = Int32(KeyDecoder.escapeTimeout.components.attoseconds / 1_000_000_000_000_000)
      defer {
        // Input may have ended (a terminal that closes gives EIO and SIGHUP) with a signal
        // left to this thread: it ends the process still.
        endWithPendingSignal()
        Platform.closeDescriptor(wakeFD)
        continuation.finish()
      }
      while true {
        let ready = Platform.waitReadable(
          [inputFD, wakeFD], timeout: decoder.hasPending ? timeout : -1)
        if !ready.contains(true) {
          for event in decoder.flush() { continuation.yield(event) }
          continue
        }
        if ready[1] {
          let count = read(wakeFD, into: &buffer)
          if count == 0 { return }  // the terminal is gone
          let bytes = buffer.prefix(max(0, count))
          if bytes.contains(Wake.terminate) { endWithPendingSignal() }
          for byte in bytes {
            switch byte {
            case Wake.resize: continuation.yield(.resize(TTYTerminal.size(of: outputFD)))
            case Wake.redraw: continuation.yield(.redraw)
            case Wake.quit: return
            default: break
            }
          }
        }
        if ready[0] {
          let count = read(inputFD, into: &buffer)
          guard count > 0 else {
            for event in decoder.finish() { continuation.yield(event) }
            return  // end of input (or an error such as EIO on a closed terminal)
          }
          // A long run of text in one read is a paste from a terminal without bracketed paste.
          let events = KeyDecoder.joiningBursts(decoder.feed(buffer.prefix(count)))
          for event in events { continuation.yield(event) }
        }
      }
    }
  }
}

extension Terminal {
  /// Enters the terminal, runs `body`, and leaves it again even when `body` throws.
  ///
  /// - Parameter body: The program's run loop.
  /// - Returns: What `body` returns.
  /// - Throws: What ``Terminal/enter()`` or `body` throws, after the terminal is restored.
  public func run<Result>(_ body: (Self) async throws -> Result) async throws -> Result {
    try enter()
    do {
      let result = try await body(self)
      leave()
      return result
    } catch {
      leave()
      throw error
    }
  }
}
