import Sectional
import SectionalTesting
import Testing

/// A disabled screen command runs nothing on any host: `ScreenHost.perform` refuses it, and
/// the test host says so, as the terminal says so to its user.
@MainActor
@Suite struct DisabledCommandTests {
  final class Exporter: Screen {
    let title = "Exporter"
    var canExport = false
    var exported = 0
    var content: ListContent { Section(id: "s") { Row(id: 1, TextItem("One")) } }
    var commands: [ScreenCommand] {
      [
        ScreenCommand("Export", isEnabled: canExport) { [unowned self] _ in exported += 1 }
      ]
    }
  }

  @Test func aDisabledCommandThrowsAndRunsNothingUntilItIsEnabled() throws {
    let screen = Exporter()
    let app = ScreenTestHost(screen)
    #expect(throws: ScreenTestHost.Failure.self) { try app.perform(command: "Export") }
    #expect(screen.exported == 0)
    #expect(app.host.perform(screen.commands[0], selection: nil) == false)
    screen.canExport = true
    try app.perform(command: "Export")
    #expect(screen.exported == 1)
  }
}
