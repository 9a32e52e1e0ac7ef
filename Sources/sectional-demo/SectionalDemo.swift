import ArgumentParser
import DemoScreens
import Foundation
import Sectional
import SectionalTerminal

/// `sectional-demo`: the five articles' screens, built with Sectional, in the terminal.
@main
struct SectionalDemo: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sectional-demo",
    abstract: "The screens of five articles about table views, rebuilt with Sectional.",
    discussion: """
      Run without arguments for the home list, or name a screen: \
      \(DemoCatalog.Kind.allCases.map(\.rawValue).joined(separator: ", ")).
      `sectional-demo snapshot SCREEN` prints one frame as text.

      \(ExitStatus.help)
      """,
    subcommands: [Interactive.self, Snapshot.self],
    defaultSubcommand: Interactive.self)
}

/// Options every form takes.
struct SharedOptions: ParsableArguments {
  @Option(help: "Read the data files from this directory instead of the bundled ones.")
  var dataDir: String?

  @Flag(help: "Draw with ASCII only.")
  var ascii = false

  @Flag(
    help: """
      Draw for screen readers: flat lists without borders, states in words, what changed said \
      in the status line (or set SECTIONAL_SCREEN_READER=1).
      """)
  var screenReader = false

  /// Whether to draw for screen readers: `--screen-reader`, or `SECTIONAL_SCREEN_READER` set.
  var wantsScreenReader: Bool {
    screenReader
      || TerminalApp.Options.screenReaderRequested(by: ProcessInfo.processInfo.environment)
  }

  /// A `--data-dir` that names no folder is a usage error, named as such, before any file is
  /// looked for in it.
  func validate() throws {
    guard let dataDir else { return }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dataDir, isDirectory: &isFolder) else {
      throw ValidationError("--data-dir \(dataDir) does not exist: name a folder of data files")
    }
    guard isFolder.boolValue else {
      throw ValidationError("--data-dir \(dataDir) is a file, not a folder of data files")
    }
  }

  var directory: DataDirectory {
    dataDir.map { DataDirectory(url: URL(fileURLWithPath: $0, isDirectory: true)) } ?? .bundled
  }
}

/// A screen name, or `home`.
enum ScreenName: String, ExpressibleByArgument, CaseIterable {
  case home, about, settings, animals, feed, day, files, processes

  var kind: DemoCatalog.Kind? { DemoCatalog.Kind(rawValue: rawValue) }
}

/// Builds the root screen, or explains why it cannot.
@MainActor
func makeRoot(_ name: ScreenName, catalog: DemoCatalog) throws(DemoDataError) -> any Screen {
  guard let kind = name.kind else { return HomeScreen(catalog: catalog) }
  return try catalog.make(kind)
}

/// Writes `message` to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
