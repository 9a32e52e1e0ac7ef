import Sectional

/// The Day screen of article 004: a stack of child screens — calendar strip, summary, sleep and
/// workouts — over heart-rate data. Changing the day reloads the children; a child with nothing
/// to show for the day hides, and shows again when it has.
@MainActor
public final class DayScreen: StackScreen {
  /// The days with data, in order.
  public let records: [DayRecord]
  /// The chosen day, as `YYYY-MM-DD`.
  public private(set) var selectedDay: String
  let calendar = CalendarStrip()
  let summary = SummaryCard()
  let sleep = SleepCard()
  let workouts = WorkoutsCard()
  /// Whether the screen's own text keeps to ASCII (dashes, the sparkline), for `--ascii`.
  public let isASCII: Bool

  /// Creates the screen on the last day with data.
  ///
  /// - Parameters:
  ///   - samples: Every heart-rate sample.
  ///   - isASCII: Whether the screen's own text keeps to ASCII; `false` by default.
  public init(samples: [HeartRateSample], isASCII: Bool = false) {
    records = DayRecord.days(from: samples)
    selectedDay = records.last?.day ?? ""
    self.isASCII = isASCII
    super.init(title: "Day")
    sleep.isASCII = isASCII
    workouts.isASCII = isASCII
    calendar.days = records.map(\.day)
    calendar.onSelectDay = { [unowned self] day in select(day: day) }
    add(calendar, id: "calendar")
    add(summary, id: "summary")
    add(sleep, id: "sleep")
    add(workouts, id: "workouts")
    select(day: selectedDay)
  }

  /// The title: the chosen day.
  public override var title: String {
    get {
      selectedDay.isEmpty ? "Day" : "Day \(isASCII ? "-" : "—") \(CalendarStrip.label(selectedDay))"
    }
    set {}
  }

  /// ← and → change the day: only the ones that can, so that no hint offers a day that is not
  /// there (the first day has no previous day, the last no next).
  public override var commands: [ScreenCommand] {
    let index = records.firstIndex { $0.day == selectedDay }
    var commands: [ScreenCommand] = []
    if let index, index > 0 {
      commands.append(
        ScreenCommand("Previous day", shortcut: .previous) { [unowned self] _ in move(by: -1) })
    }
    if let index, index < records.count - 1 {
      commands.append(
        ScreenCommand("Next day", shortcut: .next) { [unowned self] _ in move(by: 1) })
    }
    return commands
  }

  /// Chooses a day and reloads the children.
  ///
  /// - Parameter day: A day with data; other values are ignored.
  public func select(day: String) {
    guard let record = records.first(where: { $0.day == day }) else { return }
    selectedDay = day
    calendar.selected = day
    summary.record = record
    sleep.record = record
    workouts.record = record
    setHidden("summary", summary.isEmpty)
    setHidden("sleep", sleep.isEmpty)
    setHidden("workouts", workouts.isEmpty)
    setNeedsUpdate()
  }

  /// Moves the chosen day by `offset` days, staying within the data.
  ///
  /// - Parameter offset: Days forward (positive) or back (negative).
  public func move(by offset: Int) {
    guard let index = records.firstIndex(where: { $0.day == selectedDay }) else { return }
    let target = min(max(0, index + offset), records.count - 1)
    select(day: records[target].day)
  }

  private func setHidden(_ id: String, _ hidden: Bool) {
    if hidden { hide(id) } else { show(id) }
  }
}
