extension LineEditor {
  /// Whether `character` belongs to a word for Alt-B/F, Ctrl-←/→, Alt-Backspace and Alt-D:
  /// letters, digits and `_`, as readline's words.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The start of the word before `position` (Alt-B, Ctrl-←): back over non-word characters,
  /// then over the word; the start of the text when it is masked (``isSecure``).
  ///
  /// - Complexity: O(k) in the characters passed.
  package func wordStart(before position: Int) -> Int {
    if isSecure { return 0 }
    var index = min(max(0, position), characters.count)
    while index > 0 && !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0 && Self.isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  /// The end of the word after `position` (Alt-F, Ctrl-→): on over non-word characters, then
  /// over the word; the end of the text when it is masked (``isSecure``).
  ///
  /// - Complexity: O(k) in the characters passed.
  package func wordEnd(after position: Int) -> Int {
    if isSecure { return characters.count }
    var index = min(max(0, position), characters.count)
    while index < characters.count && !Self.isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
    return index
  }

  /// Where Ctrl-W deletes back to from `position`: back over whitespace, then over everything
  /// up to the previous whitespace (a "big word", as readline's `unix-word-rubout`); the start
  /// of the text when it is masked (``isSecure``).
  ///
  /// - Complexity: O(k) in the characters passed.
  package func spaceDelimitedWordStart(before position: Int) -> Int {
    if isSecure { return 0 }
    var index = min(max(0, position), characters.count)
    while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
    while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
    return index
  }
}
