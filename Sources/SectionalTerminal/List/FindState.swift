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
/// Matching ignores case and diacritics: `cafe` finds “Café”. The query is one line of at most
/// ``maximumQueryLength`` characters: a paste of any size is one edit, cut there.
package struct FindState: Sendable, Equatable {
  /// The longest query, in characters (grapheme clusters). Typing or pasting beyond it is
  /// dropped, so that a keystroke never filters by more than this.
  package static let maximumQueryLength = 256

  /// What was typed.
  package internal(set) var query = "" { didSet { length = query.count } }
  /// How many characters the query has, kept so that a full query is seen at once.
  private(set) var length = 0
  /// Whether the query has ``maximumQueryLength`` characters: typing adds nothing more.
  var isFull: Bool { length >= Self.maximumQueryLength }
  /// Whether keys go to the query (after `/`), or to the filtered list (after Enter).
  package internal(set) var isEditing = true
  /// How many rows match (0 while the query is empty: then nothing is filtered).
  package var matchCount: Int { matches.count }
  /// The match that n / N last went to, counted from 0, if any.
  package internal(set) var currentMatch: Int?

  /// The matching rows' paths in the filtered list, in order.
  var matches: [RowPath] = []

  /// Creates an empty query being typed.
  package init() {}

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
    guard !query.isEmpty else { return nil }
    if matches.isEmpty { return "no match" }
    if let currentMatch { return "\(currentMatch + 1) of \(matches.count)" }
    return matches.count == 1 ? "1 match" : "\(matches.count) matches"
  }

  /// The keys that work now, as footer hints: while typing, Enter keeps the filter and Esc
  /// clears it; afterwards n / N step through the matches, when there are any.
  ///
  /// - Parameter ascii: ASCII forms of the key names.
  /// - Returns: The hints.
  package func keyHints(ascii: Bool) -> [String] {
    if isEditing {
      return ascii ? ["enter keep", "esc clear"] : ["⏎ keep", "esc clear"]
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
