/// How tall a row, header or footer is.
///
/// - ``fixed(_:)``: always the same height.
/// - ``computed(_:)``: a function of the available width, such as an image's aspect ratio.
/// - ``automatic``: the renderer measures the component (self-sizing), optionally starting
///   from an estimate until it has measured.
///
/// Heights that are negative, NaN or infinite are treated as 0 wherever they are resolved.
///
/// ```swift
/// Row(id: "photo", image).height(.computed { width in width * 3 / 4 })
/// Row(id: "bio", ParagraphItem(text)).height(.automatic(estimate: 120))
/// ```
public struct RowHeight: Sendable {
  /// The three ways to size an item.
  public enum Kind: Sendable {
    /// Always this height.
    case fixed(Double)
    /// Computed from the available width.
    case computed(@Sendable (_ width: Double) -> Double)
    /// Measured by the renderer; the estimate stands in until the first measurement.
    case automatic(estimate: Double?)
  }

  /// Which of the three ways this height is.
  public var kind: Kind

  /// Creates a height of the given kind.
  ///
  /// - Parameter kind: The kind.
  @inlinable
  public init(_ kind: Kind) {
    self.kind = kind
  }

  /// A height that never changes.
  ///
  /// - Parameter height: The height in the renderer's units (points in UIKit, lines in a
  ///   terminal).
  @inlinable
  public static func fixed(_ height: Double) -> RowHeight { RowHeight(.fixed(height)) }

  /// A height computed from the available width.
  ///
  /// - Parameter compute: Returns the height for a width. Called on the renderer's thread; keep it
  ///   pure and fast.
  public static func computed(_ compute: @escaping @Sendable (_ width: Double) -> Double)
    -> RowHeight
  {
    RowHeight(.computed(compute))
  }

  /// A height the renderer measures, without an estimate.
  ///
  /// Computed, not stored: every row built without a height reads it, and a stored value would
  /// cost a lazy-initialisation check and a copy each time.
  @inlinable
  public static var automatic: RowHeight { RowHeight(.automatic(estimate: nil)) }

  /// A height the renderer measures, counted at `estimate` until it has.
  ///
  /// - Parameter estimate: The expected height.
  @inlinable
  public static func automatic(estimate: Double) -> RowHeight {
    RowHeight(.automatic(estimate: estimate))
  }

  /// The height at `width` when it does not need measuring: the fixed value or the computed one,
  /// clamped to a finite, non-negative number. `nil` for automatic heights.
  ///
  /// - Parameter width: The available width.
  public func resolved(forWidth width: Double) -> Double? {
    switch kind {
    case .fixed(let value): RowHeight.sanitized(value)
    case .computed(let compute): RowHeight.sanitized(compute(RowHeight.sanitized(width)))
    case .automatic: nil
    }
  }

  /// The estimate of an automatic height, clamped like any height; `nil` for other kinds or when
  /// there is none.
  public var estimate: Double? {
    if case .automatic(let estimate?) = kind { return RowHeight.sanitized(estimate) }
    return nil
  }

  /// `value` when it is finite and non-negative, otherwise 0.
  ///
  /// - Parameter value: Any height.
  public static func sanitized(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }
}
