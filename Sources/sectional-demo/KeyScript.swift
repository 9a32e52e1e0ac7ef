import SectionalTerminal

/// The `--keys` language of `snapshot`: key names separated by spaces, and text to type.
///
/// - A key name, as ``KeyEvent/init(name:)`` takes it: `down`, `enter`, `ctrl-u`, `alt-s`, `f5`, `q`.
/// - `type:TEXT` types TEXT, one key per character: `type:demo`.
/// - Text in double or single quotes is typed as it is, spaces included: `"Nice photo"`,
///   `'say "hi"'`. Inside quotes a backslash makes the next character literal: `"a \" quote"`.
enum KeyScript {
  /// Why a script could not be read.
  struct Problem: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the token.
    var description: String
  }

  /// The keys `script` presses, in order.
  ///
  /// - Parameter script: The value of `--keys`.
  /// - Returns: The keys.
  /// - Throws: ``Problem`` for an unknown key name, an empty `type:` or an unclosed quote.
  static func keys(_ script: String) throws(Problem) -> [KeyEvent] {
    var keys: [KeyEvent] = []
    var rest = Substring(script)
    while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
      rest = rest[start...]
      if let quote = rest.first, quote == "\"" || quote == "'" {
        var text = ""
        var index = rest.index(after: rest.startIndex)
        var isClosed = false
        while index < rest.endIndex {
          let character = rest[index]
          index = rest.index(after: index)
          if character == quote {
            isClosed = true
            break
          }
          if character == "\\", index < rest.endIndex {
            text.append(rest[index])
            index = rest.index(after: index)
          } else {
            text.append(character)
          }
        }
        guard isClosed else {
          throw Problem(description: "the text \(rest) has no closing \(quote)")
        }
        keys += text.map { KeyEvent(.character($0)) }
        rest = rest[index...]
        continue
      }
      let end = rest.firstIndex(where: \.isWhitespace) ?? rest.endIndex
      let token = String(rest[..<end])
      rest = rest[end...]
      if token.hasPrefix("type:") {
        let text = token.dropFirst("type:".count)
        guard !text.isEmpty else {
          throw Problem(description: "\"type:\" names no text (write type:TEXT)")
        }
        keys += text.map { KeyEvent(.character($0)) }
      } else if let key = KeyEvent(name: token) {
        keys.append(key)
      } else {
        throw Problem(description: "unknown key \"\(token)\"")
      }
    }
    return keys
  }
}
