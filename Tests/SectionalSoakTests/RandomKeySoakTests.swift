import DemoScreens
import Foundation
import Sectional
import TestSupport
import Testing

@testable import SectionalTerminal

/// A seeded random walk of keys, mouse and resize events over every demo screen at sizes from
/// 1×1 to 200×60, in process (`TerminalApp.handle` and `render`, no terminal, no sleeps). After every
/// event: no crash, every line fits the terminal, the cursor is on a selectable row or nowhere,
/// and the picture a terminal shows after replaying the frames (``VirtualScreen``) equals the
/// buffer; now and then the frame also equals one drawn from scratch (the list redraws only
/// damaged lines). Set `SECTIONAL_SOAK_SEED` to replay a failing walk (the seed is in every
/// message) and `SECTIONAL_SOAK_TRACE=1` to print every event before it is handled.
@MainActor
@Suite struct RandomKeySoakTests {
  /// 100,000 events, in every build; `SECTIONAL_SOAK_EVENTS` sets another count (a quick
  /// `SECTIONAL_SOAK_EVENTS=5000 swift test --filter RandomKeySoak` while working).
  static let totalEvents: Int =
    ProcessInfo.processInfo.environment["SECTIONAL_SOAK_EVENTS"].flatMap(Int.init) ?? 100_000
  static let trace = ProcessInfo.processInfo.environment["SECTIONAL_SOAK_TRACE"] != nil
  static let seed: UInt64 =
    ProcessInfo.processInfo.environment["SECTIONAL_SOAK_SEED"].flatMap { UInt64($0) }
    ?? 0x5EC7_1011_A15E_ED00

  /// Keys a user presses, minus the two that quit (q and Ctrl-C end a walk early instead).
  static let keys: [KeyEvent] = {
    let plain: [TerminalKey] = [
      .up, .down, .up, .down, .left, .right, .enter, .escape, .tab, .backTab, .backspace, .home,
      .end, .pageUp, .pageDown, .delete, .insert, .function(1),
    ]
    let characters: [Character] = [
      "j", "k", "j", "k", "h", "l", "g", "G", " ", "?", "m", "d", "i", "/", "n", "N", "a", "x",
      "é", "漢", "1",
    ]
    return plain.map { KeyEvent($0) } + characters.map { KeyEvent(.character($0)) } + [
      KeyEvent(.character("l"), .control), KeyEvent(.character("z"), .control),
      KeyEvent(.down, .shift), KeyEvent(.character("j"), .alt),
    ]
  }()

  /// A size: mostly small (cheap, and where layouts break), often medium, sometimes up to
  /// 200×60 (walks there are short: a debug build draws 12,000 cells slowly).
  static func size(_ random: inout SplitMix64) -> TerminalSize {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<60:
      TerminalSize(
        columns: Int.random(in: 1...24, using: &random), rows: Int.random(in: 1...8, using: &random)
      )
    case 60..<97:
      TerminalSize(
        columns: Int.random(in: 25...80, using: &random),
        rows: Int.random(in: 9...24, using: &random))
    default:
      TerminalSize(
        columns: Int.random(in: 81...200, using: &random),
        rows: Int.random(in: 25...60, using: &random))
    }
  }

  static func event(_ random: inout SplitMix64, size: TerminalSize) -> InputEvent {
    let roll = Int.random(in: 0..<100, using: &random)
    if roll < 1 { return .resize(Self.size(&random)) }
    if roll < 14 {
      let kinds: [MouseEvent.Kind] = [
        .press(.left), .release(.left), .scrollUp, .scrollDown, .move, .press(.right),
        .drag(.left),
      ]
      let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
      return .mouse(
        MouseEvent(
          kind, x: Int.random(in: 0...max(0, size.columns), using: &random),
          y: Int.random(in: 0...max(0, size.rows), using: &random)))
    }
    if roll < 15 { return .paste("pasted text") }
    return .key(keys[Int.random(in: 0..<keys.count, using: &random)])
  }

  /// Screen `index` of the demo's home followed by every screen its catalog offers, built fresh.
  static func root(_ index: Int, _ catalog: DemoCatalog) throws -> any Screen {
    let kinds = DemoCatalog.Kind.allCases
    let position = index % (kinds.count + 1)
    return position == 0 ? HomeScreen(catalog: catalog) : try catalog.make(kinds[position - 1])
  }

  @Test func randomKeysNeverBreakTheFrame() async throws {
    var random = SplitMix64(seed: Self.seed)
    let seedText = "seed \(Self.seed) (replay: SECTIONAL_SOAK_SEED=\(Self.seed) swift test)"
    let catalog = DemoCatalog(directory: .bundled, store: PreferenceStore(url: nil))
    let writer = FrameWriter(capability: .ansi256)
    var sent = 0
    var walk = 0
    while sent < Self.totalEvents {
      let root = try Self.root(walk, catalog)
      walk += 1
      var size = Self.size(&random)
      let options = TerminalApp.Options(glyphs: Bool.random(using: &random) ? .unicode : .ascii)
      let app = TerminalApp(root: root, width: size.columns, height: size.rows, options: options)
      var screen = VirtualScreen(size: size)
      var previous: Buffer?
      let isLarge = size.columns * size.rows > 80 * 24
      let length =
        isLarge ? Int.random(in: 10...40, using: &random) : Int.random(in: 50...400, using: &random)
      for step in 0..<length {
        let event = Self.event(&random, size: size)
        sent += 1
        // Built only for a message: formatting it for every event would cost more than the event.
        let place = {
          "\(seedText), walk \(walk) on \(root.title) at \(size), step \(step): \(event)"
        }
        if case .resize(let new) = event {
          size = new
          screen = VirtualScreen(size: size)
          previous = nil
        }
        if Self.trace { FileHandle.standardError.write(Data((place() + "\n").utf8)) }
        if app.handle(event) == .quit { break }
        if sent % 64 == 0 { await Task.yield() }  // lets a page load finish now and then
        let frame = app.render()
        if frame.width != size.columns || frame.height != size.rows {
          Issue.record("the frame is \(frame.width)×\(frame.height); \(place())")
          throw SoakFailure()
        }
        screen.apply(Array(writer.diff(from: previous, to: frame).utf8))
        previous = frame
        try Self.check(app: app, frame: frame, screen: screen, place: place)
        // The list redraws only what changed: now and then, a frame drawn from scratch must
        // equal it (spinners aside, which change every frame).
        if step % 16 == 0, !app.isAnimating, let list = app.stack.last?.list {
          list.invalidateDrawing()
          let fresh = app.render()
          if fresh != frame {
            let line = (0..<frame.height).first { fresh.line($0) != frame.line($0) } ?? 0
            Issue.record(
              "redrawn from scratch, line \(line) is \(fresh.line(line)), not \(frame.line(line)); \(place())"
            )
            throw SoakFailure()
          }
        }
      }
      // Work a handler started (a page load, a retry) runs while its screen still exists: the
      // feed's retry row reads its screen through `unowned self` inside a Task.
      for _ in 0..<4 { await Task.yield() }
    }
    #expect(sent >= Self.totalEvents)
  }

  static func check(
    app: TerminalApp, frame: Buffer, screen: VirtualScreen, place: () -> String
  ) throws {
    for y in 0..<frame.height {
      var columns = 0
      let cells = frame.lineCells(y)
      let shown = screen.buffer.lineCells(y)
      for x in 0..<frame.width {
        let cell = cells[x]
        if x >= shown.count || !cell.hasSameSymbol(as: shown[x]) {
          Issue.record(
            "terminal shows \(screen.buffer.line(y)) but the buffer is \(frame.line(y)) on line \(y); \(place())"
          )
          throw SoakFailure()
        }
        if cell.isASCII {
          columns += 1
        } else if !cell.isContinuation {
          columns += DisplayWidth.of(cell.symbol)
        }
      }
      if columns > frame.width {
        Issue.record("line \(y) is \(columns) columns wide: \(frame.line(y)); \(place())")
        throw SoakFailure()
      }
    }
    guard let page = app.stack.last, let path = page.list.selectedRowPath else { return }
    // The cursor's path is in what the list shows (filtered while finding).
    if let row = page.list.layout.content[path], !row.traits.isSelectable {
      Issue.record("the cursor is on the unselectable row \(row.id); \(place())")
      throw SoakFailure()
    }
  }

  struct SoakFailure: Error {}
}
