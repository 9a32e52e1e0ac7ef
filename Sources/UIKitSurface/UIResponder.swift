/// https://developer.apple.com/documentation/uikit/uiresponder (first responder status is kept
/// per window: a responder that is not a view in a window cannot become first responder)
@MainActor open class UIResponder: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
  /// (`false` by default, as Apple documents)
  open var canBecomeFirstResponder: Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder
  open var isFirstResponder: Bool { surfaceResponderWindow?.surfaceFirstResponder === self }

  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder() (asks
  /// the window's current first responder to resign first, then checks
  /// `canBecomeFirstResponder`; `false` for a view that is not in a window)
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard let window = surfaceResponderWindow else { return false }
    if let current = window.surfaceFirstResponder, current !== self {
      guard current.resignFirstResponder() else { return false }
    }
    guard canBecomeFirstResponder else { return false }
    window.surfaceFirstResponder = self
    return true
  }

  /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
  /// (resigns and returns `true`, as the default implementation does)
  open func resignFirstResponder() -> Bool {
    if let window = surfaceResponderWindow, window.surfaceFirstResponder === self {
      window.surfaceFirstResponder = nil
    }
    return true
  }

  /// The window whose first responder this responder can be: a view's window.
  internal var surfaceResponderWindow: UIWindow? { nil }

  /// https://developer.apple.com/documentation/uikit/uiresponder/keycommands (none by default;
  /// UIKit gathers them along the responder chain, from the first responder, when a key is
  /// pressed)
  open var keyCommands: [UIKeyCommand]? { nil }

  /// https://developer.apple.com/documentation/uikit/uiresponder/next (a view's next responder
  /// is the view controller whose view it is, else its superview; a view controller's is the
  /// view controller that presented it, else its view's superview. The chain ends at the window
  /// here: the scene and the application are not modelled)
  open var next: UIResponder? { surfaceNextResponder }

  /// The next responder, as each kind of responder answers it.
  internal var surfaceNextResponder: UIResponder? { nil }

  /// https://developer.apple.com/documentation/uikit/uiresponder/target(foraction:withsender:)
  /// (this responder when it implements the action's method, as `canPerformAction(_:withSender:)`
  /// answers by default, else the next responder's answer; `nil` at the end of the chain)
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    if action.surfaceMethod.isImplemented(self) { return self }
    return next?.target(forAction: action, withSender: sender)
  }

  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification
  /// (a `class let` in UIKit; Swift allows no stored class properties, so `static let`)
  public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")

  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification
  public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")

  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
  public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")

  /// https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
  /// (the keyboard's frame in screen coordinates once the change ends, a `CGRect` in an
  /// `NSValue`)
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
}
