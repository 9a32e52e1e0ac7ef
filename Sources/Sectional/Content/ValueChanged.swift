/// The interaction a value component reports when the user changes its value: the text of a
/// ``TextFieldItem`` or ``TextAreaItem`` (`String`), the value of a ``StepperItem`` (`Int`), the
/// chosen option of a ``ChoiceItem`` (``ListID``), the date of a ``DateItem`` (`Date`).
///
/// It reaches the row's ``RowEvent/valueChanged`` handlers; ``Row/onChange(_:perform:)`` reads it.
public struct ValueChanged<Value: Equatable & Sendable>: ComponentInteraction {
  /// The new value.
  public var value: Value

  /// Creates the interaction.
  ///
  /// - Parameter value: The new value.
  public init(value: Value) {
    self.value = value
  }
}
