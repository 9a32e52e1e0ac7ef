#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``StepperItem``: its label with the value, and a `UIStepper` whose taps reach the
  /// row as `.valueChanged` with the new value (stepped and clamped by the item).
  final class StepperCell: FormCell {
    let stepper = UIStepper()
    private var item = StepperItem("", value: 0, in: 0...0)

    override func setUp() {
      stepper.addAction(UIAction { [weak self] _ in self?.stepped() }, for: .valueChanged)
    }

    func show(_ item: StepperItem, context: CellContext) {
      self.item = item
      self.context = context
      var content = UIListContentConfiguration.valueCell()
      content.text = item.label
      content.secondaryText = String(item.value)
      contentConfiguration = content
      selectionStyle = .none
      stepper.minimumValue = Double(item.range.lowerBound)
      stepper.maximumValue = Double(item.range.upperBound)
      stepper.stepValue = Double(max(1, item.step))
      stepper.value = Double(item.value)
      stepper.isEnabled = item.isEnabled
      accessoryView = stepper
    }

    /// The stepper moved one step: the item steps (overflow-safe, clamped) and the row hears
    /// the new value; the stepper shows the row's value until the rebuild draws it.
    private func stepped() {
      let steps = stepper.value >= Double(item.value) ? 1 : -1
      let value = item.stepped(by: steps)
      stepper.value = Double(item.value)
      guard value != item.value else { return }
      context?.valueChanged(value)
    }
  }
#endif
