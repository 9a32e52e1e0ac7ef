#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``StepperItem``: its label, the value, and a `UIStepper` whose taps reach the row
  /// as `.valueChanged` with the new value (stepped and clamped by the item). VoiceOver adjusts
  /// it as it does the stepper: a swipe up or down steps once (see ``AdjustableContent``).
  final class StepperContentView: ComponentContentView, AdjustableContent {
    let stepper = UIStepper()
    let line = ValueLine()

    override func setUp() {
      stepper.addAction(UIAction { [weak self] _ in self?.stepped() }, for: .valueChanged)
      line.install(in: self, control: stepper)
    }

    override func configure() {
      guard let item = component(StepperItem.self) else { return }
      line.show(label: item.label, value: String(item.value), isEnabled: item.isEnabled)
      stepper.minimumValue = Double(item.range.lowerBound)
      stepper.maximumValue = Double(item.range.upperBound)
      stepper.stepValue = Double(max(1, item.step))
      stepper.value = Double(item.value)
      stepper.isEnabled = item.isEnabled && !cellIsEditing
    }

    /// The stepper moved one step: the item steps (overflow-safe, clamped) and the row hears
    /// the new value; the stepper shows the row's value until the rebuild draws it.
    private func stepped() {
      guard let item = component(StepperItem.self) else { return }
      let steps = stepper.value >= Double(item.value) ? 1 : -1
      stepper.value = Double(item.value)
      step(steps)
    }

    /// Steps the item `steps` times, as a tap on the stepper's + (1) or − (−1) does.
    func adjust(by steps: Int) -> Bool {
      guard let item = component(StepperItem.self), item.isEnabled else { return false }
      return step(steps)
    }

    @discardableResult
    private func step(_ steps: Int) -> Bool {
      guard let item = component(StepperItem.self) else { return false }
      let value = item.stepped(by: steps)
      guard value != item.value else { return false }
      context?.valueChanged(value)
      return true
    }
  }
#endif
