import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Screens/Screen.swift.
@MainActor
@Suite struct ScreenExamples {
  enum SettingsRow: Hashable, Sendable { case logIn, privacy }

  /// Screen.swift
  @MainActor final class SettingsScreen: Screen {
    var isLoggedIn = false
    let title = "Settings"
    var content: ListContent {
      Section(id: "main") {
        Row(id: SettingsRow.logIn, TextItem(isLoggedIn ? "Log Out" : "Log In"))
          .onSelect { [unowned self] _ in isLoggedIn.toggle() }
      }
    }
  }

  static func title(_ app: ScreenTestHost, _ path: RowPath) -> String? {
    (app.content[path]?.component as? TextItem)?.title
  }

  @Test func aScreenRebuildsFromItsState() throws {
    let app = ScreenTestHost(SettingsScreen())
    try app.tap(.id(SettingsRow.logIn))
    #expect(Self.title(app, RowPath(section: 0, row: 0)) == "Log Out")
  }
}
