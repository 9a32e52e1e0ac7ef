extension TextLayout {
  /// One line of exactly `width` columns: `title` on the left, `detail` right-aligned.
  ///
  /// At least `gap` spaces separate them. When both do not fit, the title is truncated first,
  /// down to half the line; only then is the detail truncated too. The detail never overlaps the
  /// title.
  ///
  /// ```swift
  /// TextLayout.titleAndDetail("Version", "1.2", width: 14)  // "Version    1.2"
  /// TextLayout.titleAndDetail("Notifications", "On", width: 10)  // "Notifi… On"
  /// ```
  ///
  /// - Parameters:
  ///   - title: The left-hand text.
  ///   - detail: The right-hand text; empty for none.
  ///   - width: The line width in columns; `0` or less gives `""`.
  ///   - gap: The minimum number of spaces between title and detail.
  ///   - ellipsis: The mark for truncated text.
  /// - Returns: A line exactly `width` columns wide, padded with spaces.
  /// - Complexity: O(n) in the length of the texts.
  public static func titleAndDetail(
    _ title: String, _ detail: String, width: Int, gap: Int = 1, ellipsis: Ellipsis = .unicode
  ) -> String {
    guard width > 0 else { return "" }
    let gap = max(0, gap)
    let title = VisibleText.make(title)
    let detail = VisibleText.make(detail)
    let titleWidth = DisplayWidth.of(title)
    let detailWidth = DisplayWidth.of(detail)
    guard !detail.isEmpty, width > gap + 1 else {
      return pad(truncate(title, width: width, ellipsis: ellipsis), to: width)
    }
    let left: String
    let right: String
    if titleWidth + gap + detailWidth <= width {
      (left, right) = (title, detail)
    } else {
      let titleFloor = min(titleWidth, (width - gap) / 2)
      let titleRoom = width - gap - detailWidth
      if titleRoom >= titleFloor {
        (left, right) = (truncate(title, width: titleRoom, ellipsis: ellipsis), detail)
      } else {
        left = truncate(title, width: titleFloor, ellipsis: ellipsis)
        right = truncate(detail, width: width - gap - titleFloor, ellipsis: ellipsis)
      }
    }
    let spaces = width - DisplayWidth.of(left) - DisplayWidth.of(right)
    return left + String(repeating: " ", count: max(0, spaces)) + right
  }

  /// `text` followed by spaces up to `width` columns.
  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }
}
