import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// One scripted navigation, two hosts: the terminal app and the screen test host run the core's
/// navigation model, so after every step they show the same stack and the same alert.
@MainActor
@Suite struct NavigationConformanceTests {
  @MainActor final class Navigating: Screen {
    let title: String
    var task: Task<Void, Never>?

    init(_ title: String) { self.title = title }

    var content: ListContent {
      Section(id: "s") {
        Row(id: "push", TextItem("Push")).onSelect { context in
          context.presenter.push(Navigating("Child"))
        }
        Row(id: "replace", TextItem("Replace")).onSelect { context in
          context.presenter.pop()
          context.presenter.push(Navigating("Other"))
        }
        Row(id: "bounce", TextItem("Bounce")).onSelect { context in
          context.presenter.push(Navigating("Bounced"))
          context.presenter.pop()
        }
        Row(id: "twice", TextItem("Twice")).onSelect { context in
          context.presenter.present(Alert(title: "First"))
          context.presenter.present(
            Alert(
              title: "Second",
              actions: [
                AlertAction("Stay", role: .cancel), AlertAction("Back") { context.presenter.pop() },
              ]))
        }
        Row(id: "open", TextItem("Open…")).onSelect { context in
          context.presenter.present(
            Alert(
              title: "Open",
              textFields: [AlertTextField(placeholder: "Title", text: "Draft")],
              actions: [
                AlertAction("Cancel", role: .cancel),
                AlertAction("Open") { texts in context.presenter.push(Navigating(texts[0])) },
              ]))
        }
        Row(id: "later", TextItem("Later")).onSelect { [unowned self] context in
          let presenter = context.presenter
          task = Task { @MainActor in
            await Task.yield()
            presenter.present(Alert(title: "Synced"))
          }
        }
      }
    }
  }

  /// What a host does, in the user's terms, and what it shows.
  @MainActor
  protocol Driver {
    var screen: any Screen { get }
    var state: String { get }
    func tap(_ id: String) throws
    func choose(_ title: String) throws
    /// Replaces the text of the alert's only field with `text`, then chooses `title`.
    func choose(_ title: String, typing text: String) throws
    func back()
  }

  final class TestHostDriver: Driver {
    let app = ScreenTestHost(Navigating("Root"))
    var screen: any Screen { app.screen }
    var state: String {
      app.hosts.map(\.screen.title).joined(separator: " > ") + " | "
        + (app.presentedAlert?.title ?? "no alert")
    }
    func tap(_ id: String) throws { try app.tap(.id(id)) }
    func choose(_ title: String) throws { try app.choose(title) }
    func choose(_ title: String, typing text: String) throws {
      try app.choose(title, texts: [text])
    }
    func back() { app.pop() }
  }

  final class TerminalDriver: Driver {
    let app = TerminalApp(root: Navigating("Root"), width: 40, height: 12)
    var screen: any Screen { app.topScreen ?? Navigating("None") }
    var state: String {
      app.stack.map(\.screen.title).joined(separator: " > ") + " | "
        + (app.presentedAlert?.title ?? "no alert")
    }
    func tap(_ id: String) throws {
      let list = app.stack[app.stack.count - 1].list
      guard let path = list.layout.content.path(of: ListID(id)) else {
        throw ConformanceFailure(description: "no row \(id) in the terminal")
      }
      list.moveCursor(to: path)
      app.handle(.key(KeyEvent(.enter)))
    }
    func choose(_ title: String) throws { try app.answerAlert(title) }
    func choose(_ title: String, typing text: String) throws {
      // Ctrl-U clears the field, the text is typed, Enter chooses the alert's first action.
      app.handle(.key(KeyEvent(.character("u"), .control)))
      for character in text { app.handle(.key(KeyEvent(.character(character)))) }
      guard let action = app.presentedAlert?.returnAction,
        app.presentedAlert?.actions[action].title == title
      else { throw ConformanceFailure(description: "Enter does not choose \"\(title)\"") }
      app.handle(.key(KeyEvent(.enter)))
    }
    func back() { app.handle(.key(KeyEvent(.escape))) }
  }

  static func run(_ driver: any Driver) async throws -> [String] {
    var states = [driver.state]
    try driver.tap("push")
    states.append(driver.state)
    try driver.tap("twice")
    states.append(driver.state)
    try driver.choose("Stay")
    states.append(driver.state)
    try driver.choose(SectionalStrings.current.ok)
    states.append(driver.state)
    try driver.tap("replace")
    states.append(driver.state)
    try driver.tap("later")
    await (driver.screen as? Navigating)?.task?.value
    states.append(driver.state)
    try driver.choose(SectionalStrings.current.ok)
    states.append(driver.state)
    try driver.tap("bounce")
    states.append(driver.state)
    try driver.tap("twice")
    try driver.choose("Back")
    states.append(driver.state)
    try driver.choose(SectionalStrings.current.ok)
    states.append(driver.state)
    driver.back()
    states.append(driver.state)
    try driver.tap("open")
    states.append(driver.state)
    try driver.choose("Open", typing: "Notes")
    states.append(driver.state)
    driver.back()
    states.append(driver.state)
    return states
  }

  @Test func theTerminalAndTheTestHostNavigateAlike() async throws {
    let testHost = try await Self.run(TestHostDriver())
    let terminal = try await Self.run(TerminalDriver())
    #expect(
      testHost == [
        "Root | no alert",
        "Root > Child | no alert",
        "Root > Child | Second",
        "Root > Child | First",
        "Root > Child | no alert",
        "Root > Other | no alert",
        "Root > Other | Synced",
        "Root > Other | no alert",
        "Root > Other | no alert",
        "Root | First",
        "Root | no alert",
        "Root | no alert",
        "Root | Open",
        "Root > Notes | no alert",
        "Root | no alert",
      ])
    #expect(terminal == testHost)
  }
}
