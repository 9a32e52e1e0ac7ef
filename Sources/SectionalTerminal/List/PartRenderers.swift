import Sectional

/// Lays out labelled parts (pills, buttons) left to right, wrapping to new lines.
struct PartFlow {
  struct Placement {
    var index: Int
    var x: Int
    var y: Int
    var width: Int
  }

  var placements: [Placement] = []
  var lines = 1

  /// Lays out the parts of `widths` whose indexes are in `shown` (all by default); each
  /// placement keeps its part's index in `widths`.
  init(widths: [Int], shown: Range<Int>? = nil, width: Int, gap: Int) {
    var x = 1
    var y = 0
    let limit = max(2, width - 1)
    for index in (shown ?? widths.indices).clamped(to: widths.indices) {
      let clipped = min(widths[index], limit - 1)
      if x > 1 && x + clipped > limit {
        x = 1
        y += 1
      }
      placements.append(Placement(index: index, x: x, y: y, width: clipped))
      x += clipped + gap
    }
    lines = y + 1
  }

  func part(atX x: Int, y: Int) -> Int? {
    placements.first { $0.y == y && x >= $0.x && x < $0.x + $0.width }?.index
  }
}

/// A renderer for components made of labelled parts laid out in a flow (pills, buttons): each
/// part is drawn in its own style, the focused one reversed when the row is selected, and a
/// click or ←/→ picks a part. `shown` picks the parts drawn (a window over them), from the
/// focused part when the row is selected, else `nil`; all of them by default.
func flowRenderer<C: Component>(
  _ type: C.Type, gap: Int,
  parts: @escaping @Sendable (C, DrawContext) -> [(label: String, style: Style)],
  detail: @escaping @Sendable (C, Int) -> EventDetail,
  chosen: @escaping @Sendable (C) -> Int? = { _ in nil },
  shown: @escaping @Sendable (C, Int?) -> Range<Int>? = { _, _ in nil }
) -> ComponentRenderer {
  @Sendable func flow(_ item: C, _ width: Int, _ context: DrawContext) -> PartFlow {
    PartFlow(
      widths: parts(item, context).map { DisplayWidth.of(VisibleText.make($0.label)) },
      shown: shown(item, context.isSelected ? context.focus : nil), width: width, gap: gap)
  }
  return typed(
    type,
    lines: { item, width, context in flow(item, width, context).lines },
    draw: { item, canvas, context in
      let labels = parts(item, context)
      for placement in flow(item, canvas.width, context).placements {
        var style = labels[placement.index].style
        var label = fittedPart(
          labels[placement.index].label, width: placement.width, ellipsis: context.glyphs.ellipsis)
        if context.isSelected && context.focus == placement.index {
          style = style.merged(over: context.theme.selected)
          label = focusMarked(label)
        }
        canvas.write(
          label, x: placement.x, y: placement.y, style: style, maxWidth: placement.width)
      }
    },
    parts: { parts($0, DrawContext()).count },
    part: { item, x, y, width, context in flow(item, width, context).part(atX: x, y: y) },
    detail: detail, chosen: chosen,
    partLines: { item, index, width, context in
      flow(item, width, context).placements.first { $0.index == index }.map { $0.y..<$0.y + 1 }
    })
}

/// The focused part's label, marked without colour at the same width: its first and last
/// space become `>` and `<` (`( Vegan )` → `(>Vegan<)`, ` ♡ Like` → `>♡ Like`).
func focusMarked(_ label: String) -> String {
  var characters = Array(label)
  guard let first = characters.firstIndex(of: " ") else { return label }
  characters[first] = ">"
  if let last = characters.lastIndex(of: " "), last > first + 1, last == characters.count - 2 {
    characters[last] = "<"
  }
  return String(characters)
}

/// `label` cut to `width` columns in its text, not its frame: the frame is what
/// ``focusMarked(_:)`` marks — the opening up to the first space and, where the label ends in a
/// space and one more character (a closing bracket), those two — so a clipped part keeps its
/// brackets and its focus marks, and its text ends in an ellipsis (`❨ Nov 15 ❩` at 9 columns is
/// `❨ Nov… ❩`, focused `❨>Nov…<❩`). A label that fits, or whose frame alone leaves no room for
/// text, is returned as it is (the canvas clips it).
func fittedPart(_ label: String, width: Int, ellipsis: Ellipsis) -> String {
  guard DisplayWidth.of(label) > width, let open = label.firstIndex(of: " ") else { return label }
  let start = label.index(after: open)
  let last2 = label.suffix(2)
  let closes = last2.count == 2 && last2.first == " " && start < last2.startIndex
  let tail = closes ? last2 : ""
  let body = label[start..<(closes ? last2.startIndex : label.endIndex)]
  let room = width - DisplayWidth.of(String(label[...open])) - DisplayWidth.of(String(tail))
  guard room > ellipsis.width else { return label }
  return label[...open] + TextLayout.truncate(String(body), width: room, ellipsis: ellipsis) + tail
}

/// Draws ``PillsItem``: `❨ Vegan ❩ ❨ ✓ Open now ❩`. A chosen pill is ticked (`*` in ASCII), so
/// it shows without colour too, and drawn in the accent colour; the focused one `❨>Vegan<❩`;
/// the focus goes to the first chosen pill. A row with a ``PillsItem/window`` shows that many
/// pills around the focused one (the chosen one while the cursor is elsewhere).
enum PillsRenderer {
  static func label(_ pill: Pill, ascii: Bool, flat: Bool = false) -> String {
    // Flat, for screen readers, the state is a word: `( Vegan, selected )`.
    if flat {
      return "( " + pill.title + (pill.isSelected ? ", " + StateWords.selected : "") + " )"
    }
    let title = pill.isSelected ? (ascii ? "* " : "✓ ") + pill.title : pill.title
    return ascii ? "( \(title) )" : "❨ \(title) ❩"
  }

  static let renderer = flowRenderer(
    PillsItem.self, gap: 1,
    parts: { item, context in
      item.pills.map { pill in
        return (
          label(pill, ascii: context.glyphs.isASCII, flat: context.glyphs.isFlat),
          pill.isSelected ? context.theme.accent : context.theme.text
        )
      }
    },
    detail: { item, index in
      item.pills.indices.contains(index) ? .pill(item.pills[index].id) : .none
    },
    chosen: { item in item.pills.firstIndex(where: \.isSelected) },
    shown: { item, focus in item.shown(around: focus) })
}

/// Draws ``ActionBarItem``: ` ♡ Like  💬 Comment  ➤ Share`, buttons that are on in red with
/// their filled symbol — or, where the symbol does not change (ASCII), a `*` after it
/// (`<3* Like`). The focused button is marked `>` in the space before it; in ASCII a second
/// space keeps that marker apart from the symbol (`> <3 Like`). Flat, for screen readers, a
/// button is its title, and a button that is on says so (`Like, on`).
enum ActionBarRenderer {
  static let renderer = flowRenderer(
    ActionBarItem.self, gap: 1,
    parts: { item, context in
      item.actions.map { action in
        let glyphs = context.glyphs
        if glyphs.isFlat {
          // Flat, for screen readers: the title and its state in words, no symbol.
          let title = action.isOn ? action.title + ", " + StateWords.on : action.title
          return ("  " + title, action.isOn ? context.theme.destructive : context.theme.text)
        }
        let off = glyphs.symbol(action.symbol)
        let on = action.isOn ? glyphs.symbol(action.symbol + ".fill") ?? off : off
        var symbol = on ?? ""
        if action.isOn && (on == off || on == nil) { symbol += "*" }
        // In ASCII a space parts the focus marker from the symbol: `> <3 Like`, not `><3 Like`.
        let lead = glyphs.isASCII ? "  " : " "
        return (
          lead + (symbol.isEmpty ? action.title : "\(symbol) \(action.title)"),
          action.isOn ? context.theme.destructive : context.theme.text
        )
      }
    },
    detail: { item, index in
      item.actions.indices.contains(index) ? .action(item.actions[index].id) : .none
    })
}

/// Draws ``EmbeddedListItem`` as a card of one-line rows; its height is its rows'.
enum EmbeddedListRenderer {
  static func top(_ item: EmbeddedListItem) -> Int { item.title == nil ? 1 : 2 }

  static let renderer = typed(
    EmbeddedListItem.self,
    lines: { item, _, _ in top(item) + item.items.count + 1 },
    draw: { item, canvas, context in
      let glyphs = context.glyphs
      let border = context.theme.border
      let right = canvas.width - 2
      guard right > 2 else { return }
      if let title = item.title {
        canvas.write(title, x: 1, y: 0, style: context.theme.header, maxWidth: right)
      }
      let first = top(item)
      let bar = String(repeating: glyphs.horizontal, count: max(0, right - 2))
      canvas.write(glyphs.topLeft + bar + glyphs.topRight, x: 1, y: first - 1, style: border)
      for (index, inner) in item.items.enumerated() {
        let y = first + index
        var innerContext = context
        innerContext.isSelected = context.isSelected && context.focus == index
        // The focused row takes the list's selection marker in place of its border, so that
        // it shows without reverse video too (plain text, `snapshot`).
        canvas.write(
          innerContext.isSelected ? glyphs.selectionMarker : glyphs.vertical, x: 1, y: y,
          style: innerContext.isSelected ? context.theme.accent : border)
        canvas.write(glyphs.vertical, x: right, y: y, style: border)
        var row = Canvas(width: right - 2, height: 1)
        TextItemRenderer.draw(
          TextItem(
            inner.title, detail: inner.detail, icon: inner.icon, accessory: inner.accessory,
            role: inner.role),
          &row, innerContext)
        if innerContext.isSelected { row.highlight(y: 0, style: context.theme.selected) }
        canvas.blit(row, x: 2, y: y)
      }
      canvas.write(
        glyphs.bottomLeft + bar + glyphs.bottomRight, x: 1, y: first + item.items.count,
        style: border)
    },
    parts: { $0.items.count },
    part: { item, _, y, _, _ in
      let index = y - top(item)
      return item.items.indices.contains(index) ? index : nil
    },
    detail: { _, index in .embeddedRow(index) },
    partLines: { item, index, _, _ in
      item.items.indices.contains(index) ? top(item) + index..<top(item) + index + 1 : nil
    })
}

extension Canvas {
  /// Copies `source` onto this canvas with its top-left corner at (`x`, `y`), clipped.
  mutating func blit(_ source: Canvas, x: Int, y: Int, fromLine: Int = 0) {
    // A placeholder anywhere inside makes the whole drawing one.
    if source.isProvisional { isProvisional = true }
    if x == 0 && source.width == width {
      buffer.copyLines(
        from: source.buffer, sourceLine: max(0, fromLine), count: source.height - max(0, fromLine),
        toLine: y)
      return
    }
    for line in max(0, fromLine)..<source.height {
      let target = y + line - fromLine
      guard target >= 0, target < height else { continue }
      var column = 0
      while column < source.width {
        let cell = source.buffer[column, line]
        if !cell.isContinuation {
          buffer.set(cell, x: x + column, y: target)
        }
        column += max(1, cell.width)
      }
    }
  }
}
