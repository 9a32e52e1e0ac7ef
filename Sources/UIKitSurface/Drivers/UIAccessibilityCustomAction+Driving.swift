// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UIAccessibilityCustomAction {
  /// Chooses the action as a VoiceOver user does from the actions rotor, and returns what its
  /// handler answered.
  public func chooseInRotor() -> Bool {
    actionHandler(self)
  }
}
