/// Sizes of files as a person reads them, in decimal units as file managers show them.
enum ByteCount {
  /// `0 bytes`, `1 byte`, `999 bytes`, `1.2 kB`, `17.5 kB`, `5.2 MB`, `1.0 GB`: one decimal
  /// from a kilobyte (1,000 bytes) up, rounded to the nearest tenth.
  ///
  /// - Parameter bytes: A size; a negative one counts as 0.
  static func words(_ bytes: Int) -> String {
    let bytes = max(0, bytes)
    if bytes < 1_000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
    var value = Double(bytes) / 1_000
    var units = ["kB", "MB", "GB", "TB", "PB", "EB"][...]
    // 999,960 bytes rounds to "1000.0 kB": such a size is the next unit's 1.0.
    while value >= 999.95, units.count > 1 {
      value /= 1_000
      units = units.dropFirst()
    }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units.first ?? "EB")"
  }

  /// A count with a thousands separator: `2,000`, `81,920`.
  ///
  /// - Parameter count: A whole number.
  static func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return count < 0 ? "-" + result : result
  }
}
