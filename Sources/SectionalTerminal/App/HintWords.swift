/// How a title an app wrote (a command's, a button's) reads in the footer and in help, where
/// every action is written in lower case after its key (`? help`, `esc back`): a title in
/// sentence case has its first word lowered (`Sort by PID` → `sort by PID`), one in title case
/// every capitalised word (`Try Again` → `try again`); words in capitals (`PID`, `OK`,
/// `SIGTERM`) and single letters (`I`) stay as they are.
enum HintWords {
  /// `title` as an action after a key: `Sort by PID` → `sort by PID`, `Grid` → `grid`,
  /// `Try Again` → `try again`, `OK` → `OK`.
  ///
  /// - Parameter title: A title as the app wrote it.
  /// - Returns: The title to show after a key.
  static func action(_ title: String) -> String {
    let words = title.split(separator: " ", omittingEmptySubsequences: false)
    // Title case: every word of four letters or more starts with a capital.
    let isTitleCase = words.allSatisfy { $0.count < 4 || $0.first?.isUppercase == true }
    var lowered: [String] = []
    for (index, word) in words.enumerated() {
      lowered.append(index == 0 || isTitleCase ? lower(word) : String(word))
    }
    return lowered.joined(separator: " ")
  }

  /// `word` with its first letter lowered when it is capitalised: an upper-case first letter,
  /// no other capital, more than one letter.
  static func lower(_ word: Substring) -> String {
    guard let first = word.first, first.isUppercase, word.count > 1,
      !word.dropFirst().contains(where: \.isUppercase)
    else { return String(word) }
    return first.lowercased() + word.dropFirst()
  }
}
