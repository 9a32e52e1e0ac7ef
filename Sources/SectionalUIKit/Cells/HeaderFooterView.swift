#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a text header or footer with the header/footer's default list configuration.
  final class HeaderFooterView: UITableViewHeaderFooterView {
    func show(title: String, subtitle: String?) {
      var content = defaultContentConfiguration()
      content.text = title
      content.secondaryText = subtitle
      contentConfiguration = content
    }
  }
#endif
