/// The mark that shows text was cut short.
///
/// ```swift
/// TextLayout.truncate("Hello, world", width: 8)  // "Hello,…"
/// TextLayout.truncate("Hello, world", width: 8, ellipsis: .ascii)  // "Hello..."
/// ```
public enum Ellipsis: Sendable, Hashable {
  /// `…` (U+2026), one column.
  case unicode
  /// `...`, three columns, for terminals or locales without UTF-8.
  case ascii

  /// The ellipsis text.
  public var text: String {
    switch self {
    case .unicode: "…"
    case .ascii: "..."
    }
  }

  /// The ellipsis's display width in columns.
  public var width: Int {
    switch self {
    case .unicode: 1
    case .ascii: 3
    }
  }
}
