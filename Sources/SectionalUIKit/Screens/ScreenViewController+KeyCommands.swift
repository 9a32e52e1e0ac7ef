#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  extension ScreenViewController {
    /// The action of the screen's key commands (``keyCommands``): UIKit sends it to the first
    /// responder along the responder chain that implements it, this controller.
    static var screenCommandAction: Selector {
      #if canImport(UIKit)
        return #selector(ScreenViewController.performScreenCommand(_:))
      #else
        // Linux has no Objective-C runtime: the UIKit surface's selector keeps the method.
        return Selector(
          surfaceName: "sectionalPerformScreenCommand:",
          method: ScreenViewController.performScreenCommand)
      #endif
    }

    /// Runs the screen's command whose key `keyCommand` is, as the screen has it now. Its
    /// Objective-C name is prefixed: an app's subclass cannot see this method, and would
    /// replace it by declaring one of the same name.
    ///
    /// - Parameter keyCommand: The key command UIKit sends it for.
    #if canImport(UIKit)
      @objc(sectionalPerformScreenCommand:)
    #endif
    func performScreenCommand(_ keyCommand: UIKeyCommand) {
      screenTable.perform(keyCommand)
    }

    /// Whether a text field or text view in the controller's view is being edited (is first
    /// responder).
    var isEditingText: Bool {
      guard isViewLoaded else { return false }
      return Self.hasEditingTextInput(in: view)
    }

    /// Whether `view` or a view in it is a text field or text view being edited.
    private static func hasEditingTextInput(in view: UIView) -> Bool {
      if view is UITextField || view is UITextView { return view.isFirstResponder }
      return view.subviews.contains { hasEditingTextInput(in: $0) }
    }
  }
#endif
