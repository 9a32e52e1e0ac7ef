extension ScreenCommand {
  /// How long a command stays shown where room runs short: a renderer leaves out the lowest
  /// priorities first (among equals, the last), and lists every command where there is room
  /// (the terminal's footer and help).
  ///
  /// ```swift
  /// let refresh = ScreenCommand("Refresh", shortcut: .control("r"), priority: .high) { _ in }
  /// #expect(refresh.priority > .normal)
  /// ```
  public struct Priority: Hashable, Sendable, Comparable {
    /// The rank: higher stays longer.
    package let rank: Int

    /// Leaves first, before the renderer's own hints (moving, selecting).
    public static let low = Priority(rank: 0)
    /// The default: after the renderer's own hints, before its most basic ones (help, quit).
    public static let normal = Priority(rank: 4)
    /// Stays longest, after the renderer's most basic hints have been left out.
    public static let high = Priority(rank: 7)

    /// Whether `lhs` leaves the footer before `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: Another priority.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }
  }
}
