import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

#if os(Linux)
  import SectionalUIKit
  import UIKitSurface
#endif

/// One searchable screen, one script, every host: typing a query, extending it, clearing it.
/// The terminal's `/` line, the test host's `search(_:)` and UIKit's search field all set the
/// screen's query, show the same rows after each step, and never delete what a search hides.
@MainActor
@Suite struct SearchConformanceTests {
  @MainActor final class Contacts: SearchableScreen {
    let title = "Contacts"
    var names = ["Ada", "Alan", "Barbara", "Grace", "Katherine"]
    var searchQuery = ""
    var deleted: [String] = []

    var content: ListContent {
      Section(id: "people") {
        for name in names where searchQuery.isEmpty || name.lowercased().contains(searchQuery) {
          Row(id: name, TextItem(name), height: .fixed(44)).deletable()
            .onDelete { [unowned self] _ in
              deleted.append(name)
              names.removeAll { $0 == name }
            }
        }
      }
    }
  }

  /// A host that can type into the screen's search field and clear it.
  @MainActor
  protocol Driver {
    var screen: Contacts { get }
    /// The ids of the rows shown, in order.
    var shown: [String] { get }
    /// Types `text` into the search field after what it holds.
    func type(_ text: String) throws
    /// Clears the field (Esc, Cancel, an empty query).
    func clear() throws
  }

  /// After each step: the screen's query and the rows shown; the deletes at the end.
  static func script(_ driver: some Driver) throws -> [String] {
    var log: [String] = []
    func note() {
      log.append("\(driver.screen.searchQuery): \(driver.shown.joined(separator: " "))")
    }
    note()
    try driver.type("a")
    note()
    try driver.type("r")
    note()
    try driver.clear()
    note()
    log.append("deleted: \(driver.screen.deleted)")
    return log
  }

  static let expected = [
    ": Ada Alan Barbara Grace Katherine",
    "a: Ada Alan Barbara Grace Katherine",
    "ar: Barbara",
    ": Ada Alan Barbara Grace Katherine",
    "deleted: []",
  ]

  final class TestHostDriver: Driver {
    let screen = Contacts()
    let app: ScreenTestHost
    var query = ""
    init() { app = ScreenTestHost(screen) }
    var shown: [String] {
      app.content.sections.flatMap { $0.rows.compactMap { $0.id.as(String.self) } }
    }
    func type(_ text: String) throws {
      query += text
      try app.search(query)
    }
    func clear() throws {
      query = ""
      try app.search("")
    }
  }

  final class TerminalDriver: Driver {
    let screen = Contacts()
    let app: TerminalApp
    init() { app = TerminalApp(root: screen, width: 40, height: 12) }
    var shown: [String] {
      guard let list = app.navigator.top?.view else { return [] }
      return list.layout.content.sections.flatMap { $0.rows.compactMap { $0.id.as(String.self) } }
    }
    func type(_ text: String) throws {
      if app.navigator.top?.view.find == nil { app.handle(.key(KeyEvent(.character("/")))) }
      for character in text { app.handle(.key(KeyEvent(.character(character)))) }
    }
    func clear() throws {
      app.handle(.key(KeyEvent(.escape)))
    }
  }

  @Test func theTestHostSearchesTheScreen() throws {
    #expect(try Self.script(TestHostDriver()) == Self.expected)
  }

  @Test func theTerminalSearchesItWithItsQueryLine() throws {
    #expect(try Self.script(TerminalDriver()) == Self.expected)
  }

  #if os(Linux)
    final class UIKitDriver: Driver {
      let screen = Contacts()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let root: ScreenViewController
      var query = ""
      init() {
        root = ScreenViewController(screen: screen)
        window.rootViewController = UINavigationController(rootViewController: root)
        window.layoutIfNeeded()
      }
      var shown: [String] {
        guard let table = root.view as? UITableView else { return [] }
        return (0..<table.numberOfRows(inSection: 0)).compactMap { row in
          let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
          return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
        }
      }
      func type(_ text: String) throws {
        guard let field = root.navigationItem.searchController else {
          throw ConformanceFailure(description: "no search field in the navigation bar")
        }
        query += text
        field.userType(query)
      }
      func clear() throws {
        query = ""
        root.navigationItem.searchController?.userCancel()
      }
    }

    @Test func uiKitSearchesItWithTheNavigationBarsField() throws {
      #expect(try Self.script(UIKitDriver()) == Self.expected)
    }
  #endif
}
