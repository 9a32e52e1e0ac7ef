import Foundation

extension DecodingError {
  /// The error as a ``DemoDataError`` naming `file`, the record and key, and the problem.
  func demoError(file: String, recordWord: String = "record") -> DemoDataError {
    switch self {
    case .typeMismatch(let type, let context):
      DemoDataError(
        file: file, place: Self.place(context.codingPath, recordWord),
        problem: "expected \(Self.describe(type)), found a different kind of value")
    case .valueNotFound(let type, let context):
      DemoDataError(
        file: file, place: Self.place(context.codingPath, recordWord),
        problem: "expected \(Self.describe(type)), found nothing")
    case .keyNotFound(let key, let context):
      DemoDataError(
        file: file, place: Self.place(context.codingPath + [key], recordWord),
        problem: "the key is missing")
    case .dataCorrupted(let context):
      // A value's own decoder says what it expected and found (a time of day's); JSON's says
      // nothing a person can act on.
      DemoDataError(
        file: file, place: Self.place(context.codingPath, recordWord),
        problem: (context.underlyingError as? ValueProblem)?.problem ?? "the value cannot be read")
    @unknown default:
      DemoDataError(file: file, problem: "cannot be decoded")
    }
  }

  private static func place(_ path: [any CodingKey], _ recordWord: String) -> String {
    var parts: [String] = []
    for key in path {
      if let index = key.intValue {
        parts.append("\(recordWord) \(index + 1)")
      } else {
        parts.append("key \"\(key.stringValue)\"")
      }
    }
    return parts.joined(separator: ", ")
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Int.Type, is Double.Type, is UInt.Type: "a number"
    case is Bool.Type: "true or false"
    case is [Any].Type, is [String].Type: "a list"
    case is [String: Any].Type, is [String: Bool].Type: "a dictionary"
    default: "a different kind of value"
    }
  }
}
