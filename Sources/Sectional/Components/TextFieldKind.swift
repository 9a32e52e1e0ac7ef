/// What a text field holds: it decides which characters the field admits, whether the text is
/// masked, and on iOS the keyboard, content type and capitalization.
///
/// ```swift
/// Row(id: "email", TextFieldItem("Email", text: email, kind: .email))
/// ```
public enum TextFieldKind: Equatable, Hashable, Sendable {
  /// Any text.
  case plain
  /// Masked text that is not a password (a PIN, a secret answer).
  case secure
  /// An email address: no capitalization, no autocorrection.
  case email
  /// A user name: no capitalization, no autocorrection.
  case username
  /// An existing password: masked; iOS offers saved passwords.
  case password
  /// A password being chosen: masked; iOS offers to generate one.
  case newPassword
  /// A whole number: digits only, with an optional leading minus sign.
  case number
  /// A decimal number: digits and one decimal separator ("." or ","), an optional leading minus.
  case decimal
  /// A web address: no capitalization, no autocorrection.
  case url
  /// A phone number: digits, spaces and `+ - ( ) #  *`.
  case phone

  /// Whether the text is masked as it is typed: one mask character per character.
  public var isSecure: Bool {
    switch self {
    case .secure, .password, .newPassword: true
    default: false
    }
  }

  /// Whether `character` may appear in a field of this kind. Control characters never may.
  ///
  /// - Parameter character: One grapheme cluster.
  /// - Returns: `true` when the field keeps it.
  public func admits(_ character: Character) -> Bool {
    if character.unicodeScalars.contains(where: \.properties.isControlLike) { return false }
    switch self {
    case .number, .decimal:
      return character.isASCII
        && (character.isNumber || character == "-" || character == "."
          || character == ",")
    case .phone:
      return character.isASCII && (character.isNumber || " +-()#*".contains(character))
    default:
      return true
    }
  }

  /// The words a refusal uses for what this kind accepts ("numbers", "a phone number").
  var acceptedDescription: String {
    switch self {
    case .number: "whole numbers"
    case .decimal: "numbers"
    case .phone: "phone number characters"
    default: "text"
    }
  }
}

extension Unicode.Scalar.Properties {
  /// C0 and C1 controls, DEL, and the line and paragraph separators.
  var isControlLike: Bool {
    switch generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
