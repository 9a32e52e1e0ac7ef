import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// One scripted presentation, two hosts: the terminal app and the screen test host present,
/// push inside a presentation, cancel, finish with Done and dismiss from a handler alike.
@MainActor
@Suite struct PresentationConformanceTests {
  @MainActor final class Presenting: Screen {
    let title: String
    var finished = 0
    var outcomes: [DismissOutcome] = []

    init(_ title: String) { self.title = title }

    var content: ListContent {
      Section(id: "s") {
        Row(id: "present", TextItem("Present")).onSelect { [unowned self] context in
          context.presenter.present(Presenting("Sheet")) { [unowned self] in finished += 1 }
        }
        Row(id: "push", TextItem("Push")).onSelect { context in
          context.presenter.push(Presenting("Pushed"))
        }
        Row(id: "dismiss", TextItem("Dismiss")).onSelect { [unowned self] context in
          outcomes.append(context.presenter.dismiss())
        }
      }
    }
  }

  /// What a host does, in the user's terms, and what it shows.
  @MainActor
  protocol Driver {
    var root: Presenting { get }
    var titles: [String] { get }
    func tap(_ id: String) throws
    /// Esc in the terminal: back, or Cancel on a presented screen.
    func back() throws
    func done() throws
  }

  final class TestHostDriver: Driver {
    let root = Presenting("Root")
    lazy var app = ScreenTestHost(root)
    var titles: [String] { app.hosts.map(\.screen.title) }
    func tap(_ id: String) throws { try app.tap(.id(id)) }
    func back() throws {
      if app.screen === app.presentedScreen { try app.tapCancel() } else { app.pop() }
    }
    func done() throws { try app.tapDone() }
  }

  final class TerminalDriver: Driver {
    let root = Presenting("Root")
    lazy var app = TerminalApp(root: root, width: 40, height: 12)
    var titles: [String] { app.stack.map(\.screen.title) }
    func tap(_ id: String) throws {
      let list = app.stack[app.stack.count - 1].list
      guard let path = list.layout.content.path(of: ListID(id)) else {
        throw ConformanceFailure(description: "no row \(id) in the terminal")
      }
      list.moveCursor(to: path)
      app.handle(.key(KeyEvent(.enter)))
    }
    func back() throws { app.handle(.key(KeyEvent(.escape))) }
    func done() throws { app.handle(.key(KeyEvent(.character("s"), .control))) }
  }

  static func run(_ driver: any Driver) throws -> [String] {
    var states: [String] = []
    func record() {
      states.append(
        driver.titles.joined(separator: " > ") + " | done \(driver.root.finished)"
          + " | \(driver.root.outcomes.count) outcomes")
    }
    record()
    try driver.tap("dismiss")  // nothing presented
    record()
    try driver.tap("present")
    record()
    try driver.tap("push")
    record()
    try driver.back()  // back within the presentation
    record()
    try driver.tap("push")
    try driver.tap("dismiss")  // from a screen pushed inside: the whole presentation goes
    record()
    try driver.tap("present")
    try driver.back()  // Cancel
    record()
    try driver.tap("present")
    try driver.tap("push")
    try driver.done()  // Done from a screen pushed inside
    record()
    return states
  }

  @Test func theTerminalAndTheTestHostPresentAlike() throws {
    let testHostDriver = TestHostDriver()
    let testHost = try Self.run(testHostDriver)
    let terminal = try Self.run(TerminalDriver())
    #expect(
      testHost == [
        "Root | done 0 | 0 outcomes",
        "Root | done 0 | 1 outcomes",
        "Root > Sheet | done 0 | 1 outcomes",
        "Root > Sheet > Pushed | done 0 | 1 outcomes",
        "Root > Sheet | done 0 | 1 outcomes",
        "Root | done 0 | 1 outcomes",
        "Root | done 0 | 1 outcomes",
        "Root | done 1 | 1 outcomes",
      ])
    #expect(testHostDriver.root.outcomes == [.notPresented])
    #expect(terminal == testHost)
  }
}
