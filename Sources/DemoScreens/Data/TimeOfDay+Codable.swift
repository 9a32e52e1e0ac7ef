import Foundation

extension TimeOfDay: Codable {
  /// What a saved time of day must be, for messages.
  static let expected =
    #"must be a time of day from "00:00" to "23:59" (two digits, a colon, two digits)"#

  /// Reads a time of day written `"HH:MM"`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` whose underlying error is a `ValueProblem` saying
  ///   what was expected and what was found (`found text "8am"`, `found 480`), when the value is
  ///   not such a text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let found: DataValue?
    if let text = try? container.decode(String.self) {
      if let time = TimeOfDay(text) {
        self = time
        return
      }
      found = .text(text)
    } else if container.decodeNil() {
      found = .nothing
    } else if let bool = try? container.decode(Bool.self) {
      found = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      found = .number(number)
    } else {
      found = nil
    }
    // In JSON, what is not text, a number, true, false or null is a list or a dictionary.
    let words = found?.described ?? "a list or a dictionary"
    let problem = ValueProblem(problem: "\(Self.expected), found \(words)")
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath, debugDescription: problem.problem,
        underlyingError: problem))
  }

  /// Writes the time as `"HH:MM"`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError` when the encoder refuses the text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
