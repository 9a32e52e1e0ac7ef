/// Text made of styled runs, wrapped to a width without ever splitting a grapheme cluster: words
/// break at spaces, and only a word longer than a line is broken inside.
struct StyledText {
  struct Glyph {
    var character: Character
    var width: Int
    var style: Style
  }

  /// One wrapped line.
  typealias Line = [Glyph]

  var glyphs: [Glyph] = []

  init(_ runs: [(text: String, style: Style)]) {
    for run in runs {
      for character in run.text {
        if character == "\n" || character == "\r\n" {
          glyphs.append(Glyph(character: "\n", width: 0, style: run.style))
          continue
        }
        for visible in VisibleText.make(String(character)) {
          let width = DisplayWidth.of(visible)
          if width > 0 { glyphs.append(Glyph(character: visible, width: width, style: run.style)) }
        }
      }
    }
  }

  /// The lines at `width`; at least one (possibly empty) line.
  func wrapped(width: Int) -> [Line] {
    let width = max(1, width)
    var lines: [Line] = []
    var line: Line = []
    var lineWidth = 0
    var index = 0
    func flush() {
      while line.last?.character == " " {
        lineWidth -= line.removeLast().width
      }
      lines.append(line)
      line = []
      lineWidth = 0
    }
    while index < glyphs.count {
      let glyph = glyphs[index]
      if glyph.character == "\n" {
        flush()
        index += 1
        continue
      }
      if glyph.character == " " {
        if lineWidth + 1 <= width, !line.isEmpty {
          line.append(glyph)
          lineWidth += 1
        } else if !line.isEmpty {
          flush()
        }
        index += 1
        continue
      }
      // A word: the glyphs up to the next space or line break.
      var end = index
      var wordWidth = 0
      while end < glyphs.count, glyphs[end].character != " ", glyphs[end].character != "\n" {
        wordWidth += glyphs[end].width
        end += 1
      }
      if lineWidth + wordWidth > width && !line.isEmpty {
        flush()
      }
      // A word wider than the line goes on in pieces, each broken where TextLayout breaks
      // long words (after a URL's `/`, `-`, `?`, `&` or `%20` where it can).
      var start = index
      while start < end {
        var fit = start
        var fitWidth = 0
        while fit < end, lineWidth + fitWidth + glyphs[fit].width <= width {
          fitWidth += glyphs[fit].width
          fit += 1
        }
        if fit == end {
          line += glyphs[start..<end]
          lineWidth += fitWidth
          break
        }
        if fit == start {
          // A glyph wider than the whole line is left out.
          if line.isEmpty { start += 1 } else { flush() }
          continue
        }
        let kept = TextLayout.breakLength(
          glyphs[start..<fit].map { (character: $0.character, width: $0.width) }, width: width)
        line += glyphs[start..<(start + kept)]
        flush()
        start += kept
      }
      index = end
    }
    if !line.isEmpty || lines.isEmpty { flush() }
    return lines
  }
}

extension Canvas {
  /// Draws a wrapped line at `y` from `x`.
  mutating func draw(_ line: StyledText.Line, x: Int, y: Int, maxWidth: Int, base: Style? = nil) {
    var column = x
    for glyph in line {
      guard column + glyph.width <= x + maxWidth else { break }
      var style = glyph.style
      if let base { style = style.merged(over: base) }
      put(String(glyph.character), width: glyph.width, x: column, y: y, style: style)
      column += glyph.width
    }
  }
}

extension Style {
  /// This style's attributes added to `base`, with this style's colours where set.
  func merged(over base: Style) -> Style {
    Style(
      foreground: foreground == .default ? base.foreground : foreground,
      background: background == .default ? base.background : background,
      attributes: base.attributes.union(attributes))
  }
}
