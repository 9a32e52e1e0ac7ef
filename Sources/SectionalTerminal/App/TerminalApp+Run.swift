import Foundation
import Sectional

extension TerminalApp {
  /// Runs the app on a terminal until the user quits or input ends: enters the terminal, draws a
  /// frame after every event, or after the last of the events already waiting (only the cells
  /// that changed reach the terminal), and restores the terminal on the way out, also when an
  /// error is thrown.
  ///
  /// Keys the terminal owns are handled here, before the screen sees them: Ctrl-Z suspends the
  /// app (the terminal is restored and the process stops, as in vim or less; on `fg` it is taken
  /// over again), and Ctrl-L redraws the whole screen. After anything that may have touched the
  /// screen (a resume, Ctrl-L, a resize) the next frame is a full repaint.
  ///
  /// - Parameters:
  ///   - terminal: A TTY or in-memory terminal.
  ///   - capability: How many colours to use.
  /// - Throws: What entering the terminal throws.
  public func run(on terminal: any Terminal, capability: ColorCapability) async throws {
    let writer = FrameWriter(capability: capability)
    showPictures(in: capability)
    let (wakeups, wake) = AsyncStream<FrameLoopEvent>.makeStream()
    onNeedsDisplay = { wake.yield(.needsDisplay) }
    onTerminalWrite = { terminal.write($0) }
    try terminal.enter()
    defer {
      terminal.leave()
      wake.finish()
    }
    let size = terminal.size
    resize(width: size.columns, height: size.rows)
    var previous: Buffer?
    var frame = render()
    // Entering hides the cursor; it shows at a field's caret while one is edited.
    var shownCursor: CursorPosition?
    var restingCursor: CursorPosition?
    terminal.writeFrame(
      Self.frameOutput(
        writer, from: previous, to: frame, cursor: cursor, rest: focusPoint,
        shownCursor: &shownCursor, restingCursor: &restingCursor))
    var pictures = pictureBytes(previous: [], full: true)
    terminal.write(pictures.bytes + cursorAfterPictures(pictures.bytes, writer))
    previous = frame
    let input = terminal.events
    // Input read but not handled yet. While there is some, no frame is drawn: a burst of keys
    // (a paste without bracketed paste, thousands of keys) draws one frame, not one a key.
    let backlog = InputBacklog()
    let forward = Task { @MainActor in
      for await event in input {
        backlog.count += 1
        wake.yield(.input(event))
      }
      backlog.count += 1
      wake.yield(.input(.key(KeyEvent(.character("c"), .control))))
    }
    let ticker = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(120))
        if self?.isAnimating == true { wake.yield(.needsDisplay) }
      }
    }
    defer {
      forward.cancel()
      ticker.cancel()
    }
    for await wakeup in wakeups {
      switch wakeup {
      case .needsDisplay: break
      case .input(let event):
        backlog.count = max(0, backlog.count - 1)
        switch Self.terminalAction(for: event) {
        case .suspend:
          terminal.suspend()
          previous = nil  // the screen was given back: whatever is on it now is unknown
        case .repaint:
          previous = nil
        case nil:
          if handle(event) == .quit { return }
          if case .resize = event { previous = nil }
        }
      }
      if previous?.width != width || previous?.height != height { previous = nil }
      // A screen that must be drawn whole (after a resume, Ctrl-L, a resize) is drawn at once.
      if backlog.count > 0, previous != nil { continue }
      // The reader gets a turn before the frame: on a busy main actor it may be queued with
      // more input already read (it reads a burst one event per turn then), and those events
      // are handled before one frame is drawn for them all.
      if case .input = wakeup, previous != nil {
        await Task.yield()
        if backlog.count > 0 { continue }
      }
      frame = render()
      terminal.writeFrame(
        Self.frameOutput(
          writer, from: previous, to: frame, cursor: cursor, rest: focusPoint,
          shownCursor: &shownCursor, restingCursor: &restingCursor))
      pictures = pictureBytes(previous: pictures.placements, full: previous == nil)
      terminal.write(pictures.bytes + cursorAfterPictures(pictures.bytes, writer))
      previous = frame
    }
  }

  /// A frame's output with the terminal's cursor where the frame wants it: hidden while cells
  /// are written, then moved to the caret and shown when a field is edited; hidden otherwise,
  /// resting on what has focus (`rest`). Nothing about the cursor is written when it neither
  /// moved nor was disturbed; a full repaint (after a resume, Ctrl-L, a resize) always says
  /// where it is.
  ///
  /// - Parameters:
  ///   - writer: The frame writer.
  ///   - previous: What the terminal shows, or `nil` for a full repaint.
  ///   - next: The frame.
  ///   - cursor: Where the cursor should show, or `nil` to hide it.
  ///   - rest: Where the hidden cursor goes, or `nil` to leave it where the cells end.
  ///   - shownCursor: Where it shows now (`nil`: hidden); updated.
  ///   - restingCursor: Where the hidden cursor rests now (`nil`: not known); updated.
  /// - Returns: The bytes to write.
  static func frameOutput(
    _ writer: FrameWriter, from previous: Buffer?, to next: Buffer, cursor: CursorPosition?,
    rest: CursorPosition? = nil, shownCursor: inout CursorPosition?,
    restingCursor: inout CursorPosition?
  ) -> String {
    var output = writer.diff(from: previous, to: next)
    let wasShown = shownCursor != nil
    if !output.isEmpty && wasShown { output = writer.cursor(nil) + output }
    let repaint =
      previous == nil || previous?.width != next.width
      || previous?.height != next.height
    if repaint || cursor != nil && (!output.isEmpty || cursor != shownCursor)
      || cursor == nil && wasShown
    {
      output += writer.cursor(cursor)
    }
    shownCursor = cursor
    // Writing cells moved the cursor: it goes back to rest on what has focus.
    if cursor == nil, let rest, repaint || !output.isEmpty || rest != restingCursor {
      output += writer.rest(at: rest)
    }
    restingCursor = cursor == nil ? rest : nil
    return output
  }

  /// How many input events the frame loop has been sent and not handled yet.
  @MainActor final class InputBacklog {
    var count = 0
  }

  /// What wakes the frame loop: input, or work outside an event that changed the picture.
  enum FrameLoopEvent: Sendable {
    case input(InputEvent)
    case needsDisplay
  }

  /// What the frame loop does itself with an event, before the screen sees it.
  enum TerminalAction: Equatable {
    /// Ctrl-Z: give the terminal back and stop until continued.
    case suspend
    /// Ctrl-L, or the screen was lost (a resume): draw every cell again.
    case repaint
  }

  /// The frame loop's own handling of `event`; `nil` when the app handles it.
  static func terminalAction(for event: InputEvent) -> TerminalAction? {
    switch event {
    case .redraw: .repaint
    case .key(KeyEvent(.character("z"), .control)): .suspend
    case .key(KeyEvent(.character("l"), .control)): .repaint
    default: nil
    }
  }

  /// The bytes that draw the frame's pictures inline, when they differ from the last frame's
  /// (or one was still being decoded, or its image loaded): each picture is a PNG the picture
  /// library made off the main actor, at a bounded size.
  ///
  /// - Parameters:
  ///   - previous: The placements drawn last time.
  ///   - full: Whether the whole screen was redrawn (every picture must be drawn again).
  /// - Returns: The bytes (empty when nothing changed) and the placements now drawn.
  func pictureBytes(previous: [PicturePlacement], full: Bool) -> (
    bytes: String, placements: [PicturePlacement]
  ) {
    let mode = options.inlineImages
    // Alt text, not pictures, in ASCII and without colour (ImageRenderer draws it).
    guard mode != .none, !options.glyphs.isASCII, pictures.capability != .none else {
      return ("", [])
    }
    // The pictures of every list on screen: each pane's, in a split.
    let shown = stack.last.map { page in page.split?.shown.map(\.view) ?? [page.list] } ?? []
    let placements =
      modal == nil && !isShowingHelp ? shown.flatMap(\.picturePlacements) : []
    guard full || placements != previous else { return ("", placements) }
    var bytes = mode.clear
    var isPending = false
    for placement in placements {
      // Decoded off the main actor, at a bounded size, like half-block pictures.
      switch pictures.inlinePicture(
        placement.source, columns: placement.columns, rows: placement.rows)
      {
      case .some(.some(.success(let data))):
        bytes += "\u{1B}[\(placement.y + 1);\(placement.x + 1)H"
        bytes += mode.draw(data, columns: placement.columns, rows: placement.rows)
      case .some(nil):
        isPending = true
      case nil:
        // An image still loading is drawn once it has loaded.
        guard case .loaded(let source) = placement.source else { continue }
        switch images.phase(of: source) {
        case .empty, .loading: isPending = true
        case .loaded, .failed: continue
        }
      case .some(.some(.failure)):
        continue
      }
    }
    // While a picture is decoded, every frame draws them again (and asks for it, keeping its
    // decode wanted), until all are drawn.
    return (bytes, isPending ? [] : placements)
  }

  /// Puts the cursor back where the frame wants it after `pictures` moved it to draw them:
  /// nothing when no picture was drawn.
  func cursorAfterPictures(_ pictures: String, _ writer: FrameWriter) -> String {
    guard !pictures.isEmpty else { return "" }
    if let cursor { return writer.cursor(cursor) }
    return focusPoint.map { writer.rest(at: $0) } ?? ""
  }

  /// Whether something on screen animates (a loading row), in any pane on screen.
  var isAnimating: Bool {
    guard let page = stack.last else { return false }
    let lists = page.split.map { $0.shown.map(\.view) } ?? [page.list]
    return lists.contains { list in
      list.layout.visibleRows.contains { list.layout.content[$0]?.component is LoadingItem }
    }
  }

  /// Runs a screen without a terminal: feeds `keys`, waits after each until the work it
  /// started (a page load) has finished and been applied, and returns the final frame as text
  /// (plain, or with ANSI styles). Nothing sleeps: the screen's host knows when it is idle.
  /// Pictures are decoded in the background: the frame is drawn again once those it shows are
  /// ready (waiting 30 seconds at most), so it shows them rather than their placeholders; so
  /// are the loads of `AsyncImageItem` rows it shows, and the pictures of those loaded.
  ///
  /// - Parameters:
  ///   - root: The first screen.
  ///   - width: Columns.
  ///   - height: Lines.
  ///   - keys: Keys to press, in order.
  ///   - options: How the app looks.
  ///   - capability: `nil` for plain text; a colour capability for ANSI text.
  /// - Returns: The frame, one line per terminal line, without trailing spaces.
  public static func snapshot(
    root: any Screen, width: Int, height: Int, keys: [KeyEvent], options: Options = Options(),
    capability: ColorCapability? = nil
  ) async -> String {
    let app = TerminalApp(root: root, width: width, height: height, options: options)
    app.showPictures(in: capability ?? .none)
    await app.idle()
    for key in keys {
      if app.handle(.key(key)) == .quit { break }
      await app.idle()
    }
    let stored = app.pictures.stored
    let finished = app.images.finishedLoads
    var frame = app.render()
    // Pictures are decoded in the background: the snapshot shows them, not placeholders.
    await app.awaitPictures(&frame, stored: stored)
    // Images load in the background too: the snapshot shows where their loads end, and the
    // pictures of those that loaded, decoded in the background in turn.
    let storedBeforeLoads = app.pictures.stored
    await app.awaitImages(&frame, finished: finished)
    await app.awaitPictures(&frame, stored: storedBeforeLoads)
    if let capability {
      return FrameWriter(capability: capability).ansiText(frame)
    }
    return frame.plainText()
  }

  /// Returns once the screen on top is idle: the work that input started (a page load) has
  /// finished and its content has been applied. Of a split, every pane on screen is waited
  /// for, each detail first brought up to date with the cursor before it.
  public func idle() async {
    while let page = stack.last {
      _ = page.split?.shown
      guard let busy = page.hosts.first(where: { !$0.isIdle }) else { return }
      await busy.idle()
    }
  }
}
