#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// What a text field cell and a text area cell share about their text: the text the row
  /// holds (last shown from the item or sent to the row), showing the row's text in place while
  /// the user edits, and admitting each edit before UIKit makes it.
  ///
  /// A class, not a struct: sending a text to the row can draw the row again at once, which
  /// shows the text through the same `TextEditing` while the send is under way.
  @MainActor
  final class TextEditing {
    /// The text last shown from the item or sent to the row: what the row holds.
    private(set) var committed = ""

    /// Shows the row's text; while editing, only a text the screen changed replaces the
    /// input's (the user's own edit echoed back changes nothing), and the caret stays where it
    /// was (clamped to the new text).
    func show(_ text: String, in input: some EditableTextInput) {
      defer { committed = text }
      guard input.isFirstResponder else {
        if input.currentText != text { input.currentText = text }
        return
      }
      guard text != committed, text != input.currentText else { return }
      input.replaceText(with: text)
    }

    /// Sends `text` to the row when it differs from what the row holds; whether it did.
    @discardableResult
    func report(_ text: String, to context: CellContext?) -> Bool {
      guard text != committed else { return false }
      committed = text
      context?.edited(text)
      return true
    }

    /// The user's edit of `range` with `replacement`, before UIKit makes it: whether UIKit
    /// should make it. An edit `admit` takes as it is goes ahead (so does one during
    /// composition: marked text is admitted when it is committed); otherwise the input shows
    /// the admitted text itself, the caret before what followed the edit, `changed` hears it
    /// when it differs from the current text, and UIKit makes nothing.
    static func admitEdit(
      in input: some EditableTextInput, range: NSRange, replacement: String,
      admit: (String) -> TextAdmission, changed: (String) -> Void
    ) -> Bool {
      guard input.markedTextRange == nil else { return true }
      let current = input.currentText
      guard let swiftRange = Range(range, in: current) else { return false }
      let proposed = current.replacingCharacters(in: swiftRange, with: replacement)
      let admitted = admit(proposed).text
      guard admitted != proposed else { return true }
      if admitted != current {
        // The admitted text keeps everything after the edit: the caret goes before it.
        let tail = current.utf16.count - (range.location + range.length)
        input.currentText = admitted
        input.placeCaret(at: admitted.utf16.count - tail)
        changed(admitted)
      }
      return false
    }
  }
#endif
