import BenchmarkSupport
import Foundation
import Sectional
@_spi(Benchmarks) import SectionalTerminal

/// Issue 30's split: a frame of two panes at 200×60, a master of 1,000,000 rows beside the
/// detail of the row under its cursor (100,000 lines), against a frame of the master alone;
/// and what moving the master's cursor by one row writes to the terminal: only the lines that
/// changed, in both panes.
@MainActor
enum PaneComparison {
  /// A million rows, each one line.
  final class Master: Screen {
    let title = "Rows"
    var content: ListContent {
      ListContent {
        Section(id: "rows") {
          ForEach(0..<1_000_000, id: { $0 }) { Row(id: $0, TextItem("Row \($0)")) }
            .height(.fixed(1))
        }
      }
    }
  }

  /// The detail of one row: 100,000 lines.
  final class Detail: Screen {
    let row: Int
    var title: String { "Row \(row)" }
    init(row: Int) { self.row = row }
    var content: ListContent {
      let row = row
      return ListContent {
        Section(id: "lines") {
          ForEach(0..<100_000, id: { $0 }) { line in
            Row(id: line, TextItem("Line \(line) of row \(row)"))
          }
          .height(.fixed(1))
        }
      }
    }
  }

  final class Split: SplitScreen {
    let title = "Split"
    let master = Master()
    var panes: [Pane] {
      [
        Pane(master, id: "master", minimumWidth: 40),
        .detail(id: "detail", minimumWidth: 60, weight: 2) { id in
          (id.base as? Int).map(Detail.init(row:))
        },
      ]
    }
  }

  static func run() {
    print(
      "# panes: a frame of a split at 200x60 (a 1,000,000-row master beside the 100,000-line"
        + " detail of its cursor row) against a frame of the master alone, each frame drawn"
        + " from scratch (every line); move_ms is the master's cursor moving one row and the"
        + " frame after it (a new detail made and drawn); lines_written counts the screen"
        + " lines the terminal is sent for that move, lines_changed those that differ")
    let width = 200
    let height = 60
    let split = TerminalApp(root: Split(), width: width, height: height)
    let single = TerminalApp(root: Master(), width: width, height: height)
    // The cursor in the middle of the master, in both.
    for app in [split, single] {
      for _ in 0..<3 { app.handle(.key(KeyEvent(.pageDown))) }
      _ = app.render()
    }
    guard split.render().line(1).contains("Row ") else {
      print("panes error=the split does not show its detail")
      return
    }
    var sink = 0
    var down = true
    func fromScratch(_ app: TerminalApp) {
      app.invalidateDrawing()
      sink &+= app.render().width
    }
    if CommandLine.arguments.contains("--profile") {
      // The split's frames from scratch, many times, for `perf record`.
      for _ in 0..<5_000 { fromScratch(split) }
      print("profiled frames: \(sink)")
      return
    }
    let times = interleavedMedianMilliseconds(
      iterations: 101,
      [
        { fromScratch(single) },
        { fromScratch(split) },
        { sink &+= single.render().width },
        { sink &+= split.render().width },
        {
          split.handle(.key(KeyEvent(down ? .down : .up)))
          down.toggle()
          sink &+= split.render().width
        },
      ])
    // What one move sends: the lines the writer touches against the lines that differ.
    let writer = FrameWriter(capability: .ansi256)
    let before = split.render()
    split.handle(.key(KeyEvent(.down)))
    let after = split.render()
    let output = writer.diff(from: before, to: after)
    let changed = (0..<height).filter { before.line($0) != after.line($0) }.count
    let written = Self.linesWritten(output)
    print(
      ContentComparison.ratioLine(
        "panes_frame_200x60_1000000_and_100000", ("split_ms", times[1]),
        ("single_ms", times[0]), ratio: "split_per_single", target: "<=2")
        + " cached_split_ms=\(format(times[3])) cached_single_ms=\(format(times[2]))"
        + " move_ms=\(format(times[4])) lines_written=\(written) lines_changed=\(changed)"
        + " bytes_written=\(output.utf8.count) only_changed_lines="
        + "\(written <= changed ? "yes" : "no")")
    if sink == 42 { print("") }
  }

  /// The screen lines an ANSI diff moves the cursor to (`ESC [ line ; column H`).
  static func linesWritten(_ output: String) -> Int {
    var lines = Set<Int>()
    let bytes = Array(output.utf8)
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        var number = 0
        var digits = 0
        while end < bytes.count, bytes[end] >= 48, bytes[end] <= 57 {
          number = number * 10 + Int(bytes[end] - 48)
          digits += 1
          end += 1
        }
        if digits > 0, end < bytes.count, bytes[end] == UInt8(ascii: ";") {
          var close = end + 1
          while close < bytes.count, bytes[close] >= 48, bytes[close] <= 57 { close += 1 }
          if close < bytes.count, bytes[close] == UInt8(ascii: "H") { lines.insert(number) }
        }
        index = end
      } else {
        index += 1
      }
    }
    return lines.count
  }
}
