/// "N MINUTES AGO" text for a post's age, with correct singulars and boundaries (article 003's
/// version said "60 SECONDS AGO" at one minute and "1 ECOND AGO" for one second).
public enum RelativeTime {
  /// The text for an age in seconds.
  ///
  /// | age | text |
  /// | --- | --- |
  /// | under 60 s (or negative) | JUST NOW |
  /// | 60 s – 59 min | 1 MINUTE AGO, 2 MINUTES AGO, … |
  /// | 1 h – 23 h | 1 HOUR AGO, … |
  /// | 1 day – 6 days | 1 DAY AGO, … |
  /// | 1 week and more | 1 WEEK AGO, … |
  ///
  /// - Parameter seconds: How long ago.
  public static func text(forAge seconds: Int) -> String {
    let units: [(size: Int, name: String)] = [
      (604_800, "WEEK"), (86_400, "DAY"), (3_600, "HOUR"), (60, "MINUTE"),
    ]
    for unit in units where seconds >= unit.size {
      let count = seconds / unit.size
      return "\(count) \(unit.name)\(count == 1 ? "" : "S") AGO"
    }
    return "JUST NOW"
  }
}
