/// The layout scenarios (filled in by the layout engine's work).
enum LayoutComparison {
  static func run() {}
}
