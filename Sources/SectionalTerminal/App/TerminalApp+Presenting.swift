import Sectional

extension TerminalApp {
  /// The key that finishes a presented screen that has Done (`Presenter.present(_:done:)`):
  /// Ctrl-S, as editors save. Written so in the help and the footer.
  static let doneKey = KeyEvent(.character("s"), .control)

  /// Whether the screen on top is a presented one (not a screen pushed from it): its title bar
  /// shows Cancel instead of a back label, and Esc dismisses it.
  var isTopPresented: Bool { stack.last?.presentation != nil }

  /// Whether the screen on top is in a presentation with Done (itself presented, or pushed from
  /// a presented screen): Ctrl-S runs Done.
  var topHasDone: Bool { navigator.topPresentation?.entry.presentation?.hasDone == true }

  /// The title bar's Done label at its right end and the columns it covers on line 0, on a
  /// presented screen that has Done; `nil` otherwise. Drawing and clicks both read it.
  var doneLabel: (text: String, columns: Range<Int>)? {
    guard isTopPresented, topHasDone else { return nil }
    let text = SectionalStrings.current.done
    let start = width - 1 - DisplayWidth.of(text)
    guard start > width / 2 else { return nil }
    return (text, start..<(width - 1))
  }

  /// Finishes the presented screen when `event` is the Done key (or a click on the Done
  /// label) and the screen on top is in a presentation with Done: its Done action runs, then
  /// it is dismissed.
  ///
  /// - Returns: Whether the event was Done.
  func handleDone(_ event: InputEvent) -> Bool {
    guard topHasDone else { return false }
    switch event {
    case .key(let key) where key == Self.doneKey:
      navigator.done()
      return true
    case .mouse(let mouse):
      guard mouse.y == 0, case .press(.left) = mouse.kind, let label = doneLabel,
        label.columns.contains(mouse.x)
      else { return false }
      navigator.done()
      return true
    default:
      return false
    }
  }
}
