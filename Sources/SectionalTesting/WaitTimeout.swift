/// What ``waitUntil(_:limit:looks:isolation:_:)`` throws when what a test waited for did not
/// happen within its bounds.
public struct WaitTimeout: Error, Equatable, CustomStringConvertible {
  /// What the test waited for, as it named it.
  public var what: String
  /// The wall time the wait allowed.
  public var limit: Duration
  /// How many looks failed.
  public var looks: Int

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - what: What the test waited for.
  ///   - limit: The wall time the wait allowed.
  ///   - looks: How many looks failed.
  public init(what: String, limit: Duration, looks: Int) {
    self.what = what
    self.limit = limit
    self.looks = looks
  }

  /// "gave up waiting for WHAT after LIMIT and N looks".
  public var description: String {
    "gave up waiting for \(what) after \(limit) and \(looks) looks"
  }
}
