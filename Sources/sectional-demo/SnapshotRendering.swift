import DemoScreens
import Foundation
import Sectional
import SectionalTerminal

/// How `snapshot` renders one frame of a screen from the data files, apart from the command
/// line, so that tests can run the same code path in-process thousands of times.
enum SnapshotRendering {
  /// What rendering gave.
  enum Outcome {
    /// The screen's data was refused before it opened: the command prints the error and
    /// exits 1.
    case refused(DemoDataError)
    /// The frame, as text (with ANSI codes in colour), and the data problem met while the
    /// keys were pressed, if any (the command prints the frame, then the problem, and exits 1).
    case frame(String, problem: DemoDataError?)
  }

  /// Renders `screen` after pressing `keys`: ``open(_:catalog:)``, then ``draw(_:catalog:width:height:keys:color:ascii:screenReader:)``.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - width: Columns.
  ///   - height: Lines.
  ///   - keys: The keys to press.
  ///   - color: Whether to draw in colour, pictures included.
  ///   - ascii: Whether to draw with ASCII only.
  ///   - screenReader: Whether to draw for screen readers (flat, ASCII only).
  ///   - directory: Where the data files are.
  ///   - store: The state to start from; it is saved only if it has a file.
  @MainActor
  static func render(
    _ screen: ScreenName, width: Int, height: Int, keys: [KeyEvent], color: Bool, ascii: Bool,
    screenReader: Bool = false, directory: DataDirectory, store: PreferenceStore
  ) async -> Outcome {
    let catalog = DemoCatalog(directory: directory, store: store)
    catalog.isASCII = ascii || screenReader
    switch open(screen, catalog: catalog) {
    case .failure(let error):
      return .refused(error)
    case .success(let root):
      let frame = await draw(
        root, catalog: catalog, width: width, height: height, keys: keys, color: color,
        ascii: ascii, screenReader: screenReader)
      return .frame(frame, problem: catalog.lastError)
    }
  }

  /// Opens `screen`, loading and checking its data files.
  @MainActor
  static func open(_ screen: ScreenName, catalog: DemoCatalog) -> Result<any Screen, DemoDataError>
  {
    do {
      return .success(try makeRoot(screen, catalog: catalog))
    } catch {
      return .failure(error)
    }
  }

  /// Draws `root` after pressing `keys`, as text (with ANSI codes in colour).
  @MainActor
  static func draw(
    _ root: any Screen, catalog: DemoCatalog, width: Int, height: Int, keys: [KeyEvent],
    color: Bool, ascii: Bool, screenReader: Bool = false
  ) async -> String {
    let directory = catalog.directory
    return await TerminalApp.snapshot(
      root: root, width: width, height: height, keys: keys,
      options: TerminalApp.Options(
        glyphs: .demo(ascii: ascii, flat: screenReader),
        imageFile: { source in directory.imageFile(for: source) }),
      capability: color ? .truecolor : nil)
  }
}
