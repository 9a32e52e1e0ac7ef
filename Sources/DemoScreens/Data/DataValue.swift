import Foundation

/// A value read from a JSON or property-list data file, before it is checked: what the file
/// holds, so that a problem can say what was found ("found text "abc"") in the user's words.
enum DataValue: Decodable, Sendable {
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
  /// Something else: a plist `<date>` or `<data>`, or a number too large to read.
  case other

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .nothing
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .text(value)
    } else if let value = try? container.decode([DataValue].self) {
      self = .list(value)
    } else if let value = try? container.decode([String: DataValue].self) {
      self = .dictionary(value)
    } else {
      self = .other
    }
  }

  /// What the value is, for a message: `text "abc"`, `a list`, `nothing`.
  var described: String {
    switch self {
    case .nothing: "nothing"
    case .bool(let value): value ? "true" : "false"
    case .number(let value): Self.describe(value)
    case .text(let value):
      value.count > 40 ? "text of \(value.count) characters" : "text \"\(Self.visible(value))\""
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

  /// `text` with its control characters escaped, so that a message stays on one line.
  static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control || scalar == "\"" {
        result += scalar == "\"" ? "\\\"" : "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
