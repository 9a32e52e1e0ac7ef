import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// What the form script asks of a renderer, in the user's terms.
@MainActor
protocol FormDriver {
  var host: ScreenHost { get }
  /// Puts focus in the field with `id`, as a tap into it (or moving to it) does.
  func focus(_ id: String) throws
  /// Types `text` into the focused field, one key per character.
  func type(_ text: String) throws
  /// Presses Return in the focused field.
  func pressReturn() throws
  /// The id of the field that has focus, as the renderer shows it.
  var focusedID: ListID? { get }
}

/// The headless table, hosted by the screen test host.
@MainActor
final class HeadlessFormDriver: FormDriver {
  let app: ScreenTestHost
  init(_ screen: any Screen) {
    app = ScreenTestHost(screen, viewportHeight: 600, viewportWidth: 40)
  }
  var host: ScreenHost { app.host }
  func focus(_ id: String) throws { try app.focus(.id(id)) }
  func type(_ text: String) throws { try app.type(text) }
  func pressReturn() throws { try app.pressReturn() }
  var focusedID: ListID? { app.focusedID }
}

/// One form script, every renderer: the event logs must be identical.
@MainActor
@Suite struct FormConformanceTests {
  /// Runs the script and returns the log.
  static func run(_ makeDriver: (any Screen) -> any FormDriver) async throws -> [String] {
    let log = ConformanceLog()
    let screen = FormConformanceScreen(log: log)
    log.mark("load")
    let driver = makeDriver(screen)
    await driver.host.idle()
    log.mark("focus the name and type")
    try driver.focus("name")
    try driver.type("Al")
    log.mark("Return: the email takes focus")
    try driver.pressReturn()
    log.mark("type the email")
    try driver.type("a@b")
    log.mark("Return in the last field submits")
    try driver.pressReturn()
    log.mark("submitted \(screen.submitted), focus \(driver.focusedID.map { "\($0)" } ?? "none")")
    log.mark("the screen clears the focused field")
    screen.email = ""
    driver.host.setNeedsUpdate()
    await driver.host.idle()
    try driver.type("c")
    log.mark("email \(screen.email)")
    log.mark("the screen removes the focused field")
    screen.showsEmail = false
    driver.host.setNeedsUpdate()
    await driver.host.idle()
    log.mark("done: focus \(driver.focusedID.map { "\($0)" } ?? "none")")
    return log.lines
  }

  @Test func theHeadlessScriptCoversTheFormEvents() async throws {
    let log = try await Self.run { HeadlessFormDriver($0) }
    for expected in ["didFocus", "didBlur", "valueChanged", "submit"] {
      #expect(log.contains { $0.hasPrefix(expected + " ") }, "no \(expected) event")
    }
    #expect(log.contains("== submitted [\"Al <a@b>\"], focus \"email\""))
    #expect(log.contains("== email c"))
    #expect(log.last == "== done: focus none")
  }
}
