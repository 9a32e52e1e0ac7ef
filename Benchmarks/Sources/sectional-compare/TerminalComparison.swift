import BenchmarkSupport
import Sectional
import SectionalTerminal

/// The terminal scenarios: a 200×60 frame over a list of 1,000,000 rows (and of 100, to show the
/// cost does not grow with the list), drawn and written as only the cells that changed, against a
/// baseline that draws and writes the whole screen every frame; and the same move in a grid of
/// 1,000,000 cards in 3 columns.
@MainActor
enum TerminalComparison {
  static let width = 200
  static let height = 60

  static func run() {
    if CommandLine.arguments.contains("--profile") {
      profileMoves()
      return
    }
    for count in [100, 1_000_000] {
      scenarios(count: count)
    }
    gridScenario()
  }

  /// Issue 19's grid case: a 1,000,000-item grid of 3 columns of cards; moving the cursor one
  /// cell (→ then ←) draws and writes only the two cards' lines, against a full redraw (every
  /// item drawn, the whole screen written) at the same cursor. Target: ratio ≥ 10.
  static func gridScenario() {
    var rows: [Row] = []
    rows.reserveCapacity(1_000_000)
    for index in 0..<1_000_000 {
      rows.append(Row(id: index, TextItem("Item \(index)", subtitle: "\(index % 97) likes")))
    }
    let content = ListContent(sections: [
      Section(id: "grid", rows: rows).layout(.grid(columns: 3))
    ])
    guard let controller = try? ListController(content: content) else {
      print("terminal_grid_move_one_1M error=content")
      return
    }
    let list = ListView(controller: controller, width: width, height: height)
    let writer = FrameWriter(capability: .ansi256)
    var previous = frame(list)
    var right = true
    var bytes = 0
    let move = medianMilliseconds(iterations: 200) {
      list.handle(.key(KeyEvent(right ? .right : .left)))
      right.toggle()
      let next = frame(list)
      bytes = writer.diff(from: previous, to: next).utf8.count
      previous = next
    }
    list.handle(.key(KeyEvent(right ? .right : .left)))
    right.toggle()
    let after = frame(list)
    let lines = changedLines(previous, after)
    var baselineBytes = 0
    let full = medianMilliseconds(iterations: 50) {
      list.handle(.key(KeyEvent(right ? .right : .left)))
      right.toggle()
      list.invalidateDrawing()
      baselineBytes = writer.diff(from: nil, to: frame(list)).utf8.count
    }
    print(
      comparisonLine(
        "terminal_grid_move_one_1M", sectional: move, baseline: full,
        extra: [
          "bytes": "\(bytes)", "baseline_bytes": "\(baselineBytes)",
          "lines_written": "\(lines)", "target": "ratio>=10",
        ]))
  }

  static func content(count: Int) -> ListContent {
    var rows: [Row] = []
    rows.reserveCapacity(count)
    for index in 0..<count {
      rows.append(
        Row(
          id: index,
          TextItem(
            "Row \(index)", detail: "\(index % 97)", icon: index % 3 == 0 ? "star" : nil,
            accessory: .disclosure)))
    }
    return ListContent(sections: [Section(id: "rows", rows: rows)])
  }

  /// A list view over `count` rows, with its first frame drawn.
  static func makeList(count: Int) -> (ListView, Buffer)? {
    guard let controller = try? ListController(content: content(count: count)) else { return nil }
    let list = ListView(controller: controller, width: width, height: height)
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    return (list, buffer)
  }

  /// Moves the cursor many times, for `perf record`: over a 1,000,000-row list, or over
  /// `--count N` rows.
  static func profileMoves() {
    let arguments = CommandLine.arguments
    let count =
      arguments.firstIndex(of: "--count").flatMap { index in
        arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
      } ?? 1_000_000
    guard let (list, first) = makeList(count: count) else { return }
    let writer = FrameWriter(capability: .ansi256)
    var previous = first
    var bytes = 0
    for step in 0..<20_000 {
      list.moveSelection(by: step % 40 < 20 ? 1 : -1)
      let next = frame(list)
      bytes &+= writer.diff(from: previous, to: next).utf8.count
      previous = next
    }
    print("profiled moves: \(bytes) bytes")
  }

  static func frame(_ list: ListView) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    list.draw(into: &buffer, x: 0, y: 0)
    return buffer
  }

  static func changedLines(_ old: Buffer, _ new: Buffer) -> Int {
    (0..<height).filter { old.line($0) != new.line($0) }.count
  }

  static func scenarios(count: Int) {
    let label = count >= 1_000_000 ? "1M" : "\(count)"
    let writer = FrameWriter(capability: .ansi256)
    guard let (list, first) = makeList(count: count) else {
      print("terminal_\(label) error=content")
      return
    }
    // Full first draw: both sides write everything.
    var bytes = 0
    let full = medianMilliseconds(iterations: 15) {
      bytes = writer.diff(from: nil, to: frame(list)).utf8.count
    }
    print(
      comparisonLine(
        "terminal_first_frame_\(label)", sectional: full, baseline: full,
        extra: ["bytes": "\(bytes)", "baseline_bytes": "\(bytes)"]))

    // Selection moved by one: only the two changed lines are written.
    var previous = first
    var moveBytes = 0
    var lines = 0
    var down = true
    let move = medianMilliseconds(iterations: 200) {
      list.moveSelection(by: down ? 1 : -1)
      down.toggle()
      let next = frame(list)
      moveBytes = writer.diff(from: previous, to: next).utf8.count
      previous = next
    }
    list.moveSelection(by: 1)
    let after = frame(list)
    lines = changedLines(previous, after)
    list.moveSelection(by: -1)
    previous = frame(list)
    var baselineBytes = 0
    let moveBaseline = medianMilliseconds(iterations: 200) {
      list.moveSelection(by: down ? 1 : -1)
      down.toggle()
      list.invalidateDrawing()
      baselineBytes = writer.diff(from: nil, to: frame(list)).utf8.count
    }
    print(
      comparisonLine(
        "terminal_move_one_\(label)", sectional: move, baseline: moveBaseline,
        extra: [
          "bytes": "\(moveBytes)", "baseline_bytes": "\(baselineBytes)",
          "lines_written": "\(lines)",
        ]))

    // A page down and back up: every line changes, so both write about as much.
    var forward = true
    previous = frame(list)
    var pageBytes = 0
    let page = medianMilliseconds(iterations: 100) {
      list.page(forward: forward)
      forward.toggle()
      let next = frame(list)
      pageBytes = writer.diff(from: previous, to: next).utf8.count
      previous = next
    }
    let pageBaseline = medianMilliseconds(iterations: 100) {
      list.page(forward: forward)
      forward.toggle()
      list.invalidateDrawing()
      baselineBytes = writer.diff(from: nil, to: frame(list)).utf8.count
    }
    print(
      comparisonLine(
        "terminal_page_\(label)", sectional: page, baseline: pageBaseline,
        extra: ["bytes": "\(pageBytes)", "baseline_bytes": "\(baselineBytes)"]))
  }
}
