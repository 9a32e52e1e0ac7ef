import Sectional
import SectionalTesting
import Testing

@testable import SectionalTerminal

/// A search that hides rows never runs the user's delete handler, on any host: 2,000 contacts
/// filtered to 40 and back, twice, delete nothing; the user's own delete, through each host's
/// swipe or key and its confirmation, deletes exactly the row they chose.
@MainActor
@Suite struct IntentConformanceTests {
  final class Contacts: Screen {
    let title = "Contacts"
    var names = (0..<2_000).map { $0 % 50 == 0 ? "zoe \($0)" : "ada \($0)" }
    var query = ""
    var log: [String] = []

    var content: ListContent {
      Section(id: "people") {
        for name in names where query.isEmpty || name.contains(query) {
          Row(id: name, TextItem(name), height: .fixed(1))
            .onDelete { [unowned self] _ in
              log.append("deleted \(name)")
              names.removeAll { $0 == name }
            }
        }
      }
    }
  }

  static let expected = ["rows 2000", "deleted ada 1", "rows 1999"]

  /// Searches, then deletes as a person does, on the host `driver` drives.
  static func script(_ screen: Contacts, _ driver: any ConformanceDriver) throws -> [String] {
    for query in ["zoe", "", "zoe 1", ""] {
      screen.query = query
      driver.host.setNeedsUpdate()
      driver.host.updateIfNeeded()
    }
    screen.log.append("rows \(screen.names.count)")
    try driver.requestDelete("ada 1")
    try driver.choose("Delete")
    screen.log.append("rows \(screen.names.count)")
    return screen.log
  }

  @Test func theTestHost() throws {
    let screen = Contacts()
    #expect(try Self.script(screen, HeadlessDriver(screen, viewport: 10)) == Self.expected)
  }

  @Test func theTerminal() throws {
    let screen = Contacts()
    #expect(try Self.script(screen, TerminalDriver(screen, viewport: 10)) == Self.expected)
  }

  #if os(Linux)
    @Test func sectionalUIKitTable() throws {
      let screen = Contacts()
      #expect(try Self.script(screen, UIKitDriver(screen, viewport: 10)) == Self.expected)
    }

    @Test func sectionalUIKitCollection() throws {
      let screen = Contacts()
      #expect(
        try Self.script(screen, UIKitCollectionDriver(screen, viewport: 10)) == Self.expected)
    }
  #endif
}
