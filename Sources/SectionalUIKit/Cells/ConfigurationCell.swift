#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A table cell that shows whatever content configuration its component makes (see
  /// ``TableViewLiaison/register(_:configuration:)``): UIKit makes and updates the content
  /// view.
  final class ConfigurationCell: UITableViewCell {}
#endif
