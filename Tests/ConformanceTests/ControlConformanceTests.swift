import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// The control inside a row that cannot be selected (a switch) reports to the row on every
/// host: UIKit delivers the switch's change, the terminal's cursor stops on the row and Enter
/// uses the switch, and the test host's `useControl` does the same, with the same events; a tap
/// on the row itself does nothing.
@MainActor
@Suite struct ControlConformanceTests {
  final class Settings: Screen {
    let title = "Settings"
    var wifi = false
    var log: [String] = []
    var content: ListContent {
      Section(id: "s") {
        Row(id: "wifi", TextItem("Wi-Fi", accessory: .toggle(isOn: wifi)), height: .fixed(44))
          .selectable(false)
          .on(.didHighlight) { [unowned self] _ in log.append("didHighlight") }
          .onInteraction(TextItem.Toggled.self) { [unowned self] toggled, _ in
            log.append("toggled \(toggled.isOn)")
            wifi = toggled.isOn
          }
      }
    }
  }

  static let expected = ["toggled true", "toggled false"]

  @Test func theTestHostUsesTheControlOfAnUnselectableRow() throws {
    let screen = Settings()
    let app = ScreenTestHost(screen)
    try app.tap(.id("wifi"))  // the row itself takes no tap
    #expect(screen.log.isEmpty)
    try app.useControl(.id("wifi"))
    try app.useControl(.id("wifi"))
    #expect(screen.log == Self.expected)
    #expect(screen.wifi == false)
  }

  @Test func theTerminalReachesTheSwitchAndEnterUsesIt() throws {
    let screen = Settings()
    let app = TerminalApp(root: screen, width: 40, height: 6)
    let list = app.stack[app.stack.count - 1].list
    #expect(list.selectedRowPath == RowPath(section: 0, row: 0))
    app.handle(.key(KeyEvent(.enter)))
    app.handle(.key(KeyEvent(.character(" "))))
    #expect(screen.log == Self.expected)
    #expect(screen.wifi == false)
  }

  #if os(Linux)
    @Test func sectionalUIKitDeliversTheSwitchTheSameWay() throws {
      let screen = Settings()
      let driver = UIKitDriver(screen, viewport: 440)
      for _ in 0..<2 {
        let cell = driver.table.cellForRow(at: IndexPath(row: 0, section: 0))
        try #require(cell?.accessoryView as? UISwitch).userToggle()
      }
      #expect(screen.log == Self.expected)
      #expect(screen.wifi == false)
    }
  #endif
}
