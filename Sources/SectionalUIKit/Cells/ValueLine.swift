#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A form row's line as iOS Settings draws it: the label, its value in the secondary colour,
  /// and a control at the trailing edge; at accessibility text sizes the parts stack.
  @MainActor
  final class ValueLine {
    let titleLabel = UILabel()
    /// The value, beside the label (hidden when there is none).
    let valueLabel = UILabel()
    private let stack = UIStackView()

    /// Puts the line in `view`, within its margins, with `control` at its end.
    func install(in view: UIView, control: UIView?) {
      titleLabel.useTextStyle(.body)
      valueLabel.useTextStyle(.body)
      valueLabel.textColor = .secondaryLabel
      stack.spacing = 8
      stack.alignment = .center
      stack.addArrangedSubview(titleLabel)
      stack.addArrangedSubview(valueLabel)
      if let control { stack.addArrangedSubview(control) }
      Layout.pin(stack, to: view.layoutMarginsGuide, in: view)
    }

    /// Shows the label and the value, dimmed when the row is disabled.
    func show(label: String, value: String?, isEnabled: Bool) {
      stack.axis =
        stack.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        ? .vertical : .horizontal
      titleLabel.text = label
      titleLabel.textColor = isEnabled ? .label : .secondaryLabel
      valueLabel.text = value
      valueLabel.isHidden = value == nil
    }
  }
#endif
