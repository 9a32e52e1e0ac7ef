/// How well a typed query matches a text when its characters appear in the text in order, not
/// necessarily side by side ("stal" matches "Stage all"), as command palettes match: the score
/// ranks the matches, and the positions say which characters to highlight.
///
/// Case is ignored and spaces in the query match nothing of their own (they only separate what
/// is typed). Of all the ways the query's characters can be found in the text, the best scoring
/// is taken: characters side by side, at the start of a word (after a space or punctuation, or
/// an upper-case letter after a lower-case one) and at the start of the text score more; gaps
/// between them cost a little.
///
/// ```swift
/// let match = FuzzyMatch("stal", in: "Stage all")
/// match?.positions  // [0, 1, 6, 7]: "st" and "al", at the starts of the words
/// ```
///
/// - Complexity: O(q × t) for a query of q characters and a text of t.
package struct FuzzyMatch: Equatable {
  /// The higher, the better the match.
  package var score: Int
  /// The offsets, in characters of the text, of the characters the query matched, ascending.
  package var positions: [Int]

  /// A character matched.
  static let matchScore = 16
  /// A character matched right after the previous one matched.
  static let adjacentBonus = 16
  /// A character matched at the start of a word.
  static let wordStartBonus = 8
  /// The first character of the text matched.
  static let textStartBonus = 4
  /// Each character skipped between two matched ones, or before the first (at most
  /// ``leadingGapLimit`` of those count).
  static let gapPenalty = 1
  static let leadingGapLimit = 4

  /// The best match of `query` in `text`, or `nil` when its characters do not all appear in
  /// order. An empty query (or one of spaces) matches every text with score 0.
  ///
  /// - Parameters:
  ///   - query: What was typed.
  ///   - text: The text to find it in.
  package init?(_ query: String, in text: String) {
    let needle = query.filter { !$0.isWhitespace }.map(Self.folded)
    guard !needle.isEmpty else {
      self.init(score: 0, positions: [])
      return
    }
    let characters = Array(text)
    let folded = characters.map(Self.folded)
    guard folded.count >= needle.count, Self.isSubsequence(needle, of: folded) else {
      return nil
    }
    let bonuses = characters.indices.map { Self.bonus(at: $0, in: characters) }
    // best[i][j]: the best score with needle[i] matched at text[j] (nil: impossible);
    // from[i][j]: where needle[i - 1] was matched for it.
    let width = folded.count
    var best = [Int?](repeating: nil, count: needle.count * width)
    var from = [Int](repeating: -1, count: needle.count * width)
    for i in needle.indices {
      // The best way to have matched needle[i - 1] before j, less the gap up to j.
      var run: (score: Int, at: Int)?
      for j in 0..<width {
        if i > 0, j > 0, let previous = best[(i - 1) * width + j - 1] {
          if let current = run, current.score - Self.gapPenalty >= previous {
            run = (current.score - Self.gapPenalty, current.at)
          } else {
            run = (previous, j - 1)
          }
        } else if let current = run {
          run = (current.score - Self.gapPenalty, current.at)
        }
        guard folded[j] == needle[i] else { continue }
        let here = Self.matchScore + bonuses[j]
        if i == 0 {
          best[j] = here - min(j, Self.leadingGapLimit) * Self.gapPenalty
          continue
        }
        var score: Int?
        var source = -1
        if j > 0, let adjacent = best[(i - 1) * width + j - 1] {
          score = adjacent + Self.adjacentBonus
          source = j - 1
        }
        // `run` holds needle[i - 1] at j - 1 or earlier, gaps counted from there to j - 1.
        if let run, j > 0, run.at < j - 1, score.map({ run.score > $0 }) ?? true {
          score = run.score
          source = run.at
        }
        if let score {
          best[i * width + j] = score + here
          from[i * width + j] = source
        }
      }
    }
    let last = needle.count - 1
    guard
      let end = (0..<width).filter({ best[last * width + $0] != nil }).max(by: {
        (best[last * width + $0] ?? 0, -$0) < (best[last * width + $1] ?? 0, -$1)
      }),
      let score = best[last * width + end]
    else { return nil }
    var positions = [end]
    var j = end
    for i in stride(from: last, to: 0, by: -1) {
      j = from[i * width + j]
      positions.append(j)
    }
    self.init(score: score, positions: positions.reversed())
  }

  /// Whether `query`'s characters (its spaces left out) all appear in `text` in order, compared
  /// as they are: the filter of a fuzzy find, with no score, nothing allocated. Both are
  /// folded already (see `FindState.fold(_:)`).
  ///
  /// - Complexity: O(t) for a text of t characters.
  package static func appears(_ query: String, in text: String) -> Bool {
    var needle = query.makeIterator()
    var next = needle.next()
    while let character = next, character.isWhitespace { next = needle.next() }
    guard var wanted = next else { return true }
    for character in text where character == wanted {
      next = needle.next()
      while let skipped = next, skipped.isWhitespace { next = needle.next() }
      guard let following = next else { return true }
      wanted = following
    }
    return false
  }

  private init(score: Int, positions: [Int]) {
    self.score = score
    self.positions = positions
  }

  /// A character as it is compared: in lower case.
  private static func folded(_ character: Character) -> String {
    character.lowercased()
  }

  private static func isSubsequence(_ needle: [String], of haystack: [String]) -> Bool {
    var index = 0
    for character in haystack where index < needle.count && character == needle[index] {
      index += 1
    }
    return index == needle.count
  }

  /// What matching the character at `index` is worth beyond ``matchScore``.
  private static func bonus(at index: Int, in characters: [Character]) -> Int {
    guard index > 0 else { return textStartBonus + wordStartBonus }
    let previous = characters[index - 1]
    let character = characters[index]
    if previous.isWhitespace
      || (previous.isPunctuation || previous.isSymbol)
        && !(character.isPunctuation || character.isSymbol)
    {
      return wordStartBonus
    }
    if previous.isLowercase && character.isUppercase { return wordStartBonus }
    return 0
  }
}
