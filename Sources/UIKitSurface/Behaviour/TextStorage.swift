// The text, selection and marked text of the surface's text field and text view, in UTF-16
// offsets as UIKit's text positions and `NSRange`s count. Not UIKit API.

/// A position in a text: its UTF-16 offset.
final class SurfaceTextPosition: UITextPosition {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }
}

/// What a text field or text view holds.
@MainActor
struct SurfaceTextStorage {
  private(set) var text = ""
  /// The selection (an empty range is the caret).
  var selection = NSRange(location: 0, length: 0)
  /// The text being composed (an input method's marked text), if any.
  var marked: NSRange?

  var length: Int { text.utf16.count }

  /// Replaces the whole text: the caret goes to the end, composition ends.
  mutating func set(_ newText: String) {
    text = newText
    selection = NSRange(location: length, length: 0)
    marked = nil
  }

  /// Replaces `range` with `replacement`; the caret follows the inserted text.
  mutating func replace(_ range: NSRange, with replacement: String) {
    let clamped = clamp(range)
    guard let swiftRange = Range(clamped, in: text) else { return }
    text.replaceSubrange(swiftRange, with: replacement)
    selection = NSRange(location: clamped.location + replacement.utf16.count, length: 0)
  }

  /// The range to replace when the user types: the marked text, else the selection.
  var typingRange: NSRange { marked ?? selection }

  /// The range Backspace deletes: the selection, else the character before the caret.
  var backspaceRange: NSRange? {
    if let marked { return marked }
    if selection.length > 0 { return selection }
    guard selection.location > 0 else { return nil }
    let caret = String.Index(utf16Offset: selection.location, in: text)
    guard caret > text.startIndex else { return nil }
    let previous = text.index(before: caret)
    let start = previous.utf16Offset(in: text)
    return NSRange(location: start, length: selection.location - start)
  }

  func clamp(_ range: NSRange) -> NSRange {
    let start = min(max(0, range.location), length)
    let end = min(max(start, range.location + range.length), length)
    return NSRange(location: start, length: end - start)
  }

  var selectedTextRange: UITextRange? {
    UITextRange(
      surfaceStart: SurfaceTextPosition(selection.location),
      end: SurfaceTextPosition(selection.location + selection.length))
  }

  var markedTextRange: UITextRange? {
    marked.map {
      UITextRange(
        surfaceStart: SurfaceTextPosition($0.location),
        end: SurfaceTextPosition($0.location + $0.length))
    }
  }

  mutating func select(_ range: UITextRange?) {
    guard let range else { return }
    let start = Self.offset(range.start)
    let end = Self.offset(range.end)
    selection = clamp(NSRange(location: min(start, end), length: abs(end - start)))
  }

  func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = Self.offset(position) + offset
    return (0...length).contains(target) ? SurfaceTextPosition(target) : nil
  }

  static func offset(_ position: UITextPosition) -> Int {
    (position as? SurfaceTextPosition)?.offset ?? 0
  }

  /// `offset(from:to:)` of a text field and a text view: how far `to` is past `from`.
  static func distance(from: UITextPosition, to: UITextPosition) -> Int {
    offset(to) - offset(from)
  }

  static func range(_ from: UITextPosition, _ to: UITextPosition) -> UITextRange? {
    UITextRange(surfaceStart: from, end: to)
  }
}

/// What the surface's text field and text view share: their text, and the delegate calls around
/// editing and around each change the user makes, so that both become and resign first
/// responder, and take the drivers' keystrokes, the same way. Not UIKit API.
@MainActor
protocol SurfaceTextInput: UIView {
  var surfaceStorage: SurfaceTextStorage { get set }
  /// The delegate's answer before editing begins (`true` without a delegate).
  func surfaceShouldBeginEditing() -> Bool
  /// Tells the delegate editing began.
  func surfaceDidBeginEditing()
  /// Tells the delegate editing ended.
  func surfaceDidEndEditing()
  /// The delegate's answer before the user replaces `range` with `replacement` (`true` without
  /// a delegate).
  func surfaceShouldChange(_ range: NSRange, to replacement: String) -> Bool
  /// After a change the user made: the `.editingChanged` actions, or `textViewDidChange(_:)`.
  func surfaceDidChange()
}

extension SurfaceTextInput {
  /// Becomes first responder as UIKit's text inputs do: asks the delegate first, becomes it
  /// through `become` (`UIResponder`'s), then tells the delegate.
  func surfaceBecomeFirstResponder(_ become: () -> Bool) -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    guard surfaceShouldBeginEditing() else { return false }
    guard become() else { return false }
    surfaceDidBeginEditing()
    return true
  }

  /// Resigns through `resign` (`UIResponder`'s); when it was editing, composition ends and the
  /// delegate hears that editing ended.
  func surfaceResignFirstResponder(_ resign: () -> Bool) -> Bool {
    guard isFirstResponder else { return resign() }
    _ = resign()
    surfaceStorage.marked = nil
    surfaceDidEndEditing()
    return true
  }
}

extension UITextField: SurfaceTextInput {
  func surfaceShouldBeginEditing() -> Bool {
    delegate?.textFieldShouldBeginEditing(self) ?? true
  }

  func surfaceDidBeginEditing() { delegate?.textFieldDidBeginEditing(self) }

  func surfaceDidEndEditing() { delegate?.textFieldDidEndEditing(self) }

  func surfaceShouldChange(_ range: NSRange, to replacement: String) -> Bool {
    delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement)
      ?? true
  }

  func surfaceDidChange() { sendActions(for: .editingChanged) }
}

extension UITextView: SurfaceTextInput {
  func surfaceShouldBeginEditing() -> Bool {
    delegate?.textViewShouldBeginEditing(self) ?? true
  }

  func surfaceDidBeginEditing() { delegate?.textViewDidBeginEditing(self) }

  func surfaceDidEndEditing() { delegate?.textViewDidEndEditing(self) }

  func surfaceShouldChange(_ range: NSRange, to replacement: String) -> Bool {
    delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
  }

  func surfaceDidChange() { delegate?.textViewDidChange(self) }
}
