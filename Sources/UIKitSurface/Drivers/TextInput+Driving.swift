// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift): what a user does with text
// fields, text views, steppers, segmented controls and the keyboard, calling delegates and
// control actions as UIKit does.

extension UITextField {
  /// A tap into the field: it becomes first responder (`textFieldShouldBeginEditing(_:)`, the
  /// previous first responder resigns, `textFieldDidBeginEditing(_:)`).
  ///
  /// - Throws: When the field is disabled or does not become first responder.
  public func userTapToEdit() throws(SurfaceDriverError) {
    try surfaceTapToEdit(canEdit: isEnabled)
  }

  /// Types `text` one character at a time, each a keystroke: the delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` for the selection (or the text
  /// being composed), then, if it agrees, the change and the `.editingChanged` actions.
  ///
  /// - Parameter text: What the user types.
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the field is editing.
  public func userType(_ text: String) throws(SurfaceDriverError) {
    try surfaceType(text)
  }

  /// Pastes `text` over the selection in one change.
  ///
  /// - Parameter text: The clipboard's text.
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the field is editing.
  public func userPaste(_ text: String) throws(SurfaceDriverError) {
    try surfaceReplace(surfaceStorage.typingRange, with: text)
  }

  /// Selects all the text (the edit menu's Select All).
  ///
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the field is editing.
  public func userSelectAll() throws(SurfaceDriverError) {
    guard isFirstResponder else { throw .notFirstResponder }
    surfaceStorage.selection = NSRange(location: 0, length: surfaceStorage.length)
  }

  /// Puts the caret at a UTF-16 offset (a tap in the text), clamped to the text.
  ///
  /// - Parameter offset: Where the caret goes.
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the field is editing.
  public func userPlaceCaret(at offset: Int) throws(SurfaceDriverError) {
    guard isFirstResponder else { throw .notFirstResponder }
    surfaceStorage.selection = surfaceStorage.clamp(NSRange(location: offset, length: 0))
  }

  /// Backspace: deletes the selection, or the character before the caret, through the
  /// delegate as UIKit does (an empty replacement string).
  ///
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the field is editing.
  public func userDeleteBackward() throws(SurfaceDriverError) {
    try surfaceDeleteBackward()
  }

  /// Return: the delegate's `textFieldShouldReturn(_:)`.
  ///
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the field is editing.
  public func userPressReturn() throws(SurfaceDriverError) {
    guard isFirstResponder else { throw .notFirstResponder }
    _ = delegate?.textFieldShouldReturn(self)
  }

  /// An input method composes `marked` (marked text, as Japanese or Chinese input does before
  /// the user picks a candidate): it replaces the text being composed, or the selection, without
  /// asking the delegate; `.editingChanged` actions run.
  ///
  /// - Parameter marked: The provisional text.
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the field is editing.
  public func userCompose(_ marked: String) throws(SurfaceDriverError) {
    guard isFirstResponder else { throw .notFirstResponder }
    let range = surfaceStorage.typingRange
    surfaceStorage.replace(range, with: marked)
    surfaceStorage.marked = NSRange(location: range.location, length: marked.utf16.count)
    sendActions(for: .editingChanged)
  }

  /// The user picks `candidate` for the text being composed: it replaces the marked text
  /// through the delegate, as a keystroke does, and composition ends.
  ///
  /// - Parameter candidate: The chosen text.
  /// - Throws: When the field is not editing or nothing is being composed.
  public func userCommitComposition(_ candidate: String) throws(SurfaceDriverError) {
    guard isFirstResponder else { throw .notFirstResponder }
    guard let marked = surfaceStorage.marked else { throw .noMarkedText }
    surfaceStorage.marked = nil
    guard surfaceShouldChange(marked, to: candidate) else { return }
    surfaceStorage.replace(marked, with: candidate)
    surfaceDidChange()
  }

}

extension UITextView {
  /// A tap into the text view: it becomes first responder.
  ///
  /// - Throws: When it is not editable or does not become first responder.
  public func userTapToEdit() throws(SurfaceDriverError) {
    try surfaceTapToEdit(canEdit: isEditable)
  }

  /// Types `text` one character at a time ("\n" is the Return key, which a text view inserts):
  /// `textView(_:shouldChangeTextIn:replacementText:)`, then the change and
  /// `textViewDidChange(_:)`.
  ///
  /// - Parameter text: What the user types.
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the text view is editing.
  public func userType(_ text: String) throws(SurfaceDriverError) {
    try surfaceType(text)
  }

  /// Pastes `text` over the selection in one change.
  ///
  /// - Parameter text: The clipboard's text.
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the text view is editing.
  public func userPaste(_ text: String) throws(SurfaceDriverError) {
    try surfaceReplace(surfaceStorage.typingRange, with: text)
  }

  /// Backspace: deletes the selection, or the character before the caret.
  ///
  /// - Throws: ``SurfaceDriverError/notFirstResponder`` unless the text view is editing.
  public func userDeleteBackward() throws(SurfaceDriverError) {
    try surfaceDeleteBackward()
  }

}

extension SurfaceTextInput {
  /// A tap into the input: it becomes first responder unless it cannot edit (`canEdit`).
  fileprivate func surfaceTapToEdit(canEdit: Bool) throws(SurfaceDriverError) {
    guard canEdit else { throw .controlDisabled }
    guard becomeFirstResponder() else { throw .refusedFirstResponder }
  }

  /// Types `text` one character at a time, each a keystroke over the selection or the text
  /// being composed.
  func surfaceType(_ text: String) throws(SurfaceDriverError) {
    for character in text {
      try surfaceReplace(surfaceStorage.typingRange, with: String(character))
    }
  }

  /// Backspace: the selection, or the character before the caret, replaced with nothing.
  func surfaceDeleteBackward() throws(SurfaceDriverError) {
    guard isFirstResponder else { throw .notFirstResponder }
    guard let range = surfaceStorage.backspaceRange else { return }
    try surfaceReplace(range, with: "")
  }

  /// One change the user makes: the delegate is asked first; if it agrees, composition ends,
  /// the text changes and the input tells of the change.
  fileprivate func surfaceReplace(_ range: NSRange, with replacement: String)
    throws(SurfaceDriverError)
  {
    guard isFirstResponder else { throw .notFirstResponder }
    let range = surfaceStorage.clamp(range)
    guard surfaceShouldChange(range, to: replacement) else { return }
    surfaceStorage.marked = nil
    surfaceStorage.replace(range, with: replacement)
    surfaceDidChange()
  }
}

extension UIStepper {
  /// A tap on "+": the value grows by `stepValue` (up to the maximum), then `.valueChanged`
  /// actions run.
  ///
  /// - Throws: When the stepper is disabled or already at its maximum (the button is disabled).
  public func userIncrement() throws(SurfaceDriverError) {
    guard isEnabled else { throw .controlDisabled }
    guard value < maximumValue else { throw .stepperAtLimit }
    value += stepValue
    sendActions(for: .valueChanged)
  }

  /// A tap on "−": the value shrinks by `stepValue` (down to the minimum), then `.valueChanged`
  /// actions run.
  ///
  /// - Throws: When the stepper is disabled or already at its minimum.
  public func userDecrement() throws(SurfaceDriverError) {
    guard isEnabled else { throw .controlDisabled }
    guard value > minimumValue else { throw .stepperAtLimit }
    value -= stepValue
    sendActions(for: .valueChanged)
  }
}

extension UISegmentedControl {
  /// A tap on a segment: it becomes selected, then `.valueChanged` actions run (none when it
  /// was selected already, as in UIKit).
  ///
  /// - Parameter index: The segment's index.
  /// - Throws: When the control is disabled or has no such segment.
  public func userSelectSegment(_ index: Int) throws(SurfaceDriverError) {
    guard isEnabled else { throw .controlDisabled }
    guard (0..<numberOfSegments).contains(index) else { throw .noSegment(index) }
    guard selectedSegmentIndex != index else { return }
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
  }
}

extension UIWindow {
  /// The system keyboard slides up over the bottom `height` points of the window: UIKit posts
  /// `keyboardWillChangeFrameNotification` and `keyboardWillShowNotification` with the
  /// keyboard's end frame (screen coordinates are the window's here), then the next layout
  /// pass runs.
  ///
  /// - Parameter height: The keyboard's height.
  public func keyboardWillShow(height: CGFloat) {
    let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    postKeyboard(UIResponder.keyboardWillChangeFrameNotification, frame)
    postKeyboard(UIResponder.keyboardWillShowNotification, frame)
    layoutIfNeeded()
  }

  /// The keyboard slides away below the window: `keyboardWillChangeFrameNotification` and
  /// `keyboardWillHideNotification`.
  public func keyboardWillHide() {
    let frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 0)
    postKeyboard(UIResponder.keyboardWillChangeFrameNotification, frame)
    postKeyboard(UIResponder.keyboardWillHideNotification, frame)
    layoutIfNeeded()
  }

  private func postKeyboard(_ name: NSNotification.Name, _ frame: CGRect) {
    NotificationCenter.default.post(
      name: name, object: nil, userInfo: [UIResponder.keyboardFrameEndUserInfoKey: frame])
  }

  /// The window's first responder, if any.
  public var firstResponderForTesting: UIResponder? { surfaceFirstResponder }
}
