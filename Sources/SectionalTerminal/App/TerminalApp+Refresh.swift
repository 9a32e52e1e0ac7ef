import Sectional

extension TerminalApp {
  /// The key that refreshes a refreshable screen (`RefreshableScreen`): Ctrl-R, as k9s
  /// refreshes. Written so in the help and the footer.
  static let refreshKey = KeyEvent(.character("r"), .control)

  /// Starts a refresh of the page's screen when `event` is the refresh key and the screen is
  /// refreshable; the title bar says "Refreshing…" until it ends.
  ///
  /// - Returns: Whether the event was the refresh key on a refreshable screen.
  func handleRefreshKey(_ event: InputEvent, _ page: Page) -> Bool {
    guard case .key(let key) = event, key == Self.refreshKey, page.host.isRefreshable else {
      return false
    }
    page.host.refresh()
    return true
  }

  /// Draws "Refreshing…" at the right end of the title bar while the page's screen refreshes;
  /// the list does not move. It gives way to the title when the bar is too narrow for both.
  ///
  /// - Parameters:
  ///   - page: The page on top.
  ///   - titleEnd: The column after the title's last.
  ///   - buffer: The frame.
  func drawRefreshing(_ page: Page, after titleEnd: Int, into buffer: inout Buffer) {
    guard page.host.isRefreshing else { return }
    let label = "Refreshing" + options.glyphs.ellipsis.text
    let x = (doneLabel.map { $0.columns.lowerBound - 2 } ?? width - 1) - DisplayWidth.of(label)
    guard x > titleEnd else { return }
    _ = buffer.setString(label, x: x, y: 0, style: Style(attributes: [.reverse, .dim]))
  }
}
