/// Where frames go and input comes from: a real terminal or an in-memory one for tests.
///
/// Code written against the protocol runs on both: pass a ``TTYTerminal`` in the app and an
/// ``InMemoryTerminal`` in tests.
///
/// ```swift
/// func show(_ buffer: Buffer, on terminal: some Terminal) async throws {
///   try terminal.enter()
///   defer { terminal.leave() }
///   terminal.writeFrame(FrameWriter(capability: .ansi256).diff(from: nil, to: buffer))
///   for await event in terminal.events where event == .key(KeyEvent(.character("q"))) {
///     return
///   }
/// }
/// ```
public protocol Terminal: AnyObject, Sendable {
  /// The current size in cells.
  var size: TerminalSize { get }
  /// Input: keys, mouse, paste, focus, resize and redraw requests. Ends when input is closed.
  var events: AsyncStream<InputEvent> { get }
  /// Writes bytes to the terminal as they are.
  ///
  /// - Parameter bytes: The output.
  func write(_ bytes: [UInt8])
  /// Takes over the screen: raw mode, alternate screen, hidden cursor, mouse and paste reporting.
  func enter() throws
  /// Gives the screen back exactly as it was before ``enter()``; safe to call more than once.
  func leave()
  /// Suspends the program as Ctrl-Z does in a shell: gives the screen back, stops until
  /// continued (`fg`), then takes the screen over again. The screen's content is unknown
  /// afterwards: draw a whole frame. Where the process cannot be stopped (no job-control shell),
  /// a terminal may leave the screen as it is.
  func suspend()
}

extension Terminal {
  /// Gives the screen back and takes it over again, for terminals that cannot stop the process.
  public func suspend() {
    leave()
    try? enter()
  }

  /// Writes `text` as UTF-8.
  ///
  /// - Parameter text: The output.
  public func write(_ text: String) { write(Array(text.utf8)) }

  /// Writes one frame inside synchronized output (mode 2026), so it appears at once.
  ///
  /// Terminals without the mode ignore the markers. Nothing is written for an empty frame.
  ///
  /// - Parameter frame: Output from a ``FrameWriter``.
  public func writeFrame(_ frame: String) {
    guard !frame.isEmpty else { return }
    write(TerminalModes.beginSynchronized + frame + TerminalModes.endSynchronized)
  }
}
