/// How a section is framed.
public enum SectionStyle: Equatable, Sendable {
  /// Rows edge to edge under a plain header.
  case plain
  /// Rows grouped as a block with space above and below, as in iOS Settings.
  case grouped
  /// Grouped, inset from the edges with rounded corners: a card.
  case inset
}
