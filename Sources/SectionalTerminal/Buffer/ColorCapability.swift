/// How many colours a terminal can show.
///
/// Resolve it once from the user's choice and the environment:
/// ```swift
/// let capability = ColorCapability.resolve(
///   mode: .auto, environment: ProcessInfo.processInfo.environment, isTerminal: true)
/// ```
public enum ColorCapability: Int, Sendable, Hashable, Comparable, CaseIterable {
  /// No colour at all (attributes such as bold still apply).
  case none
  /// The 16 ANSI colours.
  case ansi16
  /// The 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case truecolor

  /// Orders capabilities from `none` to `truecolor`.
  public static func < (lhs: ColorCapability, rhs: ColorCapability) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The capability to use for `mode` in `environment`.
  ///
  /// - `never` gives `none`.
  /// - `auto` gives `none` when `NO_COLOR` is set and not empty, when the output is not a
  ///   terminal, or when `TERM` is `dumb` or unset; otherwise what the terminal supports.
  /// - `always` ignores `NO_COLOR` and the output and gives at least `ansi16`.
  ///
  /// What the terminal supports: `truecolor` when `COLORTERM` is `truecolor` or `24bit`, or `TERM`
  /// ends in `-direct`; `ansi256` when `TERM` contains `256color`; else `ansi16`.
  ///
  /// - Parameters:
  ///   - mode: The user's choice (`--color auto|always|never`).
  ///   - environment: The process environment, such as `ProcessInfo.processInfo.environment`.
  ///   - isTerminal: Whether the output is a terminal.
  /// - Complexity: O(1).
  public static func resolve(mode: ColorMode, environment: [String: String], isTerminal: Bool)
    -> ColorCapability
  {
    let term = environment["TERM"] ?? ""
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    let supported: ColorCapability
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      supported = .truecolor
    } else if term.contains("256color") {
      supported = .ansi256
    } else {
      supported = .ansi16
    }
    switch mode {
    case .never:
      return .none
    case .always:
      return supported
    case .auto:
      let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
      if noColor || !isTerminal || term.isEmpty || term == "dumb" { return .none }
      return supported
    }
  }
}
