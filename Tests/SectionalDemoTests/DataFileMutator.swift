import Foundation

/// SplitMix64: a small, seeded generator, so that a fuzzing run can be repeated from its seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Damages a demo data file as a careless editor, a broken download or a hostile user would:
/// numbers at 0, negative, ±1e-300, ±1e300, NaN and infinity; texts of 1 MB; values of the wrong
/// type; keys missing or repeated; the file cut short; bytes that are not UTF-8; CRLF line
/// endings. Each mutation says what it did, to reproduce a failure.
struct DataFileMutator {
  /// The kinds of file, which decide how a value is written.
  enum Format {
    case json, propertyList, csv

    init(file: String) {
      if file.hasSuffix(".json") {
        self = .json
      } else if file.hasSuffix(".plist") {
        self = .propertyList
      } else {
        self = .csv
      }
    }
  }

  let format: Format
  var random: SeededGenerator

  /// Numbers that broke, or could break, a loader or the layout.
  static let numbers = [
    "0", "-0", "-1", "-2.5", "1e-300", "-1e-300", "1e300", "-1e300", "1e-10", "1e-4", "0.0999",
    "0.1", "10", "10.0001", "4.5e15", "9223372036854775808", "1e999", "NaN", "Infinity",
    "-Infinity", "nan", "inf", "-inf", "abc", "",
  ]

  /// Values of every type, as the format writes them.
  var wrongValues: [String] {
    switch format {
    case .json:
      [
        "\"text\"", "123", "-1", "1.5", "[]", "{}", "null", "true", "[1, 2]", "{\"a\": 1}",
        "[\"a\", \"b\"]",
      ]
    case .propertyList:
      [
        "<string>text</string>", "<integer>3</integer>", "<real>-1</real>", "<true/>", "<false/>",
        "<dict/>", "<array/>", "<date>2020-01-01T00:00:00Z</date>", "<data>AAAA</data>",
        "<array><integer>1</integer></array>", "<string></string>",
      ]
    case .csv: ["abc", "", "-1", "1e300", "NaN", "2026-13-01", "99:99", "run,run", "\"x\""]
    }
  }

  /// Applies one to three mutations to `data`.
  ///
  /// - Returns: The damaged file and what was done to it.
  mutating func mutate(_ data: Data) -> (Data, String) {
    var data = data
    var done: [String] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let (mutated, what) = mutateOnce(data)
      data = mutated
      done.append(what)
      // Most damage is one change; a few files get more.
      if Int.random(in: 0..<3, using: &random) > 0 { break }
    }
    return (data, done.joined(separator: "; "))
  }

  private mutating func pick<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &random)]
  }

  private mutating func mutateOnce(_ data: Data) -> (Data, String) {
    let kind = Int.random(in: 0..<12, using: &random)
    // Damage to bytes needs no lines.
    if kind == 7 || kind == 8 || kind == 11 { return damageBytes(data, kind: kind) }
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.components(separatedBy: "\n")
    // Texts of 1 MB are slow to make and to read: they take one in eight of their turns.
    if kind == 2 || kind == 3, Int.random(in: 0..<8, using: &random) > 0 {
      return wrongType(&lines)
    }
    switch kind {
    case 0, 1:
      return replaceNumber(&lines)
    case 2:
      return replaceText(&lines, with: String(repeating: "a", count: 1 << 20), as: "1 MB of \"a\"")
    case 3:
      return replaceText(
        &lines, with: String(repeating: "é🦔\u{301}", count: 200_000),
        as: "1 MB of accents and emoji")
    case 4:
      return wrongType(&lines)
    case 5:
      return removeKey(&lines)
    case 6:
      return repeatKey(&lines)
    case 9:
      return (Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8), "CRLF line endings")
    case 10:
      guard !lines.isEmpty else { return (data, "nothing") }
      let index = Int.random(in: 0..<lines.count, using: &random)
      if Bool.random(using: &random) {
        lines.remove(at: index)
        return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1) removed")
      }
      lines.insert(lines[index], at: index)
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1) repeated")
    default:
      return (data, "nothing")
    }
  }

  private mutating func damageBytes(_ data: Data, kind: Int) -> (Data, String) {
    switch kind {
    case 7:
      let cut = Int.random(in: 0...data.count, using: &random)
      return (data.prefix(cut), "truncated to \(cut) bytes")
    case 8:
      var bytes = [UInt8](data)
      let bad: [UInt8] = [0x80, 0xBF, 0xC0, 0xC1, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xF5, 0xFE, 0xFF]
      let offset = Int.random(in: 0...bytes.count, using: &random)
      let byte = pick(bad) ?? 0xFF
      bytes.insert(byte, at: offset)
      return (Data(bytes), "byte 0x\(String(byte, radix: 16)) inserted at offset \(offset)")
    default:
      var bytes = [UInt8](data)
      guard !bytes.isEmpty else { return (data, "nothing") }
      var flipped: [Int] = []
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let offset = Int.random(in: 0..<bytes.count, using: &random)
        bytes[offset] = UInt8.random(in: 0...255, using: &random)
        flipped.append(offset)
      }
      return (Data(bytes), "bytes at offsets \(flipped) changed")
    }
  }

  /// The indices of the lines that hold a value of the kind `isValue` recognises.
  private func indices(_ lines: [String], _ isValue: (String) -> Bool) -> [Int] {
    lines.indices.filter { isValue(lines[$0]) }
  }

  private mutating func replaceNumber(_ lines: inout [String]) -> (Data, String) {
    let number = pick(Self.numbers) ?? "0"
    switch format {
    case .json:
      let candidates = indices(lines) { line in
        guard let colon = line.range(of: "\": ") else { return false }
        return line[colon.upperBound...].first.map { $0.isNumber || $0 == "-" } ?? false
      }
      guard let index = pick(candidates), let colon = lines[index].range(of: "\": ") else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      let comma = lines[index].hasSuffix(",") ? "," : ""
      lines[index] = String(lines[index][..<colon.upperBound]) + number + comma
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1): number \(number)")
    case .propertyList:
      let candidates = indices(lines) { $0.contains("<real>") || $0.contains("<integer>") }
      guard let index = pick(candidates) else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      let indent = lines[index].prefix { $0 == "\t" || $0 == " " }
      lines[index] = indent + "<real>\(number)</real>"
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1): <real>\(number)</real>")
    case .csv:
      return replaceField(2, of: &lines, with: number, saying: "bpm \(number)")
    }
  }

  private mutating func replaceText(
    _ lines: inout [String], with value: String, as name: String
  ) -> (Data, String) {
    switch format {
    case .json:
      let candidates = indices(lines) { $0.contains("\": \"") }
      guard let index = pick(candidates), let colon = lines[index].range(of: "\": ") else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      let comma = lines[index].hasSuffix(",") ? "," : ""
      lines[index] = String(lines[index][..<colon.upperBound]) + "\"\(value)\"" + comma
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1): \(name)")
    case .propertyList:
      let candidates = indices(lines) { $0.contains("<string>") }
      guard let index = pick(candidates) else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      lines[index] = "<string>\(value)</string>"
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1): \(name)")
    case .csv:
      return replaceField(3, of: &lines, with: value, saying: "activity \(name)")
    }
  }

  /// Replaces field `field` of a random record line of a CSV file (its header aside) with
  /// `value`; `saying` describes the damage.
  private mutating func replaceField(
    _ field: Int, of lines: inout [String], with value: String, saying: String
  ) -> (Data, String) {
    guard lines.count > 1 else { return (Data(lines.joined(separator: "\n").utf8), "nothing") }
    let index = Int.random(in: 1..<lines.count, using: &random)
    var fields = lines[index].components(separatedBy: ",")
    guard fields.count == 4 else { return (Data(lines.joined(separator: "\n").utf8), "nothing") }
    fields[field] = value
    lines[index] = fields.joined(separator: ",")
    return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1): \(saying)")
  }

  private mutating func wrongType(_ lines: inout [String]) -> (Data, String) {
    let value = pick(wrongValues) ?? ""
    switch format {
    case .json:
      let candidates = indices(lines) { $0.contains("\": ") }
      guard let index = pick(candidates), let colon = lines[index].range(of: "\": ") else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      let rest = lines[index][colon.upperBound...]
      // A value that opens a list or dictionary spans lines: only single-line values change.
      guard !rest.hasPrefix("["), !rest.hasPrefix("{") else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      let comma = lines[index].hasSuffix(",") ? "," : ""
      lines[index] = String(lines[index][..<colon.upperBound]) + value + comma
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1): value \(value)")
    case .propertyList:
      let candidates = indices(lines) {
        $0.contains("<string>") || $0.contains("<real>") || $0.contains("<integer>")
      }
      guard let index = pick(candidates) else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      lines[index] = value
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1): value \(value)")
    case .csv:
      guard lines.count > 1 else { return (Data(lines.joined(separator: "\n").utf8), "nothing") }
      let index = Int.random(in: 1..<lines.count, using: &random)
      var fields = lines[index].components(separatedBy: ",")
      guard fields.count == 4 else { return (Data(lines.joined(separator: "\n").utf8), "nothing") }
      let column = Int.random(in: 0..<4, using: &random)
      fields[column] = value
      lines[index] = fields.joined(separator: ",")
      return (
        Data(lines.joined(separator: "\n").utf8), "line \(index + 1), field \(column + 1): \(value)"
      )
    }
  }

  private mutating func removeKey(_ lines: inout [String]) -> (Data, String) {
    switch format {
    case .json:
      let candidates = indices(lines) {
        $0.contains("\": ") && !$0.hasSuffix("[") && !$0.hasSuffix("{")
      }
      guard let index = pick(candidates) else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      let removed = lines.remove(at: index)
      // The key before a removed last key loses its comma.
      if !removed.hasSuffix(","), index > 0, lines[index - 1].hasSuffix(",") {
        lines[index - 1].removeLast()
      }
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1) (\(removed)) removed")
    case .propertyList:
      let candidates = indices(lines) { $0.contains("<key>") }
      guard let index = pick(candidates) else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      let key = lines[index]
      let single = index + 1 < lines.count && lines[index + 1].contains("</")
      lines.removeSubrange(index..<(single ? index + 2 : index + 1))
      return (
        Data(lines.joined(separator: "\n").utf8),
        "line \(index + 1) (\(key.trimmingCharacters(in: .whitespaces))) removed"
          + (single ? " with its value" : " alone")
      )
    case .csv:
      guard lines.count > 1 else { return (Data(lines.joined(separator: "\n").utf8), "nothing") }
      let index = Int.random(in: 0..<lines.count, using: &random)
      var fields = lines[index].components(separatedBy: ",")
      guard !fields.isEmpty else { return (Data(lines.joined(separator: "\n").utf8), "nothing") }
      let column = Int.random(in: 0..<fields.count, using: &random)
      fields.remove(at: column)
      lines[index] = fields.joined(separator: ",")
      return (
        Data(lines.joined(separator: "\n").utf8),
        "line \(index + 1): field \(column + 1) removed"
      )
    }
  }

  private mutating func repeatKey(_ lines: inout [String]) -> (Data, String) {
    switch format {
    case .json:
      let candidates = indices(lines) {
        $0.contains("\": ") && !$0.hasSuffix("[") && !$0.hasSuffix("{")
      }
      guard let index = pick(candidates) else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      var copy = lines[index]
      if !copy.hasSuffix(",") { copy += "," }
      lines.insert(copy, at: index)
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1) repeated as a key")
    case .propertyList:
      let candidates = indices(lines) { $0.contains("<key>") }
      guard let index = pick(candidates), index + 1 < lines.count else {
        return (Data(lines.joined(separator: "\n").utf8), "nothing")
      }
      lines.insert(contentsOf: lines[index...(index + 1)], at: index)
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1) repeated with its value")
    case .csv:
      guard !lines.isEmpty else { return (Data(lines.joined(separator: "\n").utf8), "nothing") }
      let index = Int.random(in: 0..<lines.count, using: &random)
      lines.insert(lines[index], at: index)
      return (Data(lines.joined(separator: "\n").utf8), "line \(index + 1) repeated")
    }
  }
}
