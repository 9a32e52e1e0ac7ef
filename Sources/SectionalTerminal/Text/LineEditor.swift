/// The text of a field being edited and its caret: a pure value, no drawing, no I/O.
///
/// Positions count grapheme clusters (`Character`s), so an edit never splits 👍🏽, an `e` and its
/// combining accent, a flag or a wide CJK character. The editor knows nothing of field kinds or
/// maximum lengths: after an edit, the caller runs the field's `admit` on ``text`` and hands the
/// admitted text back with ``replaceText(_:)``, which keeps the caret where the user expects it.
///
/// ```swift
/// var editor = LineEditor("hello")
/// editor.handle(KeyEvent(.left))  // .moved: the caret is before "o"
/// editor.insert("\u{7}p")  // "hell\u{7}po", the caret before "o"
/// editor.replaceText("hellpo")  // what the field admitted: the caret stays before "o"
/// let line = editor.layOutLine(width: 20)  // line.text "hellpo", line.caretColumn 5
/// ```
package struct LineEditor: Sendable, Hashable {
  /// The text, one element per grapheme cluster.
  package private(set) var characters: [Character]
  /// Where the caret is: `0...characters.count`, before the character of that index.
  package private(set) var caret: Int
  /// Whether the text may hold several lines (a text area): newlines are kept and drawn as line
  /// breaks, ↑/↓ move between lines, Alt-Enter inserts a newline.
  package let isMultiline: Bool
  /// The first character shown in a single-line field (stored by ``layOutLine(width:display:)``).
  package var scrollOffset = 0
  /// The first line shown in a text area (stored by ``layOutArea(width:height:display:)``).
  package var lineScrollOffset = 0
  /// The column ↑/↓ aim for in a text area, kept across short lines; reset by other keys.
  package var goalColumn: Int?
  /// What the last Ctrl-W, Ctrl-U, Ctrl-K, Alt-D or Alt-Backspace deleted, for Ctrl-Y.
  package var killed = ""
  /// Whether the text is masked (a password): the word keys then treat it as one word, so they
  /// never reveal where its spaces are.
  package var isSecure = false

  /// Creates an editor with the caret at the end of `text`.
  ///
  /// - Parameters:
  ///   - text: The starting text, kept as it is.
  ///   - isMultiline: Whether this edits a text area.
  package init(_ text: String = "", isMultiline: Bool = false) {
    characters = Array(text)
    caret = characters.count
    self.isMultiline = isMultiline
  }

  /// The text.
  ///
  /// - Complexity: O(n).
  package var text: String { String(characters) }

  /// The number of grapheme clusters.
  package var count: Int { characters.count }

  /// Puts the caret at `position`, clamped to the text.
  ///
  /// - Parameter position: A character index; out-of-range values are clamped.
  package mutating func moveCaret(to position: Int) {
    caret = min(max(0, position), characters.count)
    goalColumn = nil
  }

  /// Inserts `text` at the caret (typing or a paste) and puts the caret after it.
  ///
  /// The text is inserted as it is; clean it afterwards with the field's `admit` and
  /// ``replaceText(_:)``. A grapheme cluster that the inserted text joins at either edge (a
  /// combining mark typed after "e") becomes one character and the caret stays after it.
  ///
  /// - Parameter text: What was typed or pasted.
  /// - Complexity: O(m) for m characters inserted, plus moving those after the caret (none when
  ///   typing at the end); O(n + m) when a cluster merges at an edge.
  package mutating func insert(_ text: String) {
    guard !text.isEmpty else { return }
    let inserted = Array(text)
    if let first = inserted.first, let last = inserted.last,
      !joins(caret > 0 ? characters[caret - 1] : nil, first),
      !joins(last, caret < characters.count ? characters[caret] : nil)
    {
      // Nothing merges at the edges (almost always): O(m), or O(1) per key typed at the end.
      characters.insert(contentsOf: inserted, at: caret)
      caret += inserted.count
      goalColumn = nil
      return
    }
    let head = Array(String(characters[..<caret]) + text)
    let whole = Array(String(head) + String(characters[caret...]))
    characters = whole
    // After the inserted text; when it joins the next character into one cluster, after that.
    caret = min(head.count, whole.count)
    goalColumn = nil
  }

  /// Replaces the whole text (a value the screen set, or the text an `admit` kept), keeping the
  /// caret with the text around it.
  ///
  /// The caret keeps its place in the part both texts share at the start, or its distance from
  /// the end in the part they share at the end; a caret inside what changed goes to the end of
  /// the new part. So an admitted paste leaves the caret after what was kept of the paste, a
  /// cleared field puts it at 0, and the same text changes nothing.
  ///
  /// ```swift
  /// var editor = LineEditor("12x")  // caret at 3
  /// editor.replaceText("12")  // caret 2
  /// ```
  ///
  /// - Parameter text: The new text.
  /// - Complexity: O(n + m).
  package mutating func replaceText(_ text: String) {
    let new = Array(text)
    guard new != characters else { return }
    let old = characters
    var prefix = 0
    let shorter = min(old.count, new.count)
    while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    characters = new
    if caret <= prefix {
      caret = min(caret, new.count)
    } else if old.count - caret <= suffix {
      caret = new.count - (old.count - caret)
    } else {
      caret = new.count - suffix
    }
    caret = min(max(0, caret), new.count)
    scrollOffset = min(scrollOffset, new.count)
    goalColumn = nil
  }

  /// Deletes the characters in `range` (clamped) and puts the caret at its start.
  ///
  /// - Returns: Whether anything was deleted.
  @discardableResult
  package mutating func delete(_ range: Range<Int>) -> Bool {
    let lower = min(max(0, range.lowerBound), characters.count)
    let upper = min(max(lower, range.upperBound), characters.count)
    guard lower < upper else { return false }
    characters.removeSubrange(lower..<upper)
    // Deleting may join the clusters on either side (a lone combining mark after a letter).
    if lower > 0 && lower < characters.count && joins(characters[lower - 1], characters[lower]) {
      characters = Array(String(characters))
    }
    caret = min(lower, characters.count)
    goalColumn = nil
    return true
  }

  /// Whether `left` followed by `right` are not those two clusters any more: they merge (a
  /// combining mark after a letter) or pair differently (regional indicators of flags).
  private func joins(_ left: Character?, _ right: Character?) -> Bool {
    guard let left, let right else { return false }
    var pair = String(left)
    pair.append(right)
    return !pair.elementsEqual([left, right])
  }

  /// Whether `character` ends a line in a text area.
  static func isNewline(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }
}
