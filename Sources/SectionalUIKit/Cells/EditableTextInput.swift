#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// The text input a form cell edits: `UITextField` or `UITextView`, through the `UITextInput`
  /// members both have.
  @MainActor
  protocol EditableTextInput: UIView {
    /// Its text (`""` for none).
    var currentText: String { get set }
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
      -> UITextRange?
  }

  extension UITextField: EditableTextInput {
    var currentText: String {
      get { text ?? "" }
      set { text = newValue }
    }
  }

  extension UITextView: EditableTextInput {
    var currentText: String {
      get { text ?? "" }
      set { text = newValue }
    }
  }

  extension EditableTextInput {
    /// The caret's UTF-16 offset (the selection's end), if there is a selection.
    var caretOffset: Int? {
      selectedTextRange.map { offset(from: beginningOfDocument, to: $0.end) }
    }

    /// Puts the caret at `offset`, clamped to the text.
    func placeCaret(at offset: Int) {
      let clamped = min(max(0, offset), currentText.utf16.count)
      guard let position = position(from: beginningOfDocument, offset: clamped) else { return }
      selectedTextRange = textRange(from: position, to: position)
    }

    /// Replaces the whole text, keeping the caret's offset moved by `caretShift` (clamped to
    /// the new text).
    func replaceText(with text: String, caretShift: Int = 0) {
      let caret = caretOffset
      currentText = text
      if let caret { placeCaret(at: caret + caretShift) }
    }
  }
#endif
