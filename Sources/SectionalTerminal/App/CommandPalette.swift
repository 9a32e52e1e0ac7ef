import Sectional

/// The command palette (`:` or Ctrl-P): everything the focused screen can do, by name — its
/// commands, the cursor row's actions, and the app's own (find, refresh, help, back, quit) —
/// narrowed as you type by fuzzy match (``FuzzyMatch``), best first, each with its key beside
/// it.
///
/// A box near the top of the screen: a query line, then the matches, the chosen one marked
/// with `>` and highlighted; the characters the query matched are underlined. ↑/↓ (Ctrl-P and
/// Ctrl-N too) choose, PgUp/PgDn go a page, Enter runs the chosen entry and closes, Esc closes;
/// every other key edits the query. A disabled entry shows dimmed with "(unavailable now)"
/// and is never chosen to run.
struct CommandPalette {
  /// One thing the palette can run.
  struct Entry {
    /// What it does, as its title ("Stage all").
    var title: String
    /// The key that runs it without the palette, as help writes it; `nil` when none.
    var key: String?
    /// Whether it can run now.
    var isEnabled = true
    /// Runs it, after the palette closed; what the app does next (``TerminalApp/Outcome/quit``
    /// for Quit).
    var run: @MainActor () -> TerminalApp.Outcome
  }

  /// A match of the query: the entry and the characters of its title that matched.
  struct Match: Equatable {
    var entry: Int
    var positions: [Int]
  }

  /// The longest query, in characters: no title is longer, and a paste of any size is cut
  /// there, so that a keystroke never matches more than this against every entry.
  static let maximumQueryLength = 256

  /// The entries, in the order they show for an empty query.
  let entries: [Entry]
  /// What was typed.
  var query = LineEditor()
  /// The entries that match the query, best first.
  private(set) var matches: [Match] = []
  /// The match the cursor is on (an index into ``matches``).
  private(set) var chosen = 0
  /// The first match shown.
  private(set) var scroll = 0

  /// A palette of `entries`, every one of them listed.
  init(_ entries: [Entry]) {
    self.entries = entries
    refilter()
  }

  /// The matches again for the query: those whose title matches it, best first (equal scores
  /// in the entries' order); the cursor goes to the first.
  ///
  /// - Complexity: O(e × q × t) for e entries with titles of t characters and q typed.
  mutating func refilter() {
    var scored: [(match: Match, score: Int)] = []
    for (index, entry) in entries.enumerated() {
      guard let match = FuzzyMatch(query.text, in: entry.title) else { continue }
      scored.append((Match(entry: index, positions: match.positions), match.score))
    }
    // Stable: equal scores keep the entries' order.
    matches = scored.enumerated().sorted {
      ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset)
    }.map(\.element.match)
    chosen = 0
    scroll = 0
  }

  /// What a key did to the palette.
  enum Outcome: Equatable {
    /// It stays open.
    case stays
    /// It closes, running nothing.
    case closes
    /// It closes and runs entry `index` of ``entries``.
    case runs(Int)
    /// Enter on a disabled entry: it stays, and the app says why nothing ran.
    case refuses(Int)
  }

  /// Handles a key: moves the cursor, runs, closes or edits the query.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - rows: How many matches the box shows at once (a page).
  mutating func handle(_ key: KeyEvent, rows: Int) -> Outcome {
    let control = key.modifiers == .control
    switch key.key {
    case .up: move(by: -1, rows: rows)
    case .down: move(by: 1, rows: rows)
    case .character("p") where control: move(by: -1, rows: rows)
    case .character("n") where control: move(by: 1, rows: rows)
    case .pageUp: move(by: -max(1, rows), rows: rows)
    case .pageDown: move(by: max(1, rows), rows: rows)
    case .escape where key.modifiers.isEmpty: return .closes
    case .enter where key.modifiers.isEmpty:
      guard matches.indices.contains(chosen) else { return .stays }
      let entry = matches[chosen].entry
      return entries[entry].isEnabled ? .runs(entry) : .refuses(entry)
    case .tab, .backTab: break
    default:
      let before = query.text
      if case .character = key.key, key.modifiers.subtracting(.shift).isEmpty,
        before.count >= Self.maximumQueryLength
      {
        return .stays
      }
      _ = query.handle(key)
      if query.text != before { refilter() }
    }
    return .stays
  }

  /// Adds pasted text to the query: its first line, as the query is one line, as much as fits
  /// in ``maximumQueryLength``.
  mutating func paste(_ text: String) {
    let room = Self.maximumQueryLength - query.text.count
    guard room > 0 else { return }
    let line = text.prefix { !$0.isNewline }.prefix(room)
    guard !line.isEmpty else { return }
    query.insert(String(line))
    refilter()
  }

  /// Puts the cursor on match `index` (a click), when there is one.
  mutating func choose(_ index: Int, rows: Int) {
    guard matches.indices.contains(index) else { return }
    chosen = index
    keepChosenShown(rows: rows)
  }

  /// Moves the cursor by `delta` matches, stopping at the ends.
  mutating func move(by delta: Int, rows: Int) {
    guard !matches.isEmpty else { return }
    chosen = min(max(0, chosen + delta), matches.count - 1)
    keepChosenShown(rows: rows)
  }

  /// Scrolls the matches by `lines` (the wheel), keeping the cursor on a match shown.
  mutating func scroll(by lines: Int, rows: Int) {
    let rows = max(1, rows)
    scroll = min(max(0, scroll + lines), max(0, matches.count - rows))
    chosen = min(max(chosen, scroll), min(matches.count - 1, scroll + rows - 1))
    chosen = max(0, chosen)
  }

  private mutating func keepChosenShown(rows: Int) {
    let rows = max(1, rows)
    if chosen < scroll { scroll = chosen }
    if chosen >= scroll + rows { scroll = chosen - rows + 1 }
  }
}
