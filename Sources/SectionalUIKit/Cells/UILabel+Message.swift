#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  extension UILabel {
    /// Styles the label for a field's validation message: red, wrapping.
    func styleAsMessage() {
      useTextStyle(.footnote)
      textColor = .systemRed
      numberOfLines = 0
    }

    /// Shows `message` under a field (red), else `hint` (secondary), hidden when there is
    /// neither; whether what shows changed.
    @discardableResult
    func showMessage(_ message: String?, hint: String? = nil) -> Bool {
      let shown = message ?? hint
      let changed = text != shown || isHidden != (shown == nil)
      text = shown
      textColor = message == nil ? .secondaryLabel : .systemRed
      isHidden = shown == nil
      return changed
    }
  }
#endif
