extension Row {
  /// How a row stores its height: the usual heights inline, as a `Float` (which holds sizes in
  /// points and lines exactly), anything else in the row's extras.
  @usableFromInline
  enum HeightForm: UInt8, Sendable {
    /// ``RowHeight/automatic``, without an estimate.
    case automatic
    /// Automatic, with the inline value as the estimate.
    case estimated
    /// ``RowHeight/fixed(_:)`` with the inline value.
    case fixed
    /// A computed height, or a value a `Float` does not hold exactly: in the row's extras.
    case outOfLine

    /// How `height` is stored, and its inline value.
    @inlinable
    static func compact(_ height: RowHeight) -> (HeightForm, Float) {
      switch height.kind {
      case .automatic(estimate: nil):
        return (.automatic, 0)
      case .automatic(estimate: let estimate?):
        if let value = exactly(estimate) { return (.estimated, value) }
      case .fixed(let height):
        if let value = exactly(height) { return (.fixed, value) }
      case .computed:
        break
      }
      return (.outOfLine, 0)
    }

    /// `value` as a `Float`, when converting it back gives the same bits.
    @inlinable
    static func exactly(_ value: Double) -> Float? {
      let single = Float(value)
      return Double(single).bitPattern == value.bitPattern ? single : nil
    }
  }
}
