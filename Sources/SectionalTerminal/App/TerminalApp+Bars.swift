import Sectional

extension TerminalApp {
  /// The lines the fixed bars of `host`'s screen take (``Screen/topBar`` above the list,
  /// ``Screen/bottomBar`` below it), each row as many lines as its component needs at the app's
  /// width; the list keeps at least one line, the top bar is cut first from the bottom.
  func barLines(of host: ScreenHost) -> (top: Int, bottom: Int) {
    let bars = host.bars
    guard !bars.isEmpty else { return (0, 0) }
    let columns = barColumns(of: host)
    let available = max(0, area(of: host).height - 1)
    let top = min(lines(of: bars.top, width: columns.top.width), available)
    let bottom = min(lines(of: bars.bottom, width: columns.bottom.width), available - top)
    return (top, bottom)
  }

  /// The list's height on `host`'s screen: what its bars leave of the app's list area.
  func listHeight(of host: ScreenHost) -> Int {
    let bars = barLines(of: host)
    return max(0, area(of: host).height - bars.top - bars.bottom)
  }

  /// Gives the list of `host`'s screen what its bars leave, when the bars' height changed.
  func fitList(of host: ScreenHost) {
    guard let list = list(of: host) else { return }
    let height = listHeight(of: host)
    let width = area(of: host).width
    if list.height != height || list.width != max(1, width) {
      list.resize(width: width, height: height)
    }
  }

  var barContext: DrawContext {
    DrawContext(glyphs: options.glyphs, theme: options.theme)
  }

  /// The lines `rows` take drawn `width` columns wide.
  func lines(of rows: [Row], width: Int) -> Int {
    rows.reduce(0) { total, row in
      total
        + max(1, listRenderers.renderer(for: row.component).lines(row.component, width, barContext))
    }
  }

  /// The columns the bars of `host`'s screen are measured and drawn in: those of the rows of the
  /// section next to each (an inset card's inside, less the scroll indicator's column), so that
  /// a bar's column titles line up with the columns below it.
  func barColumns(of host: ScreenHost) -> (
    top: (x: Int, width: Int), bottom: (x: Int, width: Int)
  ) {
    let sections = host.controller.content.sections
    let area = area(of: host)
    func shifted(_ columns: (x: Int, width: Int)) -> (x: Int, width: Int) {
      (columns.x + area.x, columns.width)
    }
    return (
      shifted(ListView.rowColumns(style: sections.first?.style ?? .plain, width: area.width)),
      shifted(ListView.rowColumns(style: sections.last?.style ?? .plain, width: area.width))
    )
  }

  /// Draws the bars of `host`'s screen: the top bar at the top of its area, the bottom bar
  /// under its list. They are drawn from the screen's bars on every frame; the frame writer
  /// sends only the cells that changed, so a bar that did not change costs no output.
  func drawBars(of host: ScreenHost, list: ListView, into buffer: inout Buffer) {
    let lines = barLines(of: host)
    guard lines.top + lines.bottom > 0 else { return }
    let columns = barColumns(of: host)
    let top = area(of: host).y
    draw(host.bars.top, y: top, lines: lines.top, columns: columns.top, into: &buffer)
    draw(
      host.bars.bottom, y: top + lines.top + list.height, lines: lines.bottom,
      columns: columns.bottom, into: &buffer)
  }

  private func draw(
    _ rows: [Row], y: Int, lines: Int, columns: (x: Int, width: Int), into buffer: inout Buffer
  ) {
    var line = y
    for row in rows where line < y + lines {
      let renderer = listRenderers.renderer(for: row.component)
      let height = min(
        max(1, renderer.lines(row.component, columns.width, barContext)), y + lines - line)
      var canvas = Canvas(width: columns.width, height: height)
      renderer.draw(row.component, &canvas, barContext)
      buffer.blit(canvas.buffer, x: columns.x, y: line)
      line += height
    }
  }
}
