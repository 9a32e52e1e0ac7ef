import Foundation

/// A value read from a JSON or property-list data file, before it is checked: what the file
/// holds, so that a problem can say what was found ("found text "abc"") in the user's words.
enum DataValue: Sendable {
  /// JSON's `null`.
  case nothing
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// Text.
  case text(String)
  /// A list (JSON array, plist `<array>`).
  case list([DataValue])
  /// A dictionary of keys (JSON object, plist `<dict>`), in no particular order.
  case dictionary([String: DataValue])
  /// Something else: a plist `<date>` or `<data>`.
  case other

  /// The value `JSONSerialization` or `PropertyListSerialization` read.
  ///
  /// - Complexity: O(n) in the number of values inside.
  init(_ value: Any) {
    switch value {
    case let text as String:
      self = .text(text)
    case is NSNull:
      self = .nothing
    case let list as [Any]:
      self = .list(list.map(DataValue.init))
    case let dictionary as [String: Any]:
      self = .dictionary(dictionary.mapValues(DataValue.init))
    case let dictionary as [AnyHashable: Any]:
      var fields: [String: DataValue] = [:]
      for (key, value) in dictionary {
        fields[String(describing: key.base)] = DataValue(value)
      }
      self = .dictionary(fields)
    default:
      // A property list's <true/> is a Bool; JSON's true is an NSNumber whose type is "c"
      // (char). An NSNumber 1 also casts to Bool, so the type decides, not the cast.
      if type(of: value) == Bool.self, let bool = value as? Bool {
        self = .bool(bool)
      } else if let number = value as? NSNumber {
        self =
          String(cString: number.objCType) == "c"
          ? .bool(number.boolValue) : .number(number.doubleValue)
      } else {
        self = .other
      }
    }
  }

  /// What the value is, for a message: `text "abc"`, `a list`, `nothing`.
  var described: String {
    switch self {
    case .nothing: "nothing"
    case .bool(let value): value ? "true" : "false"
    case .number(let value): Self.describe(value)
    case .text(let value): value.utf8.count > 40 ? Self.quote(value) : "text " + Self.quote(value)
    case .list: "a list"
    case .dictionary: "a dictionary"
    case .other: "a value that is not text, a number, a list or a dictionary"
    }
  }

  /// A number as a person writes it: `3`, `-2`, `0.0001`, `1e-300`, `not a number`.
  static func describe(_ value: Double) -> String {
    if value.isNaN { return "not a number" }
    if value.isInfinite { return value < 0 ? "minus infinity" : "infinity" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  /// `text` in quotes as a person writes it, or `text of N characters` when it is too long to
  /// quote in a message of one line: `"abc"`; text holding double quotes in single ones
  /// (`'"sleep"'`), text holding both in curly ones (`“it's "x"”`). Nothing is escaped as in
  /// source code (it read `"\"sleep\""`).
  static func quote(_ text: String) -> String {
    guard text.utf8.count <= 40 else { return "text of \(text.count) characters" }
    let shown = visible(text)
    if !shown.contains("\"") { return "\"\(shown)\"" }
    if !shown.contains("'") { return "'\(shown)'" }
    return "“\(shown)”"
  }

  /// `text` with its control characters shown as their pictures (`␛` for Esc, `␊` for a line
  /// feed), as the terminal shows them, so that a message stays on one line.
  static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        // C0 controls and DEL have pictures (U+2400…U+2421); C1 controls do not.
        let picture: UInt32? =
          scalar.value < 0x20 ? 0x2400 + scalar.value : scalar.value == 0x7F ? 0x2421 : nil
        result.unicodeScalars.append(picture.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
