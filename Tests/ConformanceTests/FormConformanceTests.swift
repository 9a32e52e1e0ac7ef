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

/// The terminal app on an in-memory terminal, driven by keys: Enter on a field's row edits it,
/// typed keys go into it, Enter in it is Return.
@MainActor
final class TerminalFormDriver: FormDriver {
  let app: TerminalApp
  init(_ screen: any Screen) {
    app = TerminalApp(root: screen, width: 40, height: 24)
  }
  var list: ListView { app.stack[app.stack.count - 1].list }
  var host: ScreenHost { app.stack[app.stack.count - 1].host }
  func focus(_ id: String) throws {
    guard let path = list.layout.content.path(of: ListID(id)) else {
      throw ConformanceFailure(description: "no row \(id) in the terminal")
    }
    list.moveCursor(to: path)
    app.handle(.key(KeyEvent(.enter)))
  }
  func type(_ text: String) throws {
    for character in text { app.handle(.key(KeyEvent(.character(character)))) }
  }
  func pressReturn() throws { app.handle(.key(KeyEvent(.enter))) }
  var focusedID: ListID? { host.controller.focusedID }
}

/// One form script, every renderer: the event logs must be identical.
@MainActor
@Suite struct FormConformanceTests {
  /// Runs the script and returns the log.
  ///
  /// - Parameters:
  ///   - validatesEmail: Whether the form's footer shows a validation message that appears and
  ///     goes as the email is typed.
  ///   - makeDriver: Makes the renderer's driver for the screen.
  static func run(
    validatesEmail: Bool = false, _ makeDriver: (any Screen) -> any FormDriver
  ) async throws -> [String] {
    let log = ConformanceLog()
    let screen = FormConformanceScreen(log: log, validatesEmail: validatesEmail)
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

  /// What every renderer's log must show: the events of a form, the values the screen
  /// stored, the submit, and focus gone with the removed field.
  static func checkCoverage(_ log: [String], _ name: String) {
    for expected in ["didFocus", "didBlur", "valueChanged", "submit"] {
      #expect(log.contains { $0.hasPrefix(expected + " ") }, "\(name): no \(expected) event")
    }
    #expect(log.contains("== submitted [\"Al <a@b>\"], focus \"email\""), "\(name)")
    #expect(log.contains("== email c"), "\(name)")
    #expect(log.last == "== done: focus none", "\(name)")
  }

  @Test func theHeadlessScriptCoversTheFormEvents() async throws {
    let log = try await Self.run { HeadlessFormDriver($0) }
    Self.checkCoverage(log, "headless")
    // The focused field is never reloaded: no display events for it while it has focus.
    func events(from start: String, to end: String) -> ArraySlice<String> {
      log.drop { $0 != start }.prefix { $0 != end }
    }
    let editingName = events(
      from: "== focus the name and type", to: "== Return: the email takes focus")
    let editingEmail = events(
      from: "== type the email", to: "== the screen removes the focused field")
    #expect(!editingName.contains { $0.hasPrefix("configure \"name\"") })
    #expect(!editingEmail.contains { $0.hasPrefix("configure \"email\"") })
  }

  @Test func theTerminalAndTheHeadlessTableHearTheSameFormEvents() async throws {
    let headless = try await Self.run { HeadlessFormDriver($0) }
    let terminal = try await Self.run { TerminalFormDriver($0) }
    Self.checkCoverage(terminal, "terminal")
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  /// A validation footer that appears and goes with each keystroke in the focused field: the
  /// footer comes and goes on screen, the other rows of its section are reloaded, the field is
  /// updated in place.
  @Test func aValidationFooterComesAndGoesAlikeOnTheTerminalAndTheHeadlessTable() async throws {
    let headless = try await Self.run(validatesEmail: true) { HeadlessFormDriver($0) }
    let terminal = try await Self.run(validatesEmail: true) { TerminalFormDriver($0) }
    Self.checkCoverage(headless, "headless")
    #expect(headless.contains("footer willDisplay \"form\" 0"))
    #expect(headless.contains("footer didEndDisplaying \"form\" 0"))
    RendererConformanceTests.compare(headless, terminal, "terminal")
  }

  #if os(Linux)
    @Test func aValidationFooterComesAndGoesAlikeOnSectionalUIKitAndTheHeadlessTable()
      async throws
    {
      let headless = try await Self.run(validatesEmail: true) { HeadlessFormDriver($0) }
      let uikit = try await Self.run(validatesEmail: true) { UIKitFormDriver($0) }
      #expect(uikit.contains("footer willDisplay \"form\" 0"))
      RendererConformanceTests.compare(headless, uikit, "UIKit")
    }

    @Test func sectionalUIKitAndTheHeadlessTableHearTheSameFormEvents() async throws {
      let headless = try await Self.run { HeadlessFormDriver($0) }
      let uikit = try await Self.run { UIKitFormDriver($0) }
      Self.checkCoverage(uikit, "UIKit")
      RendererConformanceTests.compare(headless, uikit, "UIKit")
    }
  #endif
}
