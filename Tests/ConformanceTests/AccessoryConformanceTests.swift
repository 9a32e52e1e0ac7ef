import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// A row's detail button is tapped the same way on every host: UIKit's button, the terminal's
/// `i` key and the test host's `tapAccessory` send `accessoryTapped` to the row that shows one,
/// and nothing to a row that does not.
@MainActor
@Suite struct AccessoryConformanceTests {
  @MainActor final class Network: Screen {
    let title = "Network"
    var log: [String] = []
    var content: ListContent {
      Section(id: "s") {
        for (id, accessory) in [("home", Accessory.detailButton), ("cafe", .disclosure)] {
          Row(id: id, TextItem(id, accessory: accessory), height: .fixed(1))
            .on(.accessoryTapped) { [unowned self] context in
              log.append("info \(context.id.as(String.self) ?? "?")")
            }
            .onSelect { [unowned self] context in
              log.append("select \(context.id.as(String.self) ?? "?")")
            }
        }
      }
    }
  }

  static let expected = ["info home"]

  @Test func theTestHostTapsOnlyADetailButton() throws {
    let screen = Network()
    let app = ScreenTestHost(screen)
    try app.tapAccessory(.id("home"))
    #expect(throws: ScreenTestHost.Failure.self) { try app.tapAccessory(.id("cafe")) }
    #expect(screen.log == Self.expected)
  }

  /// The rule is the headless table's, which the test host forwards to.
  @Test func theHeadlessTableTapsOnlyADetailButton() throws {
    let screen = Network()
    let app = ScreenTestHost(screen)
    try app.table.tapAccessory(.id("home"))
    #expect(throws: HeadlessTableView.AccessoryRefusal.noDetailButton(row: ListID("cafe"))) {
      try app.table.tapAccessory(.id("cafe"))
    }
    #expect(screen.log == Self.expected)
  }

  @Test func theTerminalTapsItWithI() {
    let screen = Network()
    let app = TerminalApp(root: screen, width: 40, height: 8)
    let list = app.stack[app.stack.count - 1].list
    for row in 0..<2 {
      list.moveCursor(to: RowPath(section: 0, row: row))
      app.handle(.key(KeyEvent(.character("i"))))
    }
    #expect(screen.log == Self.expected)
  }

  #if os(Linux)
    @Test func sectionalUIKitTapsTheButton() throws {
      let screen = Network()
      let driver = UIKitDriver(screen, viewport: 440)
      try driver.table.tapAccessoryButton(ofRowAt: IndexPath(row: 0, section: 0))
      #expect(throws: SurfaceDriverError.self) {
        try driver.table.tapAccessoryButton(ofRowAt: IndexPath(row: 1, section: 0))
      }
      #expect(screen.log == Self.expected)
    }
  #endif
}
