/// One heart-rate sample from `heart-rate.csv` (article 004's Day screen).
public struct HeartRateSample: Equatable, Sendable {
  /// What the person was doing.
  public enum Activity: String, Sendable, CaseIterable {
    /// Awake and still.
    case rest
    /// Asleep.
    case sleep
    /// Walking.
    case walk
    /// Running.
    case run
    /// Cycling.
    case cycle

    /// Whether the activity is a workout.
    public var isWorkout: Bool { self == .walk || self == .run || self == .cycle }
  }

  /// The day, as `YYYY-MM-DD`.
  public var day: String
  /// Minutes after midnight.
  public var minute: Int
  /// Beats per minute.
  public var bpm: Int
  /// What the person was doing.
  public var activity: Activity

  /// Creates a sample.
  public init(day: String, minute: Int, bpm: Int, activity: Activity) {
    self.day = day
    self.minute = minute
    self.bpm = bpm
    self.activity = activity
  }

  /// The file the samples come from.
  public static let fileName = "heart-rate.csv"

  /// Loads and validates every sample.
  ///
  /// - Parameter directory: Where the data files are.
  /// - Throws: ``DemoDataError`` naming the line and column of the first problem.
  public static func load(from directory: DataDirectory) throws(DemoDataError) -> [HeartRateSample]
  {
    try parse(try directory.text(named: fileName), file: fileName)
  }

  /// Parses CSV text with the header `date,time,bpm,activity` and at least one sample, lines
  /// ending in LF or CRLF.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The file's name, for errors.
  /// - Throws: ``DemoDataError`` naming the line and column of the first problem.
  public static func parse(_ text: String, file: String) throws(DemoDataError) -> [HeartRateSample]
  {
    // Lines end in LF or CRLF (RFC 4180's own). "\r\n" is one Character in Swift, which a split
    // on "\n" does not split, so CRLF becomes LF first. A byte order mark before the header is
    // not text.
    var lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
      .map {
        $0.hasSuffix("\r") ? String($0.dropLast()) : $0
      }
    if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let header = lines.first else {
      throw DemoDataError(file: file, problem: "the file is empty")
    }
    guard header == "date,time,bpm,activity" else {
      throw DemoDataError(
        file: file, place: "line 1", problem: "expected the header date,time,bpm,activity")
    }
    guard lines.count > 1 else {
      throw DemoDataError(file: file, problem: "the file lists no heart-rate samples")
    }
    var samples: [HeartRateSample] = []
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      let fields = line.components(separatedBy: ",")
      guard fields.count == 4 else {
        throw DemoDataError(
          file: file, place: "line \(number)", problem: "expected 4 fields, found \(fields.count)")
      }
      guard isDay(fields[0]) else {
        throw DemoDataError(
          file: file, place: "line \(number), column date",
          problem: "expected a date like 2026-11-01, found \(DataValue.quote(fields[0]))")
      }
      guard let minute = minute(of: fields[1]) else {
        throw DemoDataError(
          file: file, place: "line \(number), column time",
          problem: "expected a time like 07:30, found \(DataValue.quote(fields[1]))")
      }
      guard let bpm = Int(fields[2]), (25...250).contains(bpm) else {
        throw DemoDataError(
          file: file, place: "line \(number), column bpm",
          problem: "expected beats per minute from 25 to 250, found \(DataValue.quote(fields[2]))")
      }
      guard let activity = Activity(rawValue: fields[3]) else {
        let names = Activity.allCases.map(\.rawValue).joined(separator: ", ")
        throw DemoDataError(
          file: file, place: "line \(number), column activity",
          problem: "expected one of \(names), found \(DataValue.quote(fields[3]))")
      }
      samples.append(HeartRateSample(day: fields[0], minute: minute, bpm: bpm, activity: activity))
    }
    return samples
  }

  /// Whether `text` is a date like `2026-11-01`: ten ASCII bytes, month 1 to 12, day 1 to 31.
  private static func isDay(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      number(bytes[0..<4]) != nil, let month = number(bytes[5..<7]),
      let day = number(bytes[8..<10])
    else { return false }
    return (1...12).contains(month) && (1...31).contains(day)
  }

  /// Minutes after midnight for a time like `07:30`, or `nil`.
  private static func minute(of text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"), let hour = number(bytes[0..<2]),
      let minute = number(bytes[3..<5]), (0..<24).contains(hour), (0..<60).contains(minute)
    else { return nil }
    return hour * 60 + minute
  }

  /// The value of ASCII decimal digits, or `nil` when one is not a digit.
  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    return value
  }
}
