/// Fitting text into columns: wrapping, truncation and title/detail lines.
///
/// Every function first makes its input visible (``VisibleText``), measures it with
/// ``DisplayWidth``, never splits a grapheme cluster and never returns a line wider than asked.
///
/// ```swift
/// TextLayout.wrap("The quick brown fox", width: 10)  // ["The quick", "brown fox"]
/// TextLayout.truncate("Privacy policy", width: 8)  // "Privacy…"
/// TextLayout.titleAndDetail("Version", "1.2", width: 14)  // "Version    1.2"
/// ```
public enum TextLayout {}
