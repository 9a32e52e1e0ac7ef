import Foundation
import Sectional
import SectionalTesting
import Testing

/// The example in the doc comment of Sources/Sectional/Hosting/ScreenHost.swift.
@MainActor
@Suite struct ScreenHostExamples {
  /// The settings screen of the Screen.swift example.
  typealias SettingsScreen = ScreenExamples.SettingsScreen
  typealias SettingsRow = ScreenExamples.SettingsRow

  /// ScreenHost.swift
  @Test func aHostRunsAScreen() async throws {
    let myPresenter = RecordingPresenter()
    let host = ScreenHost(screen: SettingsScreen(), presenter: myPresenter)
    let table = HeadlessTableView(controller: host.controller)  // or a ListView, a liaison
    host.start()
    try table.tap(.id(SettingsRow.logIn))  // the handler runs; the host rebuilds
    await host.idle()  // page loads and other work have finished
    #expect((table.shown[RowPath(section: 0, row: 0)]?.component as? TextItem)?.title == "Log Out")
    #expect(table.violations.isEmpty)
  }
}
