extension ScreenCommand {
  /// How long a command's hint stays in the footer as the terminal narrows: the footer leaves
  /// out the lowest priorities first (among equals, the last). Help lists every command.
  ///
  /// ```swift
  /// let refresh = ScreenCommand("Refresh", shortcut: .control("r"), priority: .high) { _ in }
  /// #expect(refresh.priority > .normal)
  /// ```
  public struct Priority: Hashable, Sendable, Comparable {
    /// The rank: higher stays longer.
    package let rank: Int

    /// Leaves first, before the library's own move and select hints.
    public static let low = Priority(rank: 0)
    /// The default: after the move and select hints and back, before help and quit.
    public static let normal = Priority(rank: 4)
    /// Stays longest, after help and quit have been left out.
    public static let high = Priority(rank: 7)

    /// Whether `lhs` leaves the footer before `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: A priority.
    ///   - rhs: Another priority.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }
  }
}
