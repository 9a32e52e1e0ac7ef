import Sectional

/// The part of the app a screen's bars and list take: the whole width under the title bar, or
/// a pane's columns under the panes' title line.
struct ScreenArea: Equatable {
  /// The first column.
  var x: Int
  /// The first line.
  var y: Int
  /// The columns.
  var width: Int
  /// The lines, for the screen's bars and list.
  var height: Int
}

extension TerminalApp {
  /// The area of `host`'s screen: its pane's columns, under the panes' titles, when it is a
  /// pane of a split shown side by side; else the app's width under the title bar.
  func area(of host: ScreenHost) -> ScreenArea {
    let whole = ScreenArea(x: 0, y: 1, width: width, height: listHeight)
    guard let split = stack.last(where: { $0.contains(host) })?.split, !split.isCollapsed,
      let index = split.index(of: host)
    else { return whole }
    let columns = arrangement(of: split).columns
    guard columns.indices.contains(index) else { return whole }
    return ScreenArea(
      x: columns[index].lowerBound, y: 2, width: columns[index].count,
      height: max(0, listHeight - 1))
  }

  /// Where a split's panes go across the app's width.
  func arrangement(of split: SplitPanes<ListView>) -> SplitArrangement {
    split.arrangement(width: width)
  }

  /// Shows a split's panes side by side where they fit, else one at a time.
  func arrange(_ split: SplitPanes<ListView>) {
    split.setCollapsed(arrangement(of: split).isCollapsed)
  }

  /// Every list view on the stack with its host: a page's, or each pane's of a split.
  var lists: [(list: ListView, host: ScreenHost)] {
    stack.flatMap { page in
      page.split.map { $0.current.map { ($0.view, $0.host) } } ?? [(page.list, page.host)]
    }
  }

  /// Draws every line of every list again in the next frame, as after something that changes
  /// how rows look (an image loaded) — and as benchmarks measure a frame drawn from scratch.
  @_spi(Benchmarks)
  public func invalidateDrawing() {
    for (list, _) in lists { list.invalidateDrawing() }
  }

  /// The list view of `host`'s screen, a pane's included.
  func list(of host: ScreenHost) -> ListView? {
    guard let page = stack.last(where: { $0.contains(host) }) else { return nil }
    if let split = page.split, let index = split.index(of: host) {
      return split.current[index].view
    }
    return page.list
  }

  /// The title a page shows: its screen's, or in a split shown one pane at a time, the focused
  /// pane's (the first pane goes by the split's title).
  func title(of page: Page) -> String {
    guard let split = page.split, split.isCollapsed else { return page.screen.title }
    return paneTitle(split.focus, of: page)
  }

  /// The title of the pane before the focused one of a split shown one pane at a time, which
  /// back shows; `nil` elsewhere.
  func previousPaneTitle(of page: Page) -> String? {
    guard let split = page.split, split.isCollapsed, split.focus > 0 else { return nil }
    return paneTitle(split.focus - 1, of: page)
  }

  /// The title of a pane as the app names it: the first pane goes by the split's title; a
  /// pane whose screen has none (a placeholder) by the split's too.
  func paneTitle(_ index: Int, of page: Page) -> String {
    guard let split = page.split, index > 0 else { return page.screen.title }
    let title = split.pane(at: index).host.screen.title
    return title.isEmpty ? page.screen.title : title
  }

  /// What Enter does on the cursor row of the page, as the footer, help and palette name it:
  /// the list's own word, or in a pane whose detail shows the cursor row's, "open" (selecting
  /// the row focuses or shows its detail).
  func enterAction(_ page: Page) -> String? {
    if let action = page.list.enterAction { return action }
    guard let split = page.split, let row = page.list.selectedRow, row.canBeSelected,
      split.showsDetail(after: split.focus)
    else { return nil }
    return "open"
  }

  /// The help's lines for a split's keys: Tab round the panes, → into the detail; none for
  /// another screen.
  func paneHelpEntries(_ page: Page, left: String) -> [HelpEntry] {
    guard let split = page.split else { return [] }
    var entries: [HelpEntry] = []
    if !split.isCollapsed {
      entries.append(
        HelpEntry(keys: "Tab Shift-Tab", action: "the next or previous pane (a click too)"))
    }
    if split.focus + 1 < split.count {
      let right = options.glyphs.isASCII ? "right l" : "→ l"
      entries.append(
        HelpEntry(
          keys: right, action: "to \(split.isCollapsed ? "show" : "focus") the pane after"))
    }
    return entries
  }

  /// Draws a split's panes side by side under the title bar: each pane's title (the focused
  /// one marked, and reversed), its bars and list, and a line between two panes. Returns the
  /// focused pane's list's top line and its area, for the caret.
  func drawPanes(
    of split: SplitPanes<ListView>, into buffer: inout Buffer
  ) -> (listTop: Int, area: ScreenArea) {
    let glyphs = options.glyphs
    let line = Cell(glyphs.isASCII ? "|" : "│", style: options.theme.secondary)
    var focused = (listTop: 2, area: ScreenArea(x: 0, y: 2, width: width, height: 0))
    // Each pane's list is drawn on its own, then every line they cover is made once.
    var lists: [(x: Int, y: Int, buffer: Buffer)] = []
    var dividers: [Int] = []
    for (index, pane) in split.shown.enumerated() {
      let area = area(of: pane.host)
      let isFocused = index == split.focus
      let mark = isFocused ? (glyphs.isASCII ? "> " : "▶ ") : "  "
      let style =
        isFocused ? Style(attributes: [.bold, .reverse]) : options.theme.secondary
      buffer.fill(x: area.x, y: 1, width: area.width, height: 1, style: style)
      let title = TextLayout.truncate(
        mark + pane.host.screen.title, width: max(0, area.width - 1),
        ellipsis: glyphs.ellipsis)
      _ = buffer.setString(title, x: area.x, y: 1, style: style, maxWidth: area.width)
      pane.view.isActive = isFocused
      pane.view.tick &+= 1
      let listTop = area.y + barLines(of: pane.host).top
      var list = Buffer(width: pane.view.width, height: pane.view.height)
      pane.view.draw(into: &list, x: 0, y: 0)
      pane.view.movePicturePlacements(x: area.x, y: listTop)
      lists.append((area.x, listTop, list))
      drawBars(of: pane.host, list: pane.view, into: &buffer)
      if isFocused { focused = (listTop, area) }
      let divider = area.x + area.width
      if index < split.count - 1, divider < width { dividers.append(divider) }
    }
    buffer.compose(lists)
    for divider in dividers {
      for y in 1..<(1 + listHeight) { buffer.set(line, x: divider, y: y) }
    }
    return focused
  }

  /// A scroll of the wheel over a pane of a split shown side by side that does not have the
  /// focus scrolls that pane, and leaves the focus where it is, as a terminal tool's panes do.
  ///
  /// - Returns: Whether the event was such a scroll (handled).
  func scrollUnfocusedPane(_ mouse: MouseEvent, _ page: Page) -> Bool {
    guard let split = page.split, !split.isCollapsed else { return false }
    switch mouse.kind {
    case .scrollUp, .scrollDown: break
    default: return false
    }
    guard let index = arrangement(of: split).columns.firstIndex(where: { $0.contains(mouse.x) }),
      index != split.focus
    else { return false }
    let pane = split.pane(at: index)
    let area = area(of: pane.host)
    var local = mouse
    local.x -= area.x
    local.y -= area.y + barLines(of: pane.host).top
    _ = pane.view.handle(.mouse(local))
    return true
  }

  /// A split's own keys, once the focused pane's list and commands declined a key: Tab and
  /// Shift-Tab go to the next and previous pane, round; → and l to the pane after (its detail),
  /// where there is one. ← and h go back to the pane before through the navigator (`back`).
  ///
  /// - Returns: Whether the key was used.
  func handlePaneKey(_ key: KeyEvent, _ page: Page) -> Bool {
    guard let split = page.split, key.modifiers.subtracting(.shift).isEmpty else { return false }
    switch key.key {
    case .tab: split.focus((split.focus + 1) % split.count)
    case .backTab: split.focus((split.focus + split.count - 1) % split.count)
    case .right, .character("l"):
      guard split.focus + 1 < split.count else { return false }
      split.moveFocus(forward: true)
    default: return false
    }
    return true
  }

  /// A mouse press on a pane of a split shown side by side gives it the focus. Returns the
  /// event as the pane's list takes it: its position within the pane's area.
  func paneMouse(_ mouse: MouseEvent, _ page: Page) -> MouseEvent {
    var mouse = mouse
    if let split = page.split, !split.isCollapsed, case .press = mouse.kind,
      let index = arrangement(of: split).columns.firstIndex(where: { $0.contains(mouse.x) })
    {
      split.focus(index)
    }
    let area = area(of: page.host)
    mouse.x -= area.x
    mouse.y -= area.y + barLines(of: page.host).top
    return mouse
  }
}
