/// The most bytes a bounded read takes from a file, and what such a file is called in the
/// message that refuses a larger one: `a data file may be at most 4 MB`.
package struct FileSizeLimit: Equatable, Sendable {
  /// The most bytes.
  package var bytes: Int
  /// What such a file is, with its article: `a data file`, `a picture`.
  package var noun: String

  /// Creates a limit.
  ///
  /// - Parameters:
  ///   - bytes: The most bytes a read takes.
  ///   - noun: What such a file is, with its article: `a data file`.
  package init(bytes: Int, noun: String) {
    self.bytes = max(0, bytes)
    self.noun = noun
  }

  /// The rule in words: `a data file may be at most 4 MB`.
  package var rule: String { "\(noun) may be at most \(Self.words(limit: bytes))" }

  /// A limit as a person writes it: `4 MB`, `64 KB`, `100 bytes`.
  static func words(limit bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }

  /// A file's size as a person reads it, with one decimal: `5.0 MB`, `1.5 GB`, `12.3 KB`.
  static func words(size bytes: Int) -> String {
    for (shift, unit) in [(30, "GB"), (20, "MB"), (10, "KB")] where bytes >= 1 << shift {
      // Tenths, rounded to nearest; computed from the shifted value so that no size overflows.
      let tenths = Int((Double(bytes) / Double(1 << shift) * 10).rounded())
      return "\(tenths / 10).\(tenths % 10) \(unit)"
    }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }
}
