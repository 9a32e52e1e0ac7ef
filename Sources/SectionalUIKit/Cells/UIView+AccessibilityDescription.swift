#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    // The iOS 16 SDK declares the `UIAccessibilityTraits` and notification constants as mutable
    // globals, which Swift 6 rejects; they are constants, set once by UIKit.
    @preconcurrency import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension UIView {
    /// Gives the view what `description` says, as VoiceOver reads it: label, value, hint,
    /// traits, and the row's actions as custom actions (run by `perform`). A description read
    /// in parts leaves the view a container, so that VoiceOver stops on its subviews (the
    /// buttons of an action bar, the pills).
    ///
    /// - Parameters:
    ///   - description: The row's, header's or footer's description.
    ///   - perform: Runs one of its actions; returns whether it ran.
    func applyAccessibility(
      _ description: AccessibilityDescription,
      perform: @escaping @MainActor (AccessibilityAction) -> Bool
    ) {
      accessibilityElementsHidden = description.isHidden
      isAccessibilityElement = !description.isHidden && description.elements.isEmpty
      accessibilityLabel = description.label
      accessibilityValue = description.value
      accessibilityHint = description.hint
      accessibilityTraits = Self.uiTraits(description.traits)
      let actions = description.actions.map { action in
        UIAccessibilityCustomAction(name: action.name) { _ in
          MainActor.assumeIsolated { perform(action) }
        }
      }
      accessibilityCustomActions = actions.isEmpty ? nil : actions
    }

    /// Asks VoiceOver to say `text` now, without moving its focus.
    static func announce(_ text: String) {
      UIAccessibility.post(notification: UIAccessibility.Notification.announcement, argument: text)
    }

    /// Tells VoiceOver the layout changed and moves its focus to `view`.
    static func focusVoiceOver(on view: UIView) {
      UIAccessibility.post(notification: UIAccessibility.Notification.layoutChanged, argument: view)
    }

    /// UIKit's traits for Sectional's: a toggle is a button whose value says on or off (the
    /// switch trait is not public API); a text field announces itself.
    static func uiTraits(_ traits: AccessibilityTraits) -> UIAccessibilityTraits {
      var result: UIAccessibilityTraits = .none
      if traits.contains(.button) || traits.contains(.toggle) { result.insert(.button) }
      if traits.contains(.header) { result.insert(.header) }
      if traits.contains(.selected) { result.insert(.selected) }
      if traits.contains(.notEnabled) { result.insert(.notEnabled) }
      if traits.contains(.adjustable) { result.insert(.adjustable) }
      if traits.contains(.link) { result.insert(.link) }
      if traits.contains(.image) { result.insert(.image) }
      return result
    }
  }
#endif
