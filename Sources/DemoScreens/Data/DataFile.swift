import Foundation
import Sectional

/// Checks shared by the loaders of the demo's data files: their size, their encoding, and their
/// syntax as JSON or a property list, each problem named in the user's words.
enum DataFile {
  /// The largest data file the demo reads: ten times the bundled data, and small enough that
  /// a file filled with junk cannot exhaust memory.
  static let maximumSize = 4 << 20
  /// ``maximumSize``, as the reader takes it: `a data file may be at most 4 MB`.
  static let sizeLimit = FileSizeLimit(bytes: maximumSize, noun: "a data file")

  /// The widths divided by heights a picture may have: from a panorama ten times wider than
  /// tall to a strip ten times taller than wide. Beyond them a picture is a line of cells or
  /// taller than any screen (a ratio of 1e-300 once asked for more rows than an `Int` holds).
  static let aspectRatios: ClosedRange<Double> = 0.1...10
  /// The most records (animals, posts of a page) a file may list.
  static let maximumRecords = 1_000
  /// The longest name, id or file name, in characters.
  static let shortText = 200
  /// The longest description of a picture, in characters.
  static let mediumText = 1_000
  /// The longest paragraph or caption, in characters.
  static let longText = 10_000
  /// The counts a post may show: likes and comments.
  static let counts = 0...1_000_000_000
  /// A post's age in seconds: up to a hundred years.
  static let ages = 0...3_155_760_000

  /// Where the first byte that is not UTF-8 is, as `line L, byte B` (both from 1, counting
  /// bytes within the line), or `nil` when all of `data` is UTF-8.
  ///
  /// - Complexity: O(n) in the size of `data`.
  static func invalidUTF8Place(in data: Data) -> String? {
    var line = 1
    var lineStart = 0
    var offset = 0
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = data.makeIterator()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if encoded.count == 1, encoded.first == 0x0A {
          line += 1
          lineStart = offset + 1
        }
        offset += encoded.count
      case .error(let length):
        _ = length
        return "line \(line), byte \(offset - lineStart + 1)"
      case .emptyInput:
        return nil
      }
    }
  }

  /// The text of `data`, or an error naming the line and byte of the first byte that is not
  /// UTF-8.
  static func text(_ data: Data, file: String) throws(DemoDataError) -> String {
    // Foundation's check is fast; the byte-by-byte search runs only to say where it failed.
    if let text = String(data: data, encoding: .utf8) { return text }
    if let place = invalidUTF8Place(in: data) {
      throw DemoDataError(file: file, place: place, problem: "not valid UTF-8 text")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The value a JSON file holds.
  static func json(_ data: Data, file: String) throws(DemoDataError) -> DataValue {
    _ = try text(data, file: file)
    try refuseEmpty(data, file: file)
    do {
      return DataValue(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    } catch {
      throw jsonSyntaxError(error, in: data, file: file)
    }
  }

  /// Where and why `data` is not JSON, from what `JSONSerialization` said ("Invalid value around
  /// character 15.").
  private static func jsonSyntaxError(
    _ error: any Error, in data: Data, file: String
  ) -> DemoDataError {
    let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
    if detail.contains("end of file") {
      return DemoDataError(file: file, problem: "not valid JSON (the file ends in mid-value)")
    }
    guard let range = detail.range(of: " around character "),
      let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }),
      (0...data.count).contains(offset)
    else {
      return DemoDataError(file: file, problem: syntaxProblem(error, format: "not valid JSON"))
    }
    let before = data.prefix(offset)
    let line = before.count { $0 == 0x0A } + 1
    let byte = offset - (before.lastIndex(of: 0x0A).map { $0 - data.startIndex + 1 } ?? 0) + 1
    let what = detail[..<range.lowerBound].lowercased()
    return DemoDataError(
      file: file, place: "line \(line), byte \(byte)", problem: "not valid JSON (\(what))")
  }

  /// The value a property list (XML or binary) holds.
  static func propertyList(_ data: Data, file: String) throws(DemoDataError) -> DataValue {
    if !data.starts(with: Data("bplist".utf8)) {
      _ = try text(data, file: file)
    }
    try refuseEmpty(data, file: file)
    do {
      return DataValue(try PropertyListSerialization.propertyList(from: data, format: nil))
    } catch {
      throw DemoDataError(
        file: file, problem: syntaxProblem(error, format: "not a valid property list"))
    }
  }

  private static func refuseEmpty(_ data: Data, file: String) throws(DemoDataError) {
    let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    if data.allSatisfy({ blank.contains($0) }) {
      throw DemoDataError(file: file, problem: "the file is empty")
    }
  }

  /// `format`, followed by what the parser said and where when it said it in words (never an
  /// error domain and code).
  private static func syntaxProblem(_ error: any Error, format: String) -> String {
    var underlying: any Error = error
    if case .dataCorrupted(let context) = error as? DecodingError,
      let inner = context.underlyingError
    {
      underlying = inner
    }
    let userInfo = (underlying as NSError).userInfo
    guard var detail = userInfo[NSDebugDescriptionErrorKey] as? String, !detail.isEmpty,
      !detail.contains("NSCocoaErrorDomain"), !detail.contains("could not be completed")
    else { return format }
    if detail.hasSuffix(".") { detail.removeLast() }
    if let first = detail.first, first.isUppercase, detail.dropFirst().first?.isLowercase == true {
      detail = first.lowercased() + detail.dropFirst()
    }
    // The parser speaks of its language ("number 1e999 is not representable in Swift"); the
    // reader of a data file needs what is wrong with the number.
    detail = detail.replacingOccurrences(
      of: "is not representable in Swift", with: "is too large to be a number")
    return "\(format) (\(detail))"
  }
}
