/// The diff scenarios (filled in by the diff engine's work).
enum DiffComparison {
  static func run() {}
}
