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

  /// What `--keys` takes, as the message that refuses a key lists it.
  static let accepted = """
    Keys: up down left right enter esc space tab backtab backspace delete pageup pagedown \
    home end, f1 to f12, ctrl-X (X a letter a–z or one of \(spacedControlPunctuation)), alt-X \
    (X one character or a key name: alt-enter), a single character, type:TEXT, or text in quotes ("Nice photo").
    """

  /// ``KeyEvent/controlPunctuation`` with spaces between: `@ [ \ ] ^ _`.
  static var spacedControlPunctuation: String {
    KeyEvent.controlPunctuation.map(String.init).joined(separator: " ")
  }

  /// Why `token` names no key, beyond "is not a key": what its prefix takes.
  static func reason(_ token: String) -> String? {
    let lower = token.lowercased()
    if lower.hasPrefix("ctrl-") {
      return "ctrl- takes a letter a–z or one of \(spacedControlPunctuation)"
    }
    if lower.hasPrefix("alt-") {
      return "alt- takes one character or a key name (alt-enter, alt-left)"
    }
    if lower.hasPrefix("f"), Int(lower.dropFirst()) != nil {
      return "the function keys are f1 to f12"
    }
    return nil
  }

  /// The keys `script` presses, in order.
  ///
  /// - Parameter script: The value of `--keys`.
  /// - Returns: The keys.
  /// - Throws: ``Problem`` for a name that is no key a terminal can send (`sideways`,
  ///   `ctrl-ä`, `f13`), an empty `type:` or an unclosed quote, naming its position: the
  ///   count of the item in the script, from 1 (a key name, a `type:` or a quoted text each
  ///   count one).
  static func keys(_ script: String) throws(Problem) -> [KeyEvent] {
    var keys: [KeyEvent] = []
    var rest = Substring(script)
    var position = 0
    while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
      rest = rest[start...]
      position += 1
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
          throw Problem(
            description: "the text \(rest) at position \(position) has no closing \(quote)")
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
          throw Problem(
            description: "\"type:\" at position \(position) names no text (write type:TEXT)")
        }
        keys += text.map { KeyEvent(.character($0)) }
      } else if let key = KeyEvent(name: token) {
        keys.append(key)
      } else {
        let why = reason(token).map { ": " + $0 } ?? ""
        throw Problem(
          description: "\"\(token)\" at position \(position) is not a key\(why)\n\(accepted)")
      }
    }
    return keys
  }
}
