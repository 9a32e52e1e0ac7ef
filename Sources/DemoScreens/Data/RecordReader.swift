/// The keys of one record of a data file (an animal, a post, a page), read with checks: each
/// problem names the file, the record and the key, says what was expected and what was found.
///
/// ```
/// Animals.plist, animal 3, key "photoAspectRatio": must be a number from 0.1 to 10, found text "abc"
/// ```
struct RecordReader {
  /// The file's name.
  let file: String
  /// The record, like `animal 3`; empty for the file's top level.
  let place: String
  private let fields: [String: DataValue]

  /// Reads `value` as a record: it must be a dictionary.
  ///
  /// - Parameters:
  ///   - value: The record as the file holds it.
  ///   - file: The file's name.
  ///   - place: The record, like `animal 3`; empty for the top level.
  init(_ value: DataValue, file: String, place: String) throws(DemoDataError) {
    guard case .dictionary(let fields) = value else {
      throw DemoDataError(
        file: file, place: place,
        problem: "expected a dictionary of keys, found \(value.described)")
    }
    self.file = file
    self.place = place
    self.fields = fields
  }

  /// An error about `key`.
  func problem(_ key: String, _ problem: String) -> DemoDataError {
    DemoDataError(
      file: file, place: (place.isEmpty ? "" : place + ", ") + "key \"\(key)\"", problem: problem)
  }

  /// The value of `key`, which must be there.
  func value(_ key: String) throws(DemoDataError) -> DataValue {
    guard let value = fields[key] else { throw problem(key, "the key is missing") }
    return value
  }

  /// The value of `key`, or `nil` when the record has no such key or it is `null`.
  func optionalValue(_ key: String) -> DataValue? {
    guard let value = fields[key] else { return nil }
    if case .nothing = value { return nil }
    return value
  }

  /// The text of `key`: not empty (nor only spaces), at most `maximumLength` characters.
  func text(_ key: String, maximumLength: Int) throws(DemoDataError) -> String {
    try Self.text(try value(key), maximumLength: maximumLength) { problem in
      self.problem(key, problem)
    }
  }

  /// The number of `key`, which must lie in `range`.
  func number(_ key: String, in range: ClosedRange<Double>) throws(DemoDataError) -> Double {
    let value = try value(key)
    guard case .number(let number) = value, range.contains(number) else {
      throw problem(
        key,
        "must be a number from \(DataValue.describe(range.lowerBound)) to "
          + "\(DataValue.describe(range.upperBound)), found \(value.described)")
    }
    return number
  }

  /// The whole number of `key`, which must lie in `range`.
  func wholeNumber(_ key: String, in range: ClosedRange<Int>) throws(DemoDataError) -> Int {
    let value = try value(key)
    guard case .number(let number) = value, number == number.rounded(),
      Double(range.lowerBound) <= number, number <= Double(range.upperBound)
    else {
      throw problem(
        key,
        "must be a whole number from \(range.lowerBound) to \(range.upperBound), "
          + "found \(value.described)")
    }
    return Int(number)
  }

  /// The texts of `key`: a list of 1 to `maximumCount` texts, each checked as ``text(_:maximumLength:)``
  /// checks one; `itemWord` names an item in a problem (`paragraph 2`).
  func texts(
    _ key: String, itemWord: String, maximumCount: Int, maximumLength: Int
  ) throws(DemoDataError) -> [String] {
    let value = try value(key)
    guard case .list(let items) = value else {
      throw problem(key, "expected a list of \(itemWord)s, found \(value.described)")
    }
    guard !items.isEmpty else { throw problem(key, "lists no \(itemWord)s") }
    guard items.count <= maximumCount else {
      throw problem(key, "lists \(items.count) \(itemWord)s, at most \(maximumCount)")
    }
    var result: [String] = []
    for (index, item) in items.enumerated() {
      result.append(
        try Self.text(item, maximumLength: maximumLength) { problem in
          self.problem(key, "\(itemWord) \(index + 1) \(problem)")
        })
    }
    return result
  }

  /// The value of `key` when it is there: true or false.
  func optionalBool(_ key: String) throws(DemoDataError) -> Bool? {
    guard let value = fields[key] else { return nil }
    switch value {
    case .nothing: return nil
    case .bool(let bool): return bool
    default: throw problem(key, "must be true or false, found \(value.described)")
    }
  }

  /// The list of records under `key`.
  func list(_ key: String, of recordWord: String) throws(DemoDataError) -> [DataValue] {
    let value = try value(key)
    guard case .list(let items) = value else {
      throw problem(key, "expected a list of \(recordWord)s, found \(value.described)")
    }
    return items
  }

  private static func text(
    _ value: DataValue, maximumLength: Int, problem: (String) -> DemoDataError
  ) throws(DemoDataError) -> String {
    guard case .text(let text) = value else {
      throw problem("must be text, found \(value.described)")
    }
    if text.allSatisfy(\.isWhitespace) {
      throw problem("must not be empty")
    }
    // The UTF-8 size bounds the count from above: a long text is not counted character by character.
    if text.utf8.count > maximumLength, text.count > maximumLength {
      throw problem("is \(text.count) characters long, at most \(maximumLength)")
    }
    return text
  }
}
