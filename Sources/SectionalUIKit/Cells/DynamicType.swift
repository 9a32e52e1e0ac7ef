#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  // Every text a standard cell draws follows the user's text size (Dynamic Type): a text
  // style's font, adjusted when the size changes.

  extension UILabel {
    /// Draws in `style`'s font at the user's text size, following changes.
    func useTextStyle(_ style: UIFont.TextStyle) {
      font = UIFont.preferredFont(forTextStyle: style)
      adjustsFontForContentSizeCategory = true
    }
  }

  extension UITextField {
    /// Draws in `style`'s font at the user's text size, following changes.
    func useTextStyle(_ style: UIFont.TextStyle) {
      font = UIFont.preferredFont(forTextStyle: style)
      adjustsFontForContentSizeCategory = true
    }
  }

  extension UITextView {
    /// Draws in `style`'s font at the user's text size, following changes.
    func useTextStyle(_ style: UIFont.TextStyle) {
      font = UIFont.preferredFont(forTextStyle: style)
      adjustsFontForContentSizeCategory = true
    }
  }
#endif
