// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift): a key pressed on a hardware
// keyboard.

extension UIResponder {
  /// A key pressed on a hardware keyboard, delivered as UIKit does from iOS 15 on. It starts at
  /// the first responder of this responder's window, or at this responder when nothing there is
  /// first responder (where UIKit starts then is its own choice: name the responder, such as the
  /// view controller on screen).
  ///
  /// A text field or text view that is first responder takes the keys it types with first,
  /// unless the matching key command wants priority over system behaviour: a printable
  /// character with no modifier but Shift, which it types (Shift capitalizes a letter), and
  /// Backspace (`"\u{8}"`), which deletes backward. Otherwise the first key command along the
  /// responder chain (`next`) whose input and modifier flags are the key's sends its action, with
  /// the key command as the sender, to the first responder along the chain that implements it
  /// (`target(forAction:withSender:)`). Other keys a text input uses on a device (the arrows,
  /// Return, Tab, Option characters) are not modelled: they go to the key commands.
  ///
  /// - Parameters:
  ///   - input: The key as a key command names it: a character (a letter in lower case, with
  ///     `.shift` for a capital) or one of `UIKeyCommand`'s input strings.
  ///   - modifierFlags: The modifier keys held.
  /// - Throws: ``SurfaceDriverError/keyNotHandled(_:_:)`` when nothing handles the key.
  public func userPressKey(_ input: String, modifierFlags: UIKeyModifierFlags = [])
    throws(SurfaceDriverError)
  {
    let start = surfaceKeyWindow?.surfaceFirstResponder ?? self
    var keyCommand: UIKeyCommand?
    var responder: UIResponder? = start
    while let current = responder, keyCommand == nil {
      keyCommand = current.keyCommands?.first {
        $0.input == input && $0.modifierFlags == modifierFlags
      }
      responder = current.next
    }
    if let textInput = start as? any SurfaceTextInput,
      keyCommand?.wantsPriorityOverSystemBehavior != true,
      try textInput.surfaceTakeKey(input, modifierFlags: modifierFlags)
    {
      return
    }
    guard let keyCommand, let action = keyCommand.surfaceAction,
      let target = start.target(forAction: action, withSender: keyCommand) as? UIResponder
    else { throw .keyNotHandled(input, modifierFlags.rawValue) }
    action.surfaceMethod.send(target, keyCommand)
  }

  /// The window whose first responder a key goes to first.
  private var surfaceKeyWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    if let controller = self as? UIViewController { return controller.surfaceView?.window }
    return nil
  }
}

extension SurfaceTextInput {
  /// Takes a key before the key commands, as a text input that is first responder does: types
  /// a printable character pressed with no modifier but Shift, deletes backward for Backspace;
  /// whether it took the key.
  fileprivate func surfaceTakeKey(_ input: String, modifierFlags: UIKeyModifierFlags)
    throws(SurfaceDriverError) -> Bool
  {
    guard modifierFlags.isSubset(of: .shift) else { return false }
    if input == "\u{8}" {
      try surfaceDeleteBackward()
      return true
    }
    guard input.count == 1, let character = input.first,
      character == " "
        || !character.unicodeScalars.contains(where: {
          $0.properties.generalCategory == .control || $0.properties.isWhitespace
        })
    else { return false }
    try surfaceType(modifierFlags.contains(.shift) ? input.uppercased() : input)
    return true
  }
}
