/// The user's colour choice, as given by `--color auto|always|never`.
///
/// ```swift
/// let mode = ColorMode(argument: "always") ?? .auto
/// ```
public enum ColorMode: String, Sendable, Hashable, CaseIterable {
  /// Colour when the output is a terminal and `NO_COLOR` is not set.
  case auto
  /// Colour even when the output is not a terminal and `NO_COLOR` is set.
  case always
  /// No colour.
  case never

  /// The mode named by a `--color` argument, or `nil` when the name is unknown.
  ///
  /// - Parameter argument: `auto`, `always` or `never` (case-insensitive).
  public init?(argument: String) {
    self.init(rawValue: argument.lowercased())
  }
}
