#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    // The iOS 16 SDK declares the notification's name as a mutable global, which Swift 6
    // rejects; it is a constant, set once by UIKit.
    @preconcurrency import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Dynamic Type: when the user changes the text size, every row is drawn and measured again
  // at the new size (the standard cells' text follows text styles), keeping the selection.
  extension ListLiaison {
    /// Starts observing the text size.
    func observeTextSize() {
      guard state.textSizeObservation == nil else { return }
      state.textSizeObservation = NotificationObservation(
        UIContentSizeCategory.didChangeNotification, read: { _ in () },
        then: { [weak self] in self?.textSizeDidChange() })
    }

    /// Draws and measures every row again at the new text size.
    func textSizeDidChange() {
      reloadData(from: controller)
    }
  }
#endif
