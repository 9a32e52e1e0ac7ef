import Foundation
import Sectional

/// Find as you type (`/` in a list): the query, whether it is being typed, and the rows that
/// match it. A ``ListView`` shows only matching rows while the query is not empty, and draws
/// the query line on its last line; an app may also show ``keyHints(ascii:)`` in its footer.
///
/// ```swift
/// if let find = list.find {
///   hints = find.keyHints(ascii: glyphs.isASCII)
/// } else {
///   hints.append("/ find")
/// }
/// ```
///
/// Matching ignores case and diacritics: `cafe` finds “Café”. The rows that contain the query
/// match; where none does, the rows where its characters appear in order (`isFuzzy`: "snlp"
/// finds “Snow leopard”). The query is one line of at most
/// ``maximumQueryLength`` characters: a paste of any size is one edit, cut there. It is typed
/// in the same ``LineEditor`` as a field, with the same keys: ← → and a caret, Home End,
/// Ctrl-A Ctrl-E, Ctrl-W Ctrl-U Ctrl-K, Alt-B Alt-F.
package struct FindState: Sendable, Equatable {
  /// The longest query, in characters (grapheme clusters). Typing or pasting beyond it is
  /// dropped, so that a keystroke never filters by more than this.
  package static let maximumQueryLength = 256

  /// What was typed.
  package private(set) var query = "" { didSet { length = query.count } }
  /// The query's text and caret, as typed: ``query`` is its text.
  package private(set) var editor = LineEditor()
  /// How many characters the query has, kept so that a full query is seen at once.
  private(set) var length = 0
  /// Whether the query has ``maximumQueryLength`` characters: typing adds nothing more.
  var isFull: Bool { length >= Self.maximumQueryLength }
  /// Whether keys go to the query (after `/`), or to the filtered list (after Enter).
  package internal(set) var isEditing = true
  /// Whether the query is a searchable screen's (``Sectional/SearchableScreen``): the screen
  /// filters itself, so there are no matches to count or step through.
  package internal(set) var searchesScreen = false
  /// How many rows match (0 while the query is empty: then nothing is filtered).
  package var matchCount: Int { matches.count }
  /// The match that n / N last went to, counted from 0, if any.
  package internal(set) var currentMatch: Int?

  /// The matching rows' paths in the filtered list, in order.
  var matches: [RowPath] = []
  /// Whether the rows match by fuzzy match (the query's characters in order, see
  /// ``FuzzyMatch``) because no row contains the query itself.
  package internal(set) var isFuzzy = false

  /// Creates an empty query being typed.
  package init() {}

  /// Replaces the query with `text`, kept on one line as find takes text (see
  /// ``appending(_:to:)``); the caret keeps its place in the text around it.
  ///
  /// - Parameter text: The new query.
  mutating func setQuery(_ text: String) {
    editor.replaceText(Self.appending(text, to: ""))
    query = editor.text
  }

  /// Applies a key to the query's line editor, as a field applies it: typing at the caret
  /// (nothing past ``maximumQueryLength``), moving the caret, deleting by character, word or
  /// line.
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: What the key did; ``LineEditOutcome/edited`` when the query changed.
  mutating func edit(_ key: KeyEvent) -> LineEditOutcome {
    if case .character = key.key, key.modifiers.subtracting(.shift).isEmpty, isFull {
      // At the maximum length a typed character goes nowhere; the key is still the query's.
      return .unchanged
    }
    let outcome = editor.handle(key)
    if outcome == .edited {
      editor.replaceText(Self.appending(editor.text, to: ""))
      query = editor.text
    }
    return outcome
  }

  /// Inserts pasted text at the caret as one edit, on one line, as much as fits in
  /// ``maximumQueryLength``.
  ///
  /// - Parameter text: Pasted text, of any length.
  /// - Returns: Whether the query changed.
  mutating func paste(_ text: some StringProtocol) -> Bool {
    let room = Self.maximumQueryLength - length
    guard room > 0 else { return false }
    // The query's rules applied to the paste alone, then as much of it as there is room for.
    let inserted = String(Self.appending(text, to: "").prefix(room))
    guard !inserted.isEmpty else { return false }
    editor.insert(inserted)
    editor.replaceText(Self.appending(editor.text, to: ""))
    query = editor.text
    return true
  }

  /// Lays the query out in `width` columns, scrolled from where it was just enough that the
  /// caret shows (as a field's line), and keeps the scroll for the next frame.
  ///
  /// - Parameters:
  ///   - width: The columns the query has, the caret's cell included.
  ///   - display: Stand-ins for characters that cannot be drawn in a cell.
  /// - Returns: The visible text and the caret's column.
  mutating func layOutQuery(width: Int, display: LineDisplay) -> LineLayout {
    editor.layOutLine(width: width, display: display)
  }

  /// The query line, e.g. `/fox  2 of 5`, `/fxo  no match`.
  ///
  /// - Parameter ascii: ASCII text only (the query itself is as typed).
  /// - Returns: The line's text, without the typing cursor.
  package func line(ascii: Bool = false) -> String {
    "/" + query + (status(ascii: ascii).map { "  " + $0 } ?? "")
  }

  /// The count part of the query line: `3 matches`, `2 of 5`, `no match`; `nil` with no query.
  ///
  /// - Parameter ascii: ASCII text only.
  /// - Returns: The text.
  package func status(ascii: Bool = false) -> String? {
    guard !query.isEmpty, !searchesScreen else { return nil }
    if matches.isEmpty { return "no match" }
    // Fuzzy matches say so: the rows do not contain the query as typed.
    let fuzzy = isFuzzy ? " (fuzzy)" : ""
    if let currentMatch { return "\(currentMatch + 1) of \(matches.count)\(fuzzy)" }
    return (matches.count == 1 ? "1 match" : "\(matches.count) matches") + fuzzy
  }

  /// The keys that work now, as footer hints, the most useful first: while typing, Enter keeps
  /// the filter, Esc clears it and the line editor's chords delete, as in a field; afterwards
  /// n / N step through the matches, when there are any.
  ///
  /// - Parameter ascii: ASCII forms of the key names.
  /// - Returns: The hints.
  package func keyHints(ascii: Bool) -> [String] {
    if isEditing {
      return [ascii ? "enter keep" : "⏎ keep", "esc clear", "ctrl-w/u/k delete"]
    }
    // n and N step between matches: with one match or none there is nowhere to step to.
    let step = matches.count > 1 ? ["n/N next/previous"] : []
    return step + ["/ edit", "esc clear"]
  }

  /// `query` with `text` appended as find takes text: on one line (newlines and tabs become
  /// spaces), without other control characters, and cut at ``maximumQueryLength``.
  ///
  /// - Parameters:
  ///   - text: Typed or pasted text, of any length.
  ///   - query: The query so far.
  /// - Returns: The new query.
  /// - Complexity: O(k) in the characters kept, however long `text` is.
  package static func appending(_ text: some StringProtocol, to query: String) -> String {
    var result = ""
    var count = 0
    // Whether there is room for more after `character`.
    func take(_ character: Character) -> Bool {
      guard count < maximumQueryLength else { return false }
      if character.isNewline || character == "\t" {
        result.append(" ")
      } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
        return true
      } else {
        result.append(character)
      }
      count += 1
      return count < maximumQueryLength
    }
    for character in query where !take(character) { return result }
    for character in text where !take(character) { return result }
    return result
  }

  /// `text` folded for matching: case and diacritics removed.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The folded text.
  package static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
