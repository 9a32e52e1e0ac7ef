/// What the Day screen shows for one day, computed from its heart-rate samples.
public struct DayRecord: Equatable, Sendable {
  /// A workout: a run of samples of one workout activity.
  public struct Workout: Equatable, Sendable {
    /// What kind.
    public var activity: HeartRateSample.Activity
    /// Start, in minutes after midnight.
    public var start: Int
    /// End, in minutes after midnight.
    public var end: Int
    /// Average heart rate.
    public var averageBPM: Int
  }

  /// The day, as `YYYY-MM-DD`.
  public var day: String
  /// All samples of the day, in time order.
  public var samples: [HeartRateSample]

  /// Average, minimum and maximum bpm, or `nil` without samples.
  public var summary: (average: Int, minimum: Int, maximum: Int)? {
    guard let minimum = samples.map(\.bpm).min(), let maximum = samples.map(\.bpm).max() else {
      return nil
    }
    let average = Int((Double(samples.map(\.bpm).reduce(0, +)) / Double(samples.count)).rounded())
    return (average, minimum, maximum)
  }

  /// The sleep samples, in time order.
  public var sleep: [HeartRateSample] { samples.filter { $0.activity == .sleep } }

  /// Minutes asleep, counting each sleep sample as the interval to the next sample.
  public var sleepMinutes: Int {
    var total = 0
    for (index, sample) in samples.enumerated() where sample.activity == .sleep {
      let next = index + 1 < samples.count ? samples[index + 1].minute : sample.minute + 30
      total += max(0, next - sample.minute)
    }
    return total
  }

  /// The workouts, in time order.
  public var workouts: [Workout] {
    var result: [Workout] = []
    var run: [HeartRateSample] = []
    func close() {
      guard let first = run.first, let last = run.last else { return }
      let average = run.map(\.bpm).reduce(0, +) / run.count
      result.append(
        Workout(
          activity: first.activity, start: first.minute, end: last.minute, averageBPM: average))
      run = []
    }
    for sample in samples {
      if sample.activity.isWorkout, sample.activity == run.first?.activity || run.isEmpty {
        run.append(sample)
      } else {
        close()
        if sample.activity.isWorkout { run.append(sample) }
      }
    }
    close()
    return result
  }

  /// Groups samples by day, in day order.
  ///
  /// - Parameter samples: Samples in any order.
  public static func days(from samples: [HeartRateSample]) -> [DayRecord] {
    Dictionary(grouping: samples, by: \.day)
      .map { DayRecord(day: $0.key, samples: $0.value.sorted { $0.minute < $1.minute }) }
      .sorted { $0.day < $1.day }
  }

  /// `hh:mm` for minutes after midnight.
  public static func clock(_ minute: Int) -> String {
    let hours = minute / 60
    let minutes = minute % 60
    return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
  }
}
