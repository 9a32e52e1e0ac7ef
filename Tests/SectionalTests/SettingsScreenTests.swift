import Sectional
import SectionalTesting
import Testing

/// Article 001's settings screen: rows that appear only in some states, addressed by kind.
@MainActor
@Suite struct SettingsScreenTests {
  enum SettingsRow: Hashable, Sendable, CaseIterable {
    case logIn, thirdPartyLogOut, terms, privacy, debug
  }

  @MainActor
  final class SettingsScreen: Screen {
    var isLoggedIn: Bool
    var isThirdPartyConnected: Bool
    let isDebugBuild: Bool
    var selected: [SettingsRow] = []
    let title = "Settings"

    init(loggedIn: Bool, thirdParty: Bool, debug: Bool = true) {
      isLoggedIn = loggedIn
      isThirdPartyConnected = thirdParty
      isDebugBuild = debug
    }

    func row(_ kind: SettingsRow, _ title: String, role: TextItem.Role = .normal) -> Row {
      Row(id: kind, TextItem(title, accessory: .disclosure, role: role))
        .height(.fixed(44))
        .onSelect { [unowned self] context in
          if let kind = context.id(as: SettingsRow.self) { selected.append(kind) }
        }
    }

    var content: ListContent {
      Section(id: "settings", style: .grouped) {
        row(.logIn, isLoggedIn ? "Log Out" : "Log In")
        if isThirdPartyConnected {
          row(.thirdPartyLogOut, "Third Party Log Out", role: .destructive)
        }
        row(.terms, "Terms and Conditions")
        row(.privacy, "Privacy Policy")
        if isDebugBuild {
          row(.debug, "Debug Settings")
        }
      }
    }
  }

  static let configurations: [(loggedIn: Bool, thirdParty: Bool, titles: [String])] = [
    (false, false, ["Log In", "Terms and Conditions", "Privacy Policy", "Debug Settings"]),
    (true, false, ["Log Out", "Terms and Conditions", "Privacy Policy", "Debug Settings"]),
    (
      false, true,
      ["Log In", "Third Party Log Out", "Terms and Conditions", "Privacy Policy", "Debug Settings"]
    ),
    (
      true, true,
      [
        "Log Out", "Third Party Log Out", "Terms and Conditions", "Privacy Policy",
        "Debug Settings",
      ]
    ),
  ]

  @Test(arguments: 0..<4)
  func figure3ConfigurationShowsItsRows(index: Int) throws {
    let configuration = Self.configurations[index]
    let screen = SettingsScreen(
      loggedIn: configuration.loggedIn, thirdParty: configuration.thirdParty)
    let controller = try ListController(content: screen.content)
    let titles = controller.content.sections[0].rows.compactMap {
      ($0.component as? TextItem)?.title
    }
    #expect(titles == configuration.titles)
  }

  @Test(arguments: 0..<4)
  func selectionIsDispatchedByRowKindInEveryConfiguration(index: Int) throws {
    let configuration = Self.configurations[index]
    let screen = SettingsScreen(
      loggedIn: configuration.loggedIn, thirdParty: configuration.thirdParty)
    let controller = try ListController(content: screen.content)
    let table = HeadlessTableView(controller: controller)
    // Select every row present, by kind: the position of `.terms` differs between
    // configurations, and the handler still learns `.terms`.
    let present = SettingsRow.allCases.filter { controller.content.path(of: ListID($0)) != nil }
    for kind in present {
      try table.tap(.id(kind))
    }
    #expect(screen.selected == present)
    #expect(present.contains(.thirdPartyLogOut) == configuration.thirdParty)
    #expect(table.violations.isEmpty)
  }

  @Test func releaseBuildHasNoDebugRow() throws {
    let screen = SettingsScreen(loggedIn: false, thirdParty: false, debug: false)
    let ids = screen.content.sections[0].rows.map(\.id)
    #expect(!ids.contains(ListID(SettingsRow.debug)))
    #expect(ids.count == 3)
  }

  @Test func connectingTheThirdPartyInsertsItsRowByID() throws {
    let screen = SettingsScreen(loggedIn: false, thirdParty: false)
    let controller = try ListController(content: screen.content)
    let table = HeadlessTableView(controller: controller)
    try controller.insertRows(
      [screen.row(.thirdPartyLogOut, "Third Party Log Out")], after: .id(SettingsRow.logIn))
    #expect(
      controller.content.path(of: ListID(SettingsRow.thirdPartyLogOut))
        == RowPath(section: 0, row: 1))
    try controller.deleteRow(.id(SettingsRow.thirdPartyLogOut))
    #expect(controller.content.path(of: ListID(SettingsRow.terms)) == RowPath(section: 0, row: 1))
    #expect(table.violations.isEmpty)
    #expect(table.performedBatches.count == 2)
  }
}
