import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// Conventions every demo screen keeps: a disclosure (›) only on rows that push a screen, and
/// the text rows of a section either all with an icon or all without (so their text lines up).
@MainActor
@Suite struct RowConventionTests {
  /// Each screen in the states that show every row it has.
  static func screens() -> [(name: String, make: @MainActor () -> any Screen)] {
    func store(loggedIn: Bool, connected: Bool, filters: [String]) -> PreferenceStore {
      let store = PreferenceStore(url: nil)
      store.preferences.isLoggedIn = loggedIn
      store.preferences.isThirdPartyConnected = connected
      store.preferences.filters = filters
      return store
    }
    return [
      (
        "home",
        { HomeScreen(catalog: DemoCatalog(directory: .bundled, store: PreferenceStore(url: nil))) }
      ),
      ("about", { AboutScreen(store: PreferenceStore(url: nil)) }),
      (
        "settings logged out",
        { SettingsScreen(store: store(loggedIn: false, connected: false, filters: ["Vegan"])) }
      ),
      (
        "settings logged in",
        { SettingsScreen(store: store(loggedIn: true, connected: true, filters: [])) }
      ),
      ("animals", { AnimalListScreen(animals: (try? Animal.load(from: .bundled)) ?? []) }),
      ("day", { DayScreen(samples: (try? HeartRateSample.load(from: .bundled)) ?? []) }),
    ]
  }

  @Test func aDisclosureOnlyWhereAScreenIsPushedOrPresented() throws {
    for (name, make) in Self.screens() {
      let rows = try Harness(make()).controller.content.sections.flatMap(\.rows)
      #expect(!rows.isEmpty)
      for (index, row) in rows.enumerated() {
        guard let item = row.component as? TextItem, row.traits.isSelectable else { continue }
        let presenter = RecordingPresenter(canSendMail: false, canRequestReview: false)
        let harness = try Harness(make(), presenter: presenter)
        let path = try #require(harness.controller.content.path(of: row.id))
        try harness.table.tap(.at(path))
        // A screen pushed or presented (iOS Settings' "Sign in" row has its chevron too).
        let pushes = presenter.requests.contains {
          switch $0 {
          case .push, .presentScreen: true
          default: false
          }
        }
        #expect(
          (item.accessory == .disclosure) == pushes,
          "\(name), row \(index) \"\(item.title)\": accessory \(item.accessory), requests \(presenter.requests)"
        )
      }
    }
  }

  @Test func textRowsOfASectionShareOneIconColumn() throws {
    for (name, make) in Self.screens() {
      for section in try Harness(make()).controller.content.sections {
        let icons = section.rows.compactMap { ($0.component as? TextItem).map { $0.icon != nil } }
        #expect(Set(icons).count <= 1, "\(name), section \(section.id): icons \(icons)")
      }
    }
  }
}
