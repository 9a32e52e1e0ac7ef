import DemoScreens
import Foundation
import Sectional
import SectionalTesting
import Testing

/// Settings' "Daily digest" row: a time of day (`DateItem` in `.time` mode) under
/// Notifications, showing the saved time; a time picked in it is saved, and shows again when
/// Settings opens again, in another run of the demo, and in Debug Settings.
@MainActor
@Suite struct DailyDigestSettingsTests {
  typealias Kind = SettingsScreen.RowKind

  func time(_ hour: Int, _ minute: Int) throws -> TimeOfDay {
    try #require(TimeOfDay(hour: hour, minute: minute))
  }

  @Test func theRowShowsTheSavedTimeUnderNotifications() throws {
    let store = PreferenceStore(url: nil)
    store.preferences.dailyDigest = try time(21, 30)
    let harness = try Harness(SettingsScreen(store: store))
    let item = try #require(harness.component(Kind.dailyDigest, as: DateItem.self))
    #expect(item.label == "Daily digest")
    #expect(item.mode == .time)
    #expect(item.formattedValue == "21:30")
    // A wall-clock time: shown in the calendar it is saved in, whatever the user's time zone.
    #expect(item.timeZone == TimeOfDay.calendar.timeZone)
    let section = try #require(
      harness.controller.content.sections.first { $0.id == ListID("notifications") })
    #expect(section.rows.map(\.id) == [ListID(Kind.dailyDigest)])
    // Between About and the filters: the rows above it keep their places.
    #expect(
      harness.controller.content.sections.map(\.id)
        == ["account", "about", "notifications", "filters"].map { ListID($0) })
  }

  @Test func aPickedTimeIsSavedAndShownWhenSettingsOpensAgain() throws {
    let url = try scratchStateFile("digest-row")
    let store = PreferenceStore(url: url)
    let harness = try Harness(SettingsScreen(store: store))
    #expect(harness.component(Kind.dailyDigest, as: DateItem.self)?.formattedValue == "08:00")
    let picked = try time(6, 45)
    try harness.app.choose(date: picked.date, in: .id(Kind.dailyDigest))
    #expect(store.preferences.dailyDigest == picked)
    #expect(harness.component(Kind.dailyDigest, as: DateItem.self)?.formattedValue == "06:45")
    // Leaving Settings and coming back.
    let again = try Harness(SettingsScreen(store: store))
    #expect(again.component(Kind.dailyDigest, as: DateItem.self)?.formattedValue == "06:45")
    // The next run of the demo.
    store.flush()
    let next = try Harness(SettingsScreen(store: PreferenceStore(url: url)))
    #expect(next.component(Kind.dailyDigest, as: DateItem.self)?.formattedValue == "06:45")
  }

  #if DEBUG
    @Test func debugSettingsShowsTheSavedTime() throws {
      let store = PreferenceStore(url: nil)
      store.preferences.dailyDigest = try time(19, 5)
      let harness = try Harness(SettingsScreen(store: store))
      try harness.tap(Kind.debug)
      #expect(harness.app.host.screen.title == "Debug Settings")
      let row = harness.controller.content.sections.flatMap(\.rows).first {
        ($0.component as? TextItem)?.title == "Daily digest"
      }
      #expect((row?.component as? TextItem)?.detail == "19:05")
    }
  #endif
}
