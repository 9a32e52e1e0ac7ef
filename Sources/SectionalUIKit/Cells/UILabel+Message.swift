#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  extension UILabel {
    /// Styles the label for a field's validation message: red, wrapping.
    func styleAsMessage() {
      textColor = .systemRed
      numberOfLines = 0
    }

    /// Shows `message` under a field, hidden when there is none; whether what shows changed.
    @discardableResult
    func showMessage(_ message: String?) -> Bool {
      let changed = text != message || isHidden != (message == nil)
      text = message
      isHidden = message == nil
      return changed
    }
  }
#endif
