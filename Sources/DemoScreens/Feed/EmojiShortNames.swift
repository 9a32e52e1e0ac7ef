/// Emoji written as their short names, `:tomato:`, for terminals that show only ASCII
/// (`--ascii`): a picture character there would become question marks.
///
/// The table holds the emoji the demo's feed data uses; any other emoji falls back to its
/// Unicode name in the same form (`🦊` → `:fox_face:`).
enum EmojiShortNames {
  /// The short names of the emoji in the bundled feed captions.
  static let table: [Character: String] = [
    "🍅": "tomato", "🥬": "leafy_green", "🦔": "hedgehog", "❄️": "snowflake", "❄": "snowflake",
  ]

  /// `text` with each emoji replaced by `:name:`; other characters are kept.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text, with emoji spelt out.
  /// - Complexity: O(n).
  static func spellingOut(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isEmoji) else { return text }
    var result = ""
    for character in text {
      if let name = table[character] ?? genericName(character) {
        result += ":\(name):"
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// The Unicode name of an emoji not in the table, lowercased with underscores; `nil` for a
  /// character that is not an emoji.
  static func genericName(_ character: Character) -> String? {
    guard let scalar = character.unicodeScalars.first(where: isEmoji) else { return nil }
    let name = scalar.properties.name ?? "emoji"
    return name.lowercased().split(separator: " ").joined(separator: "_")
  }

  /// Whether `scalar` is a picture character (digits, `#` and `*` also count as emoji in
  /// Unicode; they are ASCII and stay).
  static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.isASCII && scalar.properties.isEmoji
  }
}
