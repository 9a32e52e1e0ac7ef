#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A content view VoiceOver can adjust: its row is described as adjustable, and a swipe up
  /// or down on it (the cell's `accessibilityIncrement()` / `accessibilityDecrement()`) steps
  /// its value as its control would.
  @MainActor
  protocol AdjustableContent: UIView {
    /// Steps the value `steps` times (1 up, −1 down); whether the row heard a new value.
    func adjust(by steps: Int) -> Bool
  }
#endif
