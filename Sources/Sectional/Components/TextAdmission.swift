/// What a field keeps of the text a user proposed (typed or pasted), and why it refused the rest.
///
/// Every renderer sends a field's proposed text through ``TextFieldItem/admit(_:)`` or
/// ``TextAreaItem/admit(_:)`` and keeps ``text``; a ``refusal`` is shown as brief feedback.
public struct TextAdmission: Equatable, Sendable {
  /// The text the field keeps.
  public var text: String
  /// Why some of the proposed text was not kept, or `nil` when all of it was.
  public var refusal: TextRefusal?

  /// Creates an admission.
  ///
  /// - Parameters:
  ///   - text: The text the field keeps.
  ///   - refusal: Why some of the proposed text was not kept.
  public init(text: String, refusal: TextRefusal? = nil) {
    self.text = text
    self.refusal = refusal
  }
}

/// Why a field did not keep everything that was typed or pasted into it.
public enum TextRefusal: Equatable, Sendable {
  /// Characters the field's kind does not accept (letters in a number field); the control and
  /// escape characters every field drops are not reported.
  case characters(kind: TextFieldKind)
  /// The text was cut to the field's maximum length, in characters.
  case tooLong(maxLength: Int)

  /// A short sentence for the user: "Only whole numbers here", "At most 20 characters".
  public var message: String {
    switch self {
    case .characters(let kind): "Only \(kind.acceptedDescription) here"
    case .tooLong(let maxLength): "At most \(maxLength) characters"
    }
  }
}

/// The cleaning both text components share.
enum TextCleaning {
  /// Cleans `proposed`: line ends become "\n", then newlines are kept (multi-line) or become
  /// spaces, tabs become spaces, other control characters are dropped, characters `kind` refuses
  /// are dropped, and the result is cut to `maxLength` characters.
  ///
  /// - Complexity: O(*n*) in the length of `proposed`.
  static func admit(
    _ proposed: String, kind: TextFieldKind, maxLength: Int?, multiline: Bool
  ) -> TextAdmission {
    var kept = ""
    var refusal: TextRefusal?
    var count = 0
    let limit = maxLength.map { max(0, $0) }
    for character in proposed {
      var character = character
      if character == "\r\n" || character == "\r" || character == "\n" {
        character = multiline ? "\n" : " "
      } else if character == "\t" {
        character = " "
      }
      if character != "\n" {
        if character.unicodeScalars.contains(where: \.properties.isControlLike) { continue }
        guard kind.admits(character) else {
          refusal = refusal ?? .characters(kind: kind)
          continue
        }
      }
      if let limit, count >= limit {
        refusal = .tooLong(maxLength: limit)
        break
      }
      kept.append(character)
      count += 1
    }
    if kind == .number || kind == .decimal {
      let number = numeric(kept, decimal: kind == .decimal)
      if number != kept {
        refusal = refusal ?? .characters(kind: kind)
        kept = number
      }
    }
    return TextAdmission(text: kept, refusal: refusal)
  }

  /// Keeps a leading minus, digits, and (decimal) the first separator.
  private static func numeric(_ text: String, decimal: Bool) -> String {
    var result = ""
    var hasSeparator = false
    for character in text {
      if character == "-" {
        if result.isEmpty { result.append(character) }
      } else if character == "." || character == "," {
        if decimal && !hasSeparator {
          hasSeparator = true
          result.append(character)
        }
      } else {
        result.append(character)
      }
    }
    return result
  }
}
