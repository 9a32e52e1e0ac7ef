import Sectional

extension App {
  /// Draws the whole frame: title bar, list, status line, key hints, and any modal or help on
  /// top.
  ///
  /// - Returns: A buffer of the app's size.
  public func render() -> Buffer {
    var buffer = Buffer(width: width, height: height)
    guard width > 0, height > 0 else { return buffer }
    guard width >= 12, height >= 4 else {
      _ = buffer.setString("Too small", x: 0, y: 0, style: options.theme.secondary)
      return buffer
    }
    guard let page = stack.last else { return buffer }
    page.list.tick &+= 1
    drawTitleBar(page, into: &buffer)
    page.list.draw(into: &buffer, x: 0, y: 1)
    if let status {
      let line = height - 2
      buffer.fill(x: 0, y: line, width: width, height: 1, style: options.theme.accent)
      _ = buffer.setString(
        " " + status, x: 0, y: line, style: options.theme.accent, maxWidth: width - 1)
    }
    drawHints(page, into: &buffer)
    if let modal {
      dim(&buffer)
      modalHits = modal.draw(
        into: &buffer, width: width, height: height, glyphs: options.glyphs, theme: options.theme)
    }
    if isShowingHelp {
      dim(&buffer)
      drawHelp(page, into: &buffer)
    }
    return buffer
  }

  func drawTitleBar(_ page: Page, into buffer: inout Buffer) {
    let style = Style(attributes: [.bold, .reverse])
    buffer.fill(x: 0, y: 0, width: width, height: 1, style: style)
    var x = 1
    if stack.count > 1 {
      let back = options.glyphs.isASCII ? "< " : "‹ "
      let previous = stack[stack.count - 2].screen.title
      let label = TextLayout.truncate(back + previous, width: max(0, width / 3))
      x = buffer.setString(label, x: x, y: 0, style: Style(attributes: [.reverse, .dim])) + 2
    }
    let title = TextLayout.truncate(page.screen.title, width: max(0, width - x - 1))
    let centered = max(x, (width - DisplayWidth.of(title)) / 2)
    _ = buffer.setString(title, x: centered, y: 0, style: style)
  }

  func hints(_ page: Page) -> [String] {
    var hints = ["↑↓ move", "⏎ select"]
    if options.glyphs.isASCII { hints = ["up/down move", "enter select"] }
    if modal != nil {
      return [
        options.glyphs.isASCII ? "arrows choose" : "←→ choose", "enter confirm", "esc cancel",
      ]
    }
    for command in page.screen.commands {
      let key = command.shortcut.label(ascii: options.glyphs.isASCII)
      hints.append("\(key) \(command.title.lowercased())")
    }
    if stack.count > 1 { hints.append("esc back") }
    hints.append(contentsOf: ["? help", "q quit"])
    return hints
  }

  func drawHints(_ page: Page, into buffer: inout Buffer) {
    let line = height - 1
    var x = 1
    for hint in hints(page) {
      let hintWidth = DisplayWidth.of(hint)
      guard x + hintWidth < width else { break }
      x = buffer.setString(hint, x: x, y: line, style: options.theme.secondary) + 3
    }
  }

  func dim(_ buffer: inout Buffer) {
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        let cell = buffer[x, y]
        guard !cell.isContinuation else { continue }
        var style = cell.style
        style.attributes.insert(.dim)
        style.attributes.remove(.reverse)
        buffer.set(Cell(symbol: cell.symbol, width: cell.width, style: style), x: x, y: y)
      }
    }
  }

  func drawHelp(_ page: Page, into buffer: inout Buffer) {
    var lines = [
      "↑ ↓  k j      move", "PgUp PgDn     page", "Home End g G  first, last",
      "Enter         select", "Space         toggle, choose", "← →           pills and buttons",
      "i             info button", "d             delete", "m             reorder",
      "Esc ← h       back", "q  Ctrl-C     quit",
    ]
    for command in page.screen.commands {
      lines.append(
        command.shortcut.label(ascii: options.glyphs.isASCII).padding(
          toLength: 14, withPad: " ", startingAt: 0) + command.title)
    }
    let alert = Alert(
      title: "Keys", message: lines.joined(separator: "\n"), actions: [AlertAction("Close")])
    _ = Modal(alert).draw(
      into: &buffer, width: width, height: height, glyphs: options.glyphs, theme: options.theme)
  }
}
