import ArgumentParser
import DemoScreens
import Foundation
import Sectional
import SectionalTerminal

/// Prints one frame of a screen as text, after pressing the given keys.
///
/// A snapshot is reproducible: it starts from the default state (logged out, every filter
/// applied), never reads the user's saved state and never writes any — signing in or posting
/// a comment in a snapshot saves nothing. `--state FILE` starts from a saved state instead,
/// read only.
struct Snapshot: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print one frame of a screen as text, after pressing keys.",
    discussion: """
      The frame depends only on the arguments and the data: a snapshot starts from the default \
      state, ignores the state the interactive demo saved, and never saves any.

      \(ExitStatus.help)
      """)

  @Argument(help: "The screen: home, about, settings, animals, feed, day, files or processes.")
  var screen: ScreenName

  // Unconditional: `--width -5` is a width to refuse by name, not a missing value.
  @Option(parsing: .unconditional, help: "Columns, 1 to 1000.")
  var width = 80

  @Option(parsing: .unconditional, help: "Lines, 1 to 1000.")
  var height = 24

  @Option(
    help: """
      Keys to press, separated by spaces: up down left right enter esc space tab backtab \
      backspace delete pageup pagedown home end f1…f12, ctrl-X (X a letter a–z or one of \
      \(KeyScript.spacedControlPunctuation); ctrl-i is tab, as in a terminal), alt-X (X a \
      character or a key name: alt-enter is a new line in a text area), or a single character; type:TEXT \
      types TEXT, and so does text in quotes, spaces included ("Nice photo"). A key no \
      terminal can send (ctrl-ä) is refused.
      """)
  var keys = ""

  @Option(help: "Colours: never (plain text, the default) or always (ANSI).")
  var color = "never"

  @Option(
    help: ArgumentHelp(
      "Start from the state saved in this file (read only; it is never written, nor created: a missing file is an error).",
      valueName: "file"))
  var state: String?

  @OptionGroup var shared: SharedOptions

  func validate() throws {
    for (option, value, unit) in [("--width", width, "columns"), ("--height", height, "lines")] {
      guard (1...1000).contains(value) else {
        throw ValidationError(
          "\(option) must be a positive number of \(unit), 1 to 1000, not \(value)")
      }
    }
    guard color == "never" || color == "always" else {
      throw ValidationError("--color takes never or always, not \"\(color)\"")
    }
  }

  @MainActor
  func run() async throws {
    let events: [KeyEvent]
    do {
      events = try KeyScript.keys(keys)
    } catch {
      // A key no terminal can send is a usage error, as a bad --width is.
      printError("sectional-demo: --keys: \(error)")
      throw ExitStatus.usage
    }
    // In memory: the user's saved state is neither read nor written.
    let store = PreferenceStore(url: nil)
    if let state {
      do {
        let (preferences, notes) = try Preferences.read(from: URL(fileURLWithPath: state))
        store.preferences = preferences
        // What was cut is said, and the snapshot goes on: the file is never written.
        for note in notes { printError("sectional-demo: --state: \(note)") }
      } catch {
        // A state file that is missing or cannot be used is a missing input, as a data file
        // is: a snapshot reads it and never creates it.
        printError("sectional-demo: --state: \(error)")
        throw ExitStatus.dataProblem
      }
    }
    let outcome = await SnapshotRendering.render(
      screen, width: width, height: height, keys: events, color: color == "always",
      ascii: shared.ascii, screenReader: shared.wantsScreenReader, directory: shared.directory,
      store: store)
    switch outcome {
    case .refused(let error):
      printError("sectional-demo: \(error)")
      throw ExitStatus.dataProblem
    case .frame(let frame, let problem):
      print(frame)
      if let problem {
        printError("sectional-demo: \(problem)")
        throw ExitStatus.dataProblem
      }
    }
  }
}
