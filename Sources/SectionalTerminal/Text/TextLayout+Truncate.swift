extension TextLayout {
  /// `text` cut to at most `width` columns, ending in an ellipsis when it was cut.
  ///
  /// Trailing spaces before the ellipsis are dropped; a wide character that would straddle the
  /// limit is left out. When even the ellipsis does not fit, as much of it as fits is returned.
  ///
  /// ```swift
  /// TextLayout.truncate("Hello world", width: 8)  // "Hello w…"
  /// TextLayout.truncate("漢字テキスト", width: 6)  // "漢字…"
  /// ```
  ///
  /// - Parameters:
  ///   - text: Any text; tabs and controls are made visible first.
  ///   - width: The maximum width in columns; `0` or less gives `""`.
  ///   - ellipsis: The mark appended when the text was cut.
  /// - Returns: Text of at most `width` columns.
  /// - Complexity: O(n) in the length of `text`.
  public static func truncate(_ text: String, width: Int, ellipsis: Ellipsis = .unicode)
    -> String
  {
    guard width > 0 else { return "" }
    let visible = VisibleText.make(text)
    if DisplayWidth.of(visible) <= width { return visible }
    guard width >= ellipsis.width else { return String(ellipsis.text.prefix(width)) }
    let kept = prefix(visible, width: width - ellipsis.width)
    var result = String(kept)
    while result.last == " " { result.removeLast() }
    return result + ellipsis.text
  }

  /// The longest prefix of `text` (whole clusters) that is at most `width` columns wide.
  static func prefix(_ text: Substring, width: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let characterWidth = DisplayWidth.of(text[index])
      if used + characterWidth > width { break }
      used += characterWidth
      end = text.index(after: index)
    }
    return text[..<end]
  }

  static func prefix(_ text: String, width: Int) -> Substring {
    prefix(text[...], width: width)
  }
}
