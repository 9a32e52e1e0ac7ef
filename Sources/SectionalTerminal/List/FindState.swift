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
/// Matching ignores case and diacritics: `cafe` finds “Café”.
package struct FindState: Sendable, Equatable {
  /// What was typed.
  package internal(set) var query = ""
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
    let step = matches.isEmpty ? [] : ["n/N next/previous"]
    return step + ["/ edit", "esc clear"]
  }

  /// `text` folded for matching: case and diacritics removed.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The folded text.
  package static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}
