// A tiny program that takes a terminal over, draws one frame and waits for q, Ctrl-C or a
// signal. The tmux test runs it to check the terminal is restored exactly.
//
//   sectional-terminal-check [--pid-file PATH]
//
// Exit status: 0 after q or Ctrl-C, 2 when not run in a terminal.

import Foundation
import SectionalTerminal

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--pid-file"), index + 1 < arguments.count {
  try? String(ProcessInfo.processInfo.processIdentifier).write(
    toFile: arguments[index + 1], atomically: true, encoding: .utf8)
}

func draw(_ terminal: TTYTerminal, previous: Buffer?) -> Buffer {
  let size = terminal.size
  var buffer = Buffer(width: size.columns, height: size.rows)
  buffer.setString("SECTIONAL-CHECK ready", x: 0, y: 0, style: Style(attributes: [.bold]))
  buffer.setString("漢字 👨‍👩‍👧 🇯🇵 — press q to quit", x: 0, y: 1)
  buffer.setString("size \(size)", x: 0, y: 2)
  let capability = ColorCapability.resolve(
    mode: .auto, environment: ProcessInfo.processInfo.environment, isTerminal: true)
  terminal.writeFrame(FrameWriter(capability: capability).diff(from: previous, to: buffer))
  return buffer
}

do {
  let terminal = try TTYTerminal()
  try await terminal.run { terminal in
    var frame = draw(terminal, previous: nil)
    for await event in terminal.events {
      switch event {
      case .key(KeyEvent(.character("q"), [])), .key(KeyEvent(.character("c"), .control)):
        return
      case .resize, .redraw:
        frame = draw(terminal, previous: nil)
      default:
        frame = draw(terminal, previous: frame)
      }
    }
  }
} catch {
  FileHandle.standardError.write(Data("sectional-terminal-check: \(error)\n".utf8))
  exit(2)
}
