import Foundation

/// A terminal in memory, for tests: records output, takes scripted input and sizes.
///
/// ```swift
/// let terminal = InMemoryTerminal(size: TerminalSize(columns: 20, rows: 3))
/// try terminal.enter()
/// terminal.writeFrame(FrameWriter(capability: .none).diff(from: nil, to: buffer))
/// terminal.screen().text  // what a real terminal would now show
/// terminal.send("q")  // scripted input arrives on `events`
/// ```
public final class InMemoryTerminal: Terminal, @unchecked Sendable {
  // @unchecked: every mutable property is guarded by `lock`.
  private let lock = NSLock()
  private var currentSize: TerminalSize
  private var recorded: [UInt8] = []
  private var entered = false
  private var suspendCount = 0
  private let continuation: AsyncStream<InputEvent>.Continuation

  /// Input events: what ``send(_:)-(String)``, ``send(_:)-(InputEvent)`` and ``resize(to:)`` script.
  public let events: AsyncStream<InputEvent>

  /// Creates a terminal of `size`.
  ///
  /// - Parameter size: The size reported until ``resize(to:)``.
  public init(size: TerminalSize) {
    currentSize = size
    (events, continuation) = AsyncStream.makeStream(of: InputEvent.self)
  }

  /// The current size.
  public var size: TerminalSize { lock.withLock { currentSize } }

  /// Whether ``enter()`` was called without a matching ``leave()``.
  public var isEntered: Bool { lock.withLock { entered } }

  /// Every byte written so far.
  public var output: [UInt8] { lock.withLock { recorded } }

  /// Everything written so far as text.
  public var outputText: String { String(decoding: output, as: UTF8.self) }

  /// Records `bytes`.
  ///
  /// - Parameter bytes: The output.
  public func write(_ bytes: [UInt8]) { lock.withLock { recorded += bytes } }

  /// Records the take-over sequences, as the TTY does.
  public func enter() throws {
    let wasEntered = lock.withLock {
      defer { entered = true }
      return entered
    }
    if !wasEntered { write(TerminalModes.enter) }
  }

  /// Records the restore sequences, as the TTY does; does nothing when not entered.
  public func leave() {
    let wasEntered = lock.withLock {
      defer { entered = false }
      return entered
    }
    if wasEntered { write(TerminalModes.leave) }
  }

  /// How many times ``suspend()`` was called.
  public var suspensions: Int { lock.withLock { suspendCount } }

  /// Records a suspension: the restore sequences, then the take-over sequences again, as the
  /// TTY writes them around a stop.
  public func suspend() {
    lock.withLock { suspendCount += 1 }
    leave()
    try? enter()
  }

  /// Forgets the output recorded so far.
  public func clearOutput() { lock.withLock { recorded = [] } }

  /// Delivers bytes as if typed, decoded like a real terminal's input (with the Esc timeout
  /// elapsed at the end).
  ///
  /// - Parameter text: The bytes to type, such as `"j"` or `"\u{1B}[B"`.
  public func send(_ text: String) {
    var decoder = KeyDecoder()
    for event in decoder.feed(Array(text.utf8)) + decoder.finish() { continuation.yield(event) }
  }

  /// Delivers `event`.
  ///
  /// - Parameter event: Any input event.
  public func send(_ event: InputEvent) { continuation.yield(event) }

  /// Changes the size and delivers a resize event.
  ///
  /// - Parameter size: The new size.
  public func resize(to size: TerminalSize) {
    lock.withLock { currentSize = size }
    continuation.yield(.resize(size))
  }

  /// Ends the input stream, like a closed stdin.
  public func closeInput() { continuation.finish() }

  /// Replays all output into a virtual screen of the current size.
  ///
  /// - Returns: What a terminal would show after this output.
  public func screen() -> VirtualScreen {
    var screen = VirtualScreen(size: size)
    screen.apply(output)
    return screen
  }
}
