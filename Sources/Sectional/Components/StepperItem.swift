/// A labelled whole number the user steps up and down within a range.
///
/// ```swift
/// Row(id: "guests", StepperItem("Guests", value: model.guests, in: 1...12))
///   .onChange(Int.self) { model.guests = $0 }
/// ```
public struct StepperItem: Component {
  /// The label.
  public var label: String
  /// The value, always within ``range``.
  public var value: Int
  /// The values the stepper allows.
  public var range: ClosedRange<Int>
  /// How much one step changes the value; at least 1.
  public var step: Int
  /// Whether the value can be changed.
  public var isEnabled: Bool

  /// Creates a stepper. A value outside `range` is clamped into it.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - value: The value.
  ///   - range: The values allowed.
  ///   - step: How much one step changes the value; at least 1.
  ///   - isEnabled: Whether the value can be changed.
  public init(
    _ label: String, value: Int, in range: ClosedRange<Int>, step: Int = 1, isEnabled: Bool = true
  ) {
    self.label = label
    self.range = range
    self.value = min(max(value, range.lowerBound), range.upperBound)
    self.step = max(1, step)
    self.isEnabled = isEnabled
  }

  /// The value after `steps` steps (negative steps go down), clamped to ``range``; never
  /// overflows.
  ///
  /// - Parameter steps: How many steps, up (positive) or down (negative).
  /// - Returns: The new value.
  public func stepped(by steps: Int) -> Int {
    let (delta, overflow) = steps.multipliedReportingOverflow(by: step)
    if overflow { return steps > 0 ? range.upperBound : range.lowerBound }
    let (sum, sumOverflow) = value.addingReportingOverflow(delta)
    if sumOverflow { return delta > 0 ? range.upperBound : range.lowerBound }
    return min(max(sum, range.lowerBound), range.upperBound)
  }

  /// Whether a step up changes the value.
  public var canIncrement: Bool { isEnabled && value < range.upperBound }

  /// Whether a step down changes the value.
  public var canDecrement: Bool { isEnabled && value > range.lowerBound }
}
