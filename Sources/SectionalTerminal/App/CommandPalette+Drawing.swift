import Sectional

extension CommandPalette {
  /// Where the palette goes in a terminal: a box as wide as a pop-up, under the title bar,
  /// with the query on its first line and as many matches under it as fit (at least one line,
  /// which says so when nothing matches).
  struct Layout: Equatable {
    var left = 0
    var top = 0
    var width = 0
    var height = 0
    /// The columns inside the border, less a space each side.
    var inner = 0
    /// The lines of matches shown.
    var rows = 0
  }

  /// The placement in a terminal `width` × `height`: the footer line stays visible.
  func layout(width: Int, height: Int) -> Layout {
    var layout = Layout()
    layout.width = min(max(24, width - 8), 64, width)
    layout.inner = max(1, layout.width - 4)
    let available = height >= 6 ? height - 1 : height
    // Under the title bar where there is room; the query and a match at the least.
    layout.top = available >= 6 ? 1 : 0
    let interior = max(0, available - layout.top - 2 - 1)
    layout.rows = max(0, min(max(1, matches.count), interior))
    layout.height = min(available - layout.top, 3 + layout.rows)
    layout.left = max(0, (width - layout.width) / 2)
    return layout
  }

  /// Where a match landed on screen, for clicks.
  struct Hit: Equatable {
    var line: Int
    var columns: Range<Int>
    /// The match (an index into ``matches``).
    var match: Int
  }

  /// Draws the box: its title in the top border, the query line, then the matches from the
  /// scroll position.
  ///
  /// - Returns: Where each match shown landed.
  func draw(into buffer: inout Buffer, width: Int, height: Int, glyphs: Glyphs, theme: Theme)
    -> [Hit]
  {
    let layout = layout(width: width, height: height)
    guard layout.width >= 4, layout.height >= 3 else { return [] }
    var box = Canvas(width: layout.width, height: layout.height)
    box.drawBorder(
      left: 0, top: 0, right: layout.width - 1, bottom: layout.height - 1, glyphs: glyphs,
      style: theme.border)
    box.write(
      " \(Self.title) ", x: 2, y: 0, style: Style(attributes: .bold), maxWidth: layout.inner)
    // The query: typed text, underlined to the end as a field is, after a prompt.
    let prompt = Self.prompt
    box.write(prompt, x: 2, y: 1, style: theme.accent)
    let fieldWidth = max(1, layout.inner - prompt.count)
    let shown = query.lineLayout(width: fieldWidth, display: glyphs.isASCII ? .plainASCII : .plain)
    let end = box.write(
      shown.text, x: 2 + prompt.count, y: 1, style: Style(attributes: .underline),
      maxWidth: fieldWidth)
    if end < 2 + layout.inner {
      box.write(
        String(repeating: "_", count: 2 + layout.inner - end), x: end, y: 1,
        style: theme.secondary)
    }
    var hits: [Hit] = []
    if matches.isEmpty, layout.rows > 0 {
      box.write(Self.noMatches, x: 2, y: 2, style: theme.secondary, maxWidth: layout.inner)
    }
    for row in 0..<layout.rows where matches.indices.contains(scroll + row) {
      let index = scroll + row
      let y = 2 + row
      drawMatch(matches[index], isChosen: index == chosen, y: y, into: &box, layout, glyphs, theme)
      hits.append(
        Hit(
          line: layout.top + y, columns: layout.left + 1..<layout.left + layout.width - 1,
          match: index))
    }
    // Arrows in the right margin say there are more matches above or below.
    let marker = layout.width - 2
    if scroll > 0, layout.rows > 0 {
      box.write(glyphs.isASCII ? "^" : "▲", x: marker, y: 2, style: theme.accent)
    }
    if scroll + layout.rows < matches.count, layout.rows > 0 {
      box.write(
        glyphs.isASCII ? "v" : "▼", x: marker, y: 1 + layout.rows, style: theme.accent)
    }
    buffer.blit(box.buffer, x: layout.left, y: layout.top)
    return hits
  }

  /// Where the terminal's cursor goes: at the query's caret.
  func caret(width: Int, height: Int, glyphs: Glyphs) -> (x: Int, y: Int) {
    let layout = layout(width: width, height: height)
    let fieldWidth = max(1, layout.inner - Self.prompt.count)
    let line = query.lineLayout(width: fieldWidth, display: glyphs.isASCII ? .plainASCII : .plain)
    return (layout.left + 2 + Self.prompt.count + line.caretColumn, layout.top + 1)
  }

  /// The box's title.
  static let title = "Commands"
  /// What stands before the query.
  static let prompt = ": "
  /// The line shown when nothing matches.
  static let noMatches = "No command matches"
  /// What a disabled entry says after its title.
  static let unavailable = " (unavailable now)"

  /// One match: `>` in the margin and highlighted when chosen; the title, its matched
  /// characters underlined, dimmed with "(unavailable now)" when disabled; the key at the right.
  private func drawMatch(
    _ match: Match, isChosen: Bool, y: Int, into box: inout Canvas, _ layout: Layout,
    _ glyphs: Glyphs, _ theme: Theme
  ) {
    let entry = entries[match.entry]
    let key = entry.key.map {
      TextLayout.truncate($0, width: max(1, layout.inner / 3), ellipsis: glyphs.ellipsis)
    }
    let keyWidth = key.map { DisplayWidth.of($0) + 1 } ?? 0
    let titleWidth = max(1, layout.inner - keyWidth)
    let base = entry.isEnabled ? theme.text : theme.secondary
    var x = 2
    let characters = Array(entry.title)
    let title = TextLayout.truncate(entry.title, width: titleWidth, ellipsis: glyphs.ellipsis)
    let kept = Array(title)
    let matched = Set(match.positions)
    for (offset, character) in kept.enumerated() {
      // The ellipsis that ends a truncated title matched nothing.
      let isOwn = offset < characters.count && characters[offset] == character
      let style =
        isOwn && matched.contains(offset)
        ? Style(attributes: .underline).merged(over: entry.isEnabled ? theme.accent : base)
        : base
      x = box.write(String(character), x: x, y: y, style: style, maxWidth: 2 + titleWidth - x)
    }
    if !entry.isEnabled {
      x = box.write(
        Self.unavailable, x: x, y: y, style: theme.secondary, maxWidth: 2 + titleWidth - x)
    }
    if let key {
      box.write(
        key, x: 2 + layout.inner - DisplayWidth.of(key), y: y, style: theme.secondary,
        maxWidth: keyWidth)
    }
    if isChosen {
      box.write(">", x: 1, y: y, style: theme.accent)
      box.highlight(y: y, x: 1, width: layout.width - 2, style: theme.selected)
    }
  }
}
