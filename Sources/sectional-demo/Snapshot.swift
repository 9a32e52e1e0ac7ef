import ArgumentParser
import DemoScreens
import Foundation
import Sectional
import SectionalTerminal

/// Prints one frame of a screen as text, after pressing the given keys.
struct Snapshot: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print one frame of a screen as text, after pressing keys.")

  @Argument(help: "The screen: home, about, settings, animals, feed or day.")
  var screen: ScreenName

  @Option(help: "Columns.")
  var width = 80

  @Option(help: "Lines.")
  var height = 24

  @Option(
    help: """
      Keys to press, separated by spaces: up down left right enter esc space tab backspace \
      pageup pagedown home end, or a single character.
      """)
  var keys = ""

  @Option(help: "Colours: never (plain text, the default) or always (ANSI).")
  var color = "never"

  @OptionGroup var shared: SharedOptions

  func validate() throws {
    guard (1...1000).contains(width), (1...1000).contains(height) else {
      throw ValidationError("--width and --height take 1 to 1000, not \(width)×\(height)")
    }
    guard color == "never" || color == "always" else {
      throw ValidationError("--color takes never or always, not \"\(color)\"")
    }
  }

  @MainActor
  func run() async throws {
    var events: [KeyEvent] = []
    for name in keys.split(separator: " ") {
      guard let key = KeyEvent(name: String(name)) else {
        printError("sectional-demo: unknown key \"\(name)\" in --keys")
        throw ExitCode(2)
      }
      events.append(key)
    }
    let store = PreferenceStore(url: PreferenceStore.defaultURL)
    if let warning = store.warning { printError("sectional-demo: \(warning)") }
    let catalog = DemoCatalog(directory: shared.directory, store: store)
    let root: any Screen
    do {
      root = try makeRoot(screen, catalog: catalog)
    } catch {
      printError("sectional-demo: \(error)")
      throw ExitCode(1)
    }
    let frame = await App.snapshot(
      root: root, width: width, height: height, keys: events,
      options: App.Options(glyphs: .demo(ascii: shared.ascii)),
      capability: color == "always" ? .truecolor : nil)
    print(frame)
    if let error = catalog.lastError {
      printError("sectional-demo: \(error)")
      throw ExitCode(1)
    }
  }
}
