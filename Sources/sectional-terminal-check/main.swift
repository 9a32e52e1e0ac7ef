// A tiny program that takes a terminal over, draws one frame and waits for q, Ctrl-C or a
// signal. The tmux test runs it to check the terminal is restored exactly.
//
//   sectional-terminal-check [--pid-file PATH] [--crash abort|trap|segfault]
//                            [--ignore NUMBER] [--signal NUMBER] [--last-work]
//
// With --crash it crashes right after its first frame, in the alternate screen: abort() (SIGABRT),
// a Swift runtime trap (SIGILL on x86-64, SIGTRAP on arm64) or a write through a bad pointer
// (SIGSEGV). The restore tests check that the terminal is given back all the same.
//
// With --signal it sends itself that signal right after its first frame, and quits if it is
// still running; --ignore ignores a signal before taking the terminal (as `nohup` ignores
// SIGHUP for the program it runs). With --last-work, a terminating signal first lets it finish
// its last work (`TTYTerminal.onTerminatingSignal`): after a tenth of a second it writes
// "SECTIONAL-CHECK last work done".
//
// Exit status: 0 after q or Ctrl-C (or a signal that did not end it), 2 when not run in a
// terminal.

import Foundation
import SectionalTerminal

let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--pid-file"), index + 1 < arguments.count {
  try? String(ProcessInfo.processInfo.processIdentifier).write(
    toFile: arguments[index + 1], atomically: true, encoding: .utf8)
}

/// How to crash after the first frame (`--crash`), if at all.
let crash = arguments.firstIndex(of: "--crash").flatMap {
  $0 + 1 < arguments.count ? arguments[$0 + 1] : nil
}

/// The number after `option`, if given.
func number(after option: String) -> Int32? {
  arguments.firstIndex(of: option).flatMap {
    $0 + 1 < arguments.count ? Int32(arguments[$0 + 1]) : nil
  }
}

/// The signal to send itself after the first frame (`--signal`), if any.
let selfSignal = number(after: "--signal")
if let ignored = number(after: "--ignore") { signal(ignored, SIG_IGN) }

/// Crashes as `--crash` says; returns for an unknown kind.
func crashNow(_ kind: String) {
  switch kind {
  case "abort":
    abort()
  case "trap":
    // A runtime trap, as a failed conversion or an overflow in the app would be.
    let limit = Int(CommandLine.arguments.count)
    _ = [Int](repeating: 0, count: limit)[limit + 1]
  case "segfault":
    let pointer = UnsafeMutablePointer<Int>(bitPattern: 8)
    pointer?.pointee = 1
  default:
    return
  }
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

/// Whether a terminating signal waits for the last work (`--last-work`).
let hasLastWork = arguments.contains("--last-work")

do {
  let terminal = try TTYTerminal()
  if hasLastWork {
    terminal.onTerminatingSignal = {
      usleep(100_000)
      let marker = Array("SECTIONAL-CHECK last work done".utf8)
      marker.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
    }
  }
  try await terminal.run { terminal in
    var frame = draw(terminal, previous: nil)
    if let crash { crashNow(crash) }
    if let selfSignal {
      kill(getpid(), selfSignal)
      // Time for another thread to take it (and to do the last work); still running then, it
      // was ignored: quit as q does.
      usleep(hasLastWork ? 5_000_000 : 200_000)
      return
    }
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
