import Sectional

/// The week strip at the top of the Day screen: every day of the data as pills, seven shown at
/// once around the chosen (or focused) one, so that find reaches every day and shows the one
/// found in the strip.
@MainActor
final class CalendarStrip: StackChild {
  weak var parent: StackScreen?
  let title = "Calendar"
  var days: [String] = []
  var selected = ""
  var onSelectDay: (@MainActor (String) -> Void)?

  var content: ListContent {
    Section(id: "strip") {
      Row(
        id: "calendar",
        PillsItem(
          days.map { Pill(id: $0, title: CalendarStrip.label($0), isSelected: $0 == selected) },
          window: 7)
      )
      .onSelect { [unowned self] context in
        if let day = context.pillID { onSelectDay?(day) }
      }
    }
  }

  /// "Nov 3" for "2026-11-03".
  static func label(_ day: String) -> String {
    let parts = day.split(separator: "-")
    guard parts.count == 3, let month = Int(parts[1]), let date = Int(parts[2]),
      (1...12).contains(month)
    else { return day }
    let names = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    return "\(names[month - 1]) \(date)"
  }
}

/// Average, minimum and maximum heart rate of the day.
@MainActor
final class SummaryCard: StackChild {
  weak var parent: StackScreen?
  let title = "Summary"
  var record: DayRecord?

  var isEmpty: Bool { record?.summary == nil }

  var content: ListContent {
    if let summary = record?.summary {
      Section(id: "summary", header: "Heart rate", style: .inset) {
        Row(id: "average", TextItem("Average", detail: "\(summary.average) bpm", icon: "heart"))
          .selectable(false)
        Row(
          id: "minimum", TextItem("Minimum", detail: "\(summary.minimum) bpm", icon: "arrow.down")
        )
        .selectable(false)
        Row(id: "maximum", TextItem("Maximum", detail: "\(summary.maximum) bpm", icon: "arrow.up"))
          .selectable(false)
      }
    }
  }
}

/// The night's sleep: its duration and a sparkline of its heart rate.
@MainActor
final class SleepCard: StackChild {
  weak var parent: StackScreen?
  let title = "Sleep"
  var record: DayRecord?
  var isASCII = false

  var isEmpty: Bool { record?.sleep.isEmpty ?? true }

  var content: ListContent {
    if let record, !record.sleep.isEmpty {
      Section(id: "sleep", header: "Sleep", style: .inset) {
        Row(
          id: "duration",
          TextItem(
            "Duration", detail: "\(record.sleepMinutes / 60) h \(record.sleepMinutes % 60) min",
            icon: "bed.double")
        )
        .selectable(false)
        Row(
          id: "sparkline",
          ParagraphItem(SleepCard.sparkline(record.sleep.map(\.bpm), ascii: isASCII))
        )
        .selectable(false)
        // Block characters say nothing read aloud: the chart says what it shows.
        .accessibility(label: SleepCard.chartLabel(record.sleep.map(\.bpm)))
      }
    }
  }

  /// What the sparkline shows, in words: "Heart rate while asleep, 48 to 96 bpm".
  static func chartLabel(_ values: [Int]) -> String {
    guard let low = values.min(), let high = values.max() else { return "Heart rate while asleep" }
    return "Heart rate while asleep, \(low) to \(high) bpm"
  }

  /// A line of block characters (or, in ASCII, `_.,-=+*#`), one per value, scaled between the
  /// minimum and maximum.
  static func sparkline(_ values: [Int], ascii: Bool = false) -> String {
    let blocks = Array(ascii ? "_.,-=+*#" : "▁▂▃▄▅▆▇█")
    guard let low = values.min(), let high = values.max() else { return "" }
    let span = max(1, high - low)
    return String(values.map { blocks[($0 - low) * (blocks.count - 1) / span] })
  }
}

/// The day's workouts.
@MainActor
final class WorkoutsCard: StackChild {
  weak var parent: StackScreen?
  let title = "Workouts"
  var record: DayRecord?
  var isASCII = false

  var isEmpty: Bool { record?.workouts.isEmpty ?? true }

  var content: ListContent {
    if let workouts = record?.workouts, !workouts.isEmpty {
      Section(id: "workouts", header: "Workouts", style: .inset) {
        for workout in workouts {
          Row(
            id: "workout-\(workout.start)",
            TextItem(
              workout.activity.rawValue.capitalized,
              subtitle:
                "\(DayRecord.clock(workout.start))\(isASCII ? "-" : "–")"
                + DayRecord.clock(workout.end + 30),
              detail: "avg \(workout.averageBPM) bpm", icon: "figure.\(workout.activity.rawValue)")
          )
          .selectable(false)
        }
      }
    }
  }
}
