extension LineEditor {
  /// Applies one key, as readline and the usual text fields do.
  ///
  /// | Keys | Action |
  /// | --- | --- |
  /// | ←/→, Ctrl-B/F | one character |
  /// | Alt-B/F, Ctrl-←/→, Alt-←/→ | one word |
  /// | Home/End, Ctrl-A/E | start/end of the (logical) line |
  /// | Ctrl-Home/End | start/end of the text |
  /// | Backspace (Ctrl-H), Delete, Ctrl-D | delete a character back / forward |
  /// | Ctrl-W | delete back to whitespace; Alt-Backspace, Ctrl-Backspace: a word back; Alt-D, Ctrl-Delete: a word forward |
  /// | Ctrl-U / Ctrl-K | delete to the start / end of the line |
  /// | Ctrl-Y | insert what the last of those deletions took |
  /// | Alt-Enter, Shift-Enter, Ctrl-Enter | a newline (text area; a single line ignores them) |
  /// | Enter | ``LineEditOutcome/submit`` |
  /// | ↑/↓ | a line up/down in a text area, keeping the goal column; else ``LineEditOutcome/leave(_:)`` |
  /// | Esc | ``LineEditOutcome/cancel`` |
  /// | printable characters | inserted |
  ///
  /// Everything else (Tab, Shift-Tab, Ctrl-C, other Ctrl and Alt keys, function keys, Page
  /// Up/Down) is ``LineEditOutcome/ignored``, for the caller to route.
  ///
  /// - Parameters:
  ///   - key: The key pressed.
  ///   - width: The text area's width in columns, for ↑/↓ (ignored by a single line).
  /// - Returns: What the key did.
  /// - Complexity: O(n) for an edit; ↑/↓ in a text area lay the text out, O(n).
  @discardableResult
  package mutating func handle(_ key: KeyEvent, width: Int = 0) -> LineEditOutcome {
    let modifiers = key.modifiers.subtracting(.shift)
    switch key.key {
    case .up, .down:
      guard modifiers.isEmpty else { return .ignored }
      return moveVertically(down: key.key == .down, width: width)
    case .left, .right:
      let forward = key.key == .right
      if modifiers.isEmpty {
        return move(to: caret + (forward ? 1 : -1))
      }
      guard modifiers == .control || modifiers == .alt else { return .ignored }
      return move(to: forward ? wordEnd(after: caret) : wordStart(before: caret))
    case .home where modifiers.isEmpty: return move(to: lineStart(of: caret))
    case .end where modifiers.isEmpty: return move(to: lineEnd(of: caret))
    case .home where modifiers == .control: return move(to: 0)
    case .end where modifiers == .control: return move(to: characters.count)
    case .backspace:
      if modifiers.isEmpty { return deleting(caret - 1..<caret) }
      return killing(wordStart(before: caret)..<caret)
    case .delete:
      if modifiers.isEmpty { return deleting(caret..<caret + 1) }
      return killing(caret..<wordEnd(after: caret))
    case .enter:
      if key.modifiers.isEmpty { return .submit }
      guard isMultiline else { return .unchanged }
      insert("\n")
      return .edited
    case .escape: return modifiers.isEmpty ? .cancel : .ignored
    case .character(let character):
      return handle(character, modifiers: modifiers)
    default:
      return .ignored
    }
  }

  private mutating func handle(_ character: Character, modifiers: Modifiers) -> LineEditOutcome {
    if modifiers.isEmpty {
      guard !character.unicodeScalars.contains(where: VisibleText.isControl) else {
        return .ignored
      }
      insert(String(character))
      return .edited
    }
    if modifiers == .control {
      switch character {
      case "a": return move(to: lineStart(of: caret))
      case "e": return move(to: lineEnd(of: caret))
      case "b": return move(to: caret - 1)
      case "f": return move(to: caret + 1)
      case "d": return deleting(caret..<caret + 1)
      case "h": return deleting(caret - 1..<caret)
      case "w": return killing(spaceDelimitedWordStart(before: caret)..<caret)
      case "u": return killing(lineStart(of: caret)..<caret)
      case "k": return killing(caret..<lineEnd(of: caret))
      case "y":
        guard !killed.isEmpty else { return .unchanged }
        insert(killed)
        return .edited
      default: return .ignored
      }
    }
    if modifiers == .alt {
      switch character {
      case "b": return move(to: wordStart(before: caret))
      case "f": return move(to: wordEnd(after: caret))
      case "d": return killing(caret..<wordEnd(after: caret))
      default: return .ignored
      }
    }
    return .ignored
  }

  /// Moves the caret to `position` (clamped): ``LineEditOutcome/moved``, or
  /// ``LineEditOutcome/unchanged`` when it stays.
  private mutating func move(to position: Int) -> LineEditOutcome {
    let old = caret
    moveCaret(to: position)
    return caret == old ? .unchanged : .moved
  }

  private mutating func deleting(_ range: Range<Int>) -> LineEditOutcome {
    delete(range) ? .edited : .unchanged
  }

  /// Deletes `range`, keeping what it held for Ctrl-Y.
  private mutating func killing(_ range: Range<Int>) -> LineEditOutcome {
    let lower = min(max(0, range.lowerBound), characters.count)
    let upper = min(max(lower, range.upperBound), characters.count)
    guard lower < upper else { return .unchanged }
    killed = String(characters[lower..<upper])
    return deleting(lower..<upper)
  }

  /// The start of the logical line holding `position` (0 in a single line).
  package func lineStart(of position: Int) -> Int {
    guard isMultiline else { return 0 }
    var index = min(max(0, position), characters.count)
    while index > 0 && !Self.isNewline(characters[index - 1]) { index -= 1 }
    return index
  }

  /// The end of the logical line holding `position`, before its newline.
  package func lineEnd(of position: Int) -> Int {
    guard isMultiline else { return characters.count }
    var index = min(max(0, position), characters.count)
    while index < characters.count && !Self.isNewline(characters[index]) { index += 1 }
    return index
  }
}
