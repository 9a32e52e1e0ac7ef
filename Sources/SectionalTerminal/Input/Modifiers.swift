/// Modifier keys held with a key or mouse event.
public struct Modifiers: OptionSet, Sendable, Hashable {
  /// The raw bits, as in the xterm modifier parameter minus one.
  public let rawValue: UInt8

  /// Creates modifiers from raw bits.
  ///
  /// - Parameter rawValue: Bit 0 Shift, bit 1 Alt, bit 2 Control, bit 3 Meta.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = Modifiers(rawValue: 1)
  /// Alt (Option), also sent as an Esc prefix.
  public static let alt = Modifiers(rawValue: 2)
  /// Control.
  public static let control = Modifiers(rawValue: 4)
  /// Meta (Super).
  public static let meta = Modifiers(rawValue: 8)
}
