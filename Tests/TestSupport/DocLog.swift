/// What a documentation example's handlers did, in order.
@MainActor package final class DocLog {
  package var entries: [String] = []

  package init() {}

  package func add(_ entry: String) { entries.append(entry) }
}
