import Foundation
import Sectional
import SectionalTesting
import TestSupport
import Testing

/// The example in the doc comment of Sources/Sectional/Screens/StackScreen.swift.
@MainActor
@Suite struct StackScreenExamples {
  /// StackScreen.swift
  final class CalendarStrip: Screen {
    let title = "Calendar"
    var content: ListContent { Section(id: "days") { Row(id: "monday", TextItem("Mon")) } }
  }

  final class SummaryCard: Screen {
    let title = "Summary"
    var content: ListContent { Section(id: "summary") { Row(id: "total", TextItem("3 tasks")) } }
  }

  @Test func aStackOfScreens() {
    let values = collect {
      let day = StackScreen(title: "Today")
      day.add(CalendarStrip(), id: "calendar")
      day.add(SummaryCard(), id: "summary")
      day.hide("summary")
      day.content.sections.count
    }
    #expect(values.map { "\($0)" } == ["true", "1"])
  }
}
