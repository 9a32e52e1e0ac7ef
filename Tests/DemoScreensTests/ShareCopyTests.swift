import DemoScreens
import Foundation
import Sectional
import SectionalTerminal
import Testing

/// Sharing from About in the terminal app: the message says what was attempted, never that a
/// link was copied when nothing could be.
@MainActor
@Suite struct ShareCopyTests {
  func shareAndCopy(_ app: TerminalApp) {
    // About's fourth row is "Share Scribe"; the sheet's first action is "Copy link".
    for _ in 0..<3 { app.handle(.key(KeyEvent(.down))) }
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(KeyEvent(.enter)))
  }

  @Test func copyingAsksTheTerminalAndSaysSo() {
    let app = TerminalApp(
      root: AboutScreen(store: PreferenceStore(url: nil)), width: 80, height: 24)
    var written: [String] = []
    app.onTerminalWrite = { written.append($0) }
    shareAndCopy(app)
    #expect(written.count == 1)
    #expect(written.first?.hasPrefix("\u{1B}]52;c;") == true)
    let status = app.status ?? ""
    #expect(!status.contains("Link copied"))
    #expect(status.contains("terminal"), "\(status)")
  }

  @Test func withoutATerminalNothingIsClaimedAndTheLinkShows() {
    let app = TerminalApp(
      root: AboutScreen(store: PreferenceStore(url: nil)), width: 80, height: 24)
    shareAndCopy(app)
    let frame = app.render().plainText()
    #expect(!frame.contains("Link copied"))
    #expect(frame.contains("apps.apple.com"), "\(frame)")
  }
}
