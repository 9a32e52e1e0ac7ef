import Sectional

/// What a documentation example's handlers did, in order.
@MainActor final class DocLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}
