import ArgumentParser
import DemoScreens
import Foundation
import Sectional
import SectionalTerminal

/// The interactive app.
struct Interactive: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Run the demo in this terminal (the default).",
    discussion: ExitStatus.help)

  @Argument(
    help:
      "The screen to open: home (default), about, settings, animals, feed, day, files or processes."
  )
  var screen: ScreenName = .home

  @Option(help: "Colours: auto, always or never.")
  var color: String = "auto"

  @OptionGroup var shared: SharedOptions

  /// A bad option is a usage error (exit status 64), as in `snapshot`.
  func validate() throws {
    guard ColorMode(argument: color) != nil else {
      throw ValidationError("--color takes auto, always or never, not \"\(color)\"")
    }
  }

  @MainActor
  func run() async throws {
    let mode = ColorMode(argument: color) ?? .auto
    let environment = ProcessInfo.processInfo.environment
    if environment["TERM"] == "dumb" {
      // A dumb terminal (Emacs' shell, some CI logs) has no cursor addressing, alternate screen
      // or mouse: like less and htop need them, the interactive demo needs them. `snapshot`
      // prints plain text anywhere.
      printError(
        """
        sectional-demo: this terminal (TERM=dumb) cannot move the cursor, so it cannot run the \
        interactive demo.
        Run it in a full terminal, or print one frame as text with: sectional-demo snapshot \
        \(screen.rawValue) [--width 80 --height 24 --keys "down enter"]
        """)
      throw ExitStatus.noTerminal
    }
    guard isatty(0) == 1, isatty(1) == 1 else {
      printError(
        """
        sectional-demo: this is an interactive terminal app, and standard input or output is not a \
        terminal.
        Run it in a terminal, or print one frame with: sectional-demo snapshot \(screen.rawValue) \
        [--width 80 --height 24 --keys "down enter"]
        """)
      throw ExitStatus.noTerminal
    }
    let glyphs = Glyphs.demo(
      ascii: shared.ascii || !Self.isUTF8(environment), flat: shared.wantsScreenReader)
    let store = PreferenceStore(url: PreferenceStore.defaultURL)
    // Saving is off the main actor: what changed last is written before the demo ends, however
    // it ends normally (q, Ctrl-C, an error).
    defer { store.flush() }
    let catalog = DemoCatalog(
      directory: shared.directory, store: store, feedLatency: .milliseconds(600),
      signInLatency: .milliseconds(500))
    catalog.isASCII = glyphs.isASCII
    catalog.showsLiveProcesses = true
    let root: any Screen
    do {
      root = try makeRoot(screen, catalog: catalog)
    } catch {
      printError("sectional-demo: \(error)")
      throw ExitStatus.dataProblem
    }
    let capability = ColorCapability.resolve(mode: mode, environment: environment, isTerminal: true)
    let terminal: TTYTerminal
    do {
      terminal = try TTYTerminal()
    } catch {
      printError("sectional-demo: \(error)")
      throw ExitStatus.noTerminal
    }
    // A change made right before SIGTERM or SIGHUP (a logout, a script's kill) is saved before
    // the demo dies of the signal.
    terminal.onTerminatingSignal = store.lastMomentFlush()
    let directory = shared.directory
    let app = TerminalApp(
      root: root, width: terminal.size.columns, height: terminal.size.rows,
      options: TerminalApp.Options(
        glyphs: glyphs, canOpenLinks: true, canSendMail: false,
        inlineImages: InlineImages.detect(environment: environment),
        imageFile: { source in directory.imageFile(for: source) }))
    // A save that fails says so when it fails: the change holds until the demo quits.
    store.onSaveFailure = { [weak app] message in
      app?.present(Alert(title: "Not saved", message: message))
    }
    // Another instance saved the same file: both are kept, and an alert says so, as for a save
    // that fails; the screen under it rebuilds with the merged state when it is dismissed.
    store.onConcurrentChange = { [weak app] message in
      app?.present(Alert(title: "Saved state merged", message: message))
    }
    if let warning = store.warning {
      // An alert, not a toast: it wraps to any width, so the whole message (and where the old
      // file went) can be read, and it stays until dismissed.
      app.present(Alert(title: "Saved state", message: warning))
    }
    try await app.run(on: terminal, capability: capability)
  }

  /// Whether the locale says UTF-8 (LC_ALL, then LC_CTYPE, then LANG).
  static func isUTF8(_ environment: [String: String]) -> Bool {
    let locale =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let lower = locale.lowercased()
    return lower.contains("utf-8") || lower.contains("utf8") || locale.isEmpty
  }
}
