import Sectional

extension TerminalApp {
  /// Draws the whole frame: title bar, list, status line, key hints, and any modal or help on
  /// top.
  ///
  /// - Returns: A buffer of the app's size.
  public func render() -> Buffer {
    // A picture being decoded that this frame did not draw is no longer wanted.
    defer { pictures.frameDidEnd() }
    // In ASCII, the app's text is folded before it is laid out: "…" takes three columns.
    return ASCIIText.when(options.glyphs.isASCII) { renderFrame() }
  }

  private func renderFrame() -> Buffer {
    var buffer = Buffer(width: width, height: height)
    cursor = nil
    focusPoint = nil
    guard width > 0, height > 0 else { return buffer }
    guard !isTooSmall else {
      drawTooSmall(into: &buffer)
      focusPoint = CursorPosition(x: 0, y: 0)
      return buffer
    }
    guard let page = stack.last else { return buffer }
    if let split = page.split { arrange(split) }
    drawTitleBar(page, into: &buffer)
    let listTop: Int
    let left: Int
    if let split = page.split, !split.isCollapsed {
      let focused = drawPanes(of: split, into: &buffer)
      (listTop, left) = (focused.listTop, focused.area.x)
    } else {
      page.list.tick &+= 1
      page.list.isActive = true
      listTop = area(of: page.host).y + barLines(of: page.host).top
      left = 0
      page.list.draw(into: &buffer, x: 0, y: listTop)
      drawBars(of: page.host, list: page.list, into: &buffer)
    }
    if modal == nil, let caret = page.list.caret {
      cursor = CursorPosition(x: caret.x + left, y: caret.y + listTop)
    }
    // With no row on screen to rest on, the cursor rests where the list starts.
    let focus = page.list.focusPoint ?? CursorPosition(x: 0, y: 0)
    focusPoint = CursorPosition(x: focus.x + left, y: min(height - 1, focus.y + listTop))
    if let status {
      let line = height - 2
      buffer.fill(x: 0, y: line, width: width, height: 1, style: options.theme.accent)
      _ = buffer.setString(
        " " + status, x: 0, y: line, style: options.theme.accent, maxWidth: width - 1)
    }
    drawHints(page, into: &buffer)
    paletteHits = []
    if let palette, modal == nil {
      dim(&buffer)
      if options.glyphs.isFlat {
        buffer.fill(x: 0, y: 1, width: width, height: max(0, height - 2), style: options.theme.text)
      }
      paletteHits = palette.draw(
        into: &buffer, width: width, height: height, glyphs: options.glyphs, theme: options.theme)
      let caret = palette.caret(width: width, height: height, glyphs: options.glyphs)
      cursor = CursorPosition(x: caret.x, y: caret.y)
      focusPoint = cursor
    }
    if let modal {
      dim(&buffer)
      // Flat, for screen readers, a pop-up has no frame: the list behind it goes, so that its
      // lines are the only ones between the title bar and the key hints.
      if options.glyphs.isFlat {
        buffer.fill(x: 0, y: 1, width: width, height: max(0, height - 2), style: options.theme.text)
      }
      modalHits = modal.draw(
        into: &buffer, width: width, height: height, glyphs: options.glyphs, theme: options.theme)
      // A pop-up's text field being edited shows the terminal's cursor at its caret; otherwise
      // it rests on the focused button, or on the pop-up's first line.
      cursor = modalCaret.map { CursorPosition(x: $0.x, y: $0.y) }
      focusPoint = modalFocusPoint(modal)
    }
    if options.glyphs.isASCII { ASCIIFallback.apply(to: &buffer) }
    return buffer
  }

  /// Where the terminal's hidden cursor rests over `modal`: at its focused button, or at the
  /// start of its first line of text when no button has focus.
  func modalFocusPoint(_ modal: Modal) -> CursorPosition? {
    if let focus = modal.focus,
      let hit = modalHits.first(where: { $0.action == focus && $0.field == nil })
    {
      return CursorPosition(x: hit.columns.lowerBound, y: hit.line)
    }
    let box = modal.layout(
      width: width, height: height, glyphs: options.glyphs, theme: options.theme)
    return CursorPosition(x: box.left + 1, y: box.top + 1)
  }

  /// Where the terminal's cursor shows: at the caret of the pop-up's focused text field;
  /// `nil` (hidden) otherwise.
  var modalCaret: (x: Int, y: Int)? {
    guard !isTooSmall, let modal else { return nil }
    return modal.caret(width: width, height: height, glyphs: options.glyphs, theme: options.theme)
  }

  /// The smallest terminal the app draws its screens in; below it, a notice shows and keys
  /// other than q and Ctrl-C do nothing (see ``handle(_:)``).
  static let minimumSize = TerminalSize(columns: 12, rows: 4)

  /// Whether the terminal is smaller than ``minimumSize``.
  var isTooSmall: Bool { width < Self.minimumSize.columns || height < Self.minimumSize.rows }

  /// Whether the user is typing into a field, of the list or of an alert: q is a letter there.
  var isTypingText: Bool {
    if let modal { return !modal.alert.textFields.isEmpty }
    if palette != nil { return true }
    return stack.last?.list.isEditingField == true
  }

  /// The notice for a terminal too small: what size is needed and how to quit, as far as it fits.
  func drawTooSmall(into buffer: inout Buffer) {
    let times = options.glyphs.isASCII ? "x" : "×"
    let lines = [
      "Too small", "min \(Self.minimumSize.columns)\(times)\(Self.minimumSize.rows)",
      isTypingText ? "ctrl-c quits" : "q quits",
    ]
    for (y, line) in lines.enumerated() {
      _ = buffer.setString(line, x: 0, y: y, style: options.theme.secondary, maxWidth: width)
    }
  }

  /// The title bar's back label ("‹ Previous title", cut to a third of the width) and the
  /// columns it covers on line 0; `nil` when there is no screen to go back to. Drawing and
  /// clicks both read it, so a click lands exactly where the label shows.
  /// A presented screen shows Cancel there instead (see `TerminalApp.present(_:done:)`).
  var backLabel: (text: String, columns: Range<Int>)? {
    let back = options.glyphs.isASCII ? "< " : "‹ "
    let label: String
    if let page = stack.last, let previous = previousPaneTitle(of: page) {
      // A split shown one pane at a time goes back to the pane before, as a stack would.
      label = back + previous
    } else {
      guard stack.count > 1 else { return nil }
      label =
        isTopPresented
        ? SectionalStrings.current.cancel : back + stack[stack.count - 2].screen.title
    }
    let text = TextLayout.truncate(
      label, width: max(0, width / 3), ellipsis: options.glyphs.ellipsis)
    return (text, 1..<(1 + DisplayWidth.of(text)))
  }

  func drawTitleBar(_ page: Page, into buffer: inout Buffer) {
    let style = Style(attributes: [.bold, .reverse])
    buffer.fill(x: 0, y: 0, width: width, height: 1, style: style)
    var x = 1
    if let label = backLabel {
      x = buffer.setString(label.text, x: x, y: 0, style: Style(attributes: [.reverse, .dim])) + 2
    }
    // Done, on a presented screen that has it, at the right end, as iOS puts it.
    var end = width - 1
    if let done = doneLabel {
      _ = buffer.setString(done.text, x: done.columns.lowerBound, y: 0, style: style)
      end = done.columns.lowerBound - 2
    }
    let title = TextLayout.truncate(
      title(of: page), width: max(0, end - x), ellipsis: options.glyphs.ellipsis)
    let centered = max(x, (width - DisplayWidth.of(title)) / 2)
    _ = buffer.setString(title, x: centered, y: 0, style: style)
    drawRefreshing(page, after: centered + DisplayWidth.of(title), into: &buffer)
  }

  /// One footer hint, and how long it stays as the footer narrows (higher stays longer).
  struct Hint: Equatable {
    var text: String
    var priority: Int
    /// A message rather than a key (a field's refusal): drawn in the accent style.
    var isMessage = false
  }

  /// The footer's hints for the page and any pop-up: on a list, move and select go first as the
  /// width shrinks, then back, then the screen's commands (what this screen alone does, such as
  /// the Day's ← previous day); help and quit go last.
  func hints(_ page: Page) -> [Hint] {
    let glyphs = options.glyphs
    if palette != nil, modal == nil {
      return [
        Hint(text: "\(glyphs.upDownKeys) choose", priority: 3),
        Hint(text: "\(glyphs.enterKey) run", priority: 5),
        Hint(text: "esc close", priority: 6),
      ]
    }
    if let modal {
      let layout = modal.layout(
        width: width, height: height, glyphs: glyphs, theme: options.theme)
      var hints: [Hint] = []
      if layout.scrolls {
        let keys = layout.arrowsScroll ? glyphs.upDownKeys : "PgUp/PgDn"
        hints.append(Hint(text: "\(keys) scroll", priority: 3))
      }
      if modal.isHelp { return hints + [Hint(text: "esc close", priority: 6)] }
      if modal.fieldFocus != nil {
        // Typing goes to the field: the keys that leave it, and what Enter chooses.
        hints.append(Hint(text: "tab next", priority: 2))
        if let action = modal.alert.returnAction {
          hints.append(
            Hint(text: "\(glyphs.enterKey) \(modal.alert.actions[action].title)", priority: 5))
        }
        hints.append(Hint(text: modal.cancelIndex != nil ? "esc cancel" : "esc close", priority: 6))
        return hints
      }
      return hints + buttonHints(modal, layout: layout)
    }
    if page.list.isReordering {
      // Reorder mode says so, and what moves where (rows stay in their section).
      return [
        Hint(text: "reordering:", priority: 4),
        page.list.isCursorInLine
          ? Hint(text: "\(glyphs.arrowKeys) move the item within its section", priority: 3)
          : Hint(text: "\(glyphs.upDownKeys) move the row within its section", priority: 3),
        Hint(text: "\(glyphs.enterKey) esc done", priority: 5),
      ]
    }
    if page.list.isEditingField { return editingHints(page) }
    if page.list.isEditingDate { return dateEditingHints() }
    if let find = page.list.find {
      // Finding: the query line is on the list's last line; the footer says what keys do.
      let keys = find.keyHints(ascii: glyphs.isASCII)
      return keys.enumerated().map { index, text in Hint(text: text, priority: 6 - index) }
    }
    var hints: [Hint] = []
    // Move only where there is somewhere to move (a page that fits has nowhere); where no
    // second row takes the cursor, ↑/↓ scroll the text, and the hint says so.
    switch page.list.motion {
    case .none: break
    case .scroll: hints.append(Hint(text: "\(glyphs.upDownKeys) scroll", priority: 1))
    case .move:
      // On an item of a grid, flow or carousel ←/→ move too; elsewhere they do not (on a
      // folding header they fold, on a row → opens or does nothing).
      let keys = page.list.movesWithArrows ? glyphs.arrowKeys : glyphs.upDownKeys
      hints.append(Hint(text: "\(keys) move", priority: 1))
    }
    // Enter named for what it does on the cursor row ("open", "edit", "like", "show
    // details"); no hint where it does nothing (a page of text, the chosen pill of a row).
    if let action = enterAction(page) {
      hints.append(Hint(text: "\(glyphs.enterKey) \(action)", priority: 2))
    }
    // The cursor row's swipe and context-menu actions, one key away.
    if page.list.selectedRow?.traits.hasActions == true {
      hints.append(Hint(text: "\(Self.rowActionsKey) actions", priority: 3))
    }
    // Titles in lower case after their key, as every hint is ("v grid", "p sort by PID"); the
    // command's priority says when its hint leaves.
    for (command, key) in CommandKeys(of: page.host).bound where command.isEnabled {
      hints.append(
        Hint(
          text: "\(glyphs.label(key)) \(HintWords.action(command.title))",
          priority: command.priority.rank))
    }
    // Esc is back on every screen (help lists it), cancel on a presented one; the screen's own
    // commands are not.
    if topHasDone {
      hints.append(Hint(text: "\(glyphs.label(.control("s"))) done", priority: 4))
    }
    // While the screen selects rows, Esc drops the marks first.
    if page.controller.rowSelection?.isSelectingRows == true {
      hints.append(Hint(text: "esc unmark all", priority: 0))
    } else if (page.split?.focus ?? 0) > 0 {
      // In a split, back goes to the pane before first.
      hints.append(Hint(text: "esc back", priority: 3))
    } else if stack.count > 1 {
      hints.append(Hint(text: isTopPresented ? "esc cancel" : "esc back", priority: 3))
    }
    // A split side by side: Tab goes round its panes.
    if let split = page.split, !split.isCollapsed {
      hints.append(Hint(text: "tab pane", priority: 4))
    }
    hints.append(Hint(text: "? help", priority: 5))
    hints.append(Hint(text: "q quit", priority: 6))
    return hints
  }

  /// The footer of a pop-up whose focus is on its buttons, each hint what its key does from
  /// here: the arrows where they move between two buttons or more, Tab where it alone reaches
  /// a question's destructive button ("tab to send SIGTERM"), Enter named for the focused
  /// button ("⏎ cancel", "⏎ send SIGTERM"; none while no button has the focus), Esc.
  func buttonHints(_ modal: Modal, layout: Modal.Layout) -> [Hint] {
    let glyphs = options.glyphs
    let actions = modal.alert.actions
    var hints: [Hint] = []
    if actions.indices.filter(modal.isArrowStop).count > 1 {
      let keys =
        modal.alert.style == .actionSheet && !layout.arrowsScroll
        ? glyphs.upDownKeys : glyphs.leftRightKeys
      hints.append(Hint(text: "\(keys) choose", priority: 2))
    }
    let tabOnly = modal.tabOnlyButtons.filter { $0 != modal.focus }
    if !tabOnly.isEmpty {
      let titles = tabOnly.map { HintWords.action(actions[$0].title) }
      hints.append(Hint(text: "tab to \(titles.joined(separator: "/"))", priority: 4))
    }
    // Esc chooses the cancel button, named by its title ("cancel", "OK"), or closes.
    let esc = modal.cancelIndex.map { HintWords.action(actions[$0].title) } ?? "close"
    if let focus = modal.focus, modal.isChoosable(focus) {
      if focus == modal.cancelIndex {
        // Enter and Esc do the same here: one hint.
        return hints + [Hint(text: "\(glyphs.enterKey)/esc \(esc)", priority: 6)]
      }
      hints.append(
        Hint(
          text: "\(glyphs.enterKey) \(HintWords.action(actions[focus].title))", priority: 5))
    }
    hints.append(Hint(text: "esc \(esc)", priority: 6))
    return hints
  }

  /// The hints that fit in `width` columns, in their order, three spaces apart (two when
  /// narrow): the lowest priorities are left out first.
  static func fitting(_ hints: [Hint], width: Int) -> (hints: [Hint], gap: Int) {
    var shown = hints
    func total(_ hints: [Hint], gap: Int) -> Int {
      hints.reduce(0) { $0 + DisplayWidth.of($1.text) } + gap * max(0, hints.count - 1)
    }
    let room = width - 2
    while !shown.isEmpty {
      if total(shown, gap: 3) <= room { return (shown, 3) }
      if total(shown, gap: 2) <= room { return (shown, 2) }
      // Leave out the lowest priority; among equals, the last.
      let lowest = shown.map(\.priority).min() ?? 0
      if let index = shown.lastIndex(where: { $0.priority == lowest }) {
        shown.remove(at: index)
      }
    }
    return ([], 3)
  }

  /// The hints with a ← command and a → command merged into one, for narrow footers:
  /// "← previous day" and "→ next day" become "←→ day" (their titles' shared last word; else
  /// both titles).
  func mergingArrowCommands(_ hints: [Hint], _ page: Page) -> [Hint] {
    let commands = CommandKeys(of: page.host).bound.filter(\.command.isEnabled)
    guard let left = commands.first(where: { $0.key == .previous })?.command,
      let right = commands.first(where: { $0.key == .next })?.command
    else { return hints }
    let glyphs = options.glyphs
    let leftTitle = HintWords.action(left.title)
    let rightTitle = HintWords.action(right.title)
    let leftText = "\(glyphs.label(.previous)) \(leftTitle)"
    let rightText = "\(glyphs.label(.next)) \(rightTitle)"
    let leftWords = leftTitle.split(separator: " ")
    let rightWords = rightTitle.split(separator: " ")
    let shared =
      leftWords.count > 1 && leftWords.last?.lowercased() == rightWords.last?.lowercased()
      ? String(leftWords.last ?? "")
      : "\(leftTitle)/\(rightTitle)"
    var merged: [Hint] = []
    for hint in hints where hint.text != rightText {
      merged.append(
        hint.text == leftText
          ? Hint(text: "\(glyphs.leftRightKeys) \(shared)", priority: hint.priority) : hint)
    }
    return merged
  }

  func drawHints(_ page: Page, into buffer: inout Buffer) {
    let line = height - 1
    let all = hints(page)
    var (shown, gap) = Self.fitting(all, width: width)
    if shown.count < all.count && modal == nil {
      (shown, gap) = Self.fitting(mergingArrowCommands(all, page), width: width)
    }
    var x = 1
    for hint in shown {
      let style = hint.isMessage ? options.theme.accent : options.theme.secondary
      x = buffer.setString(hint.text, x: x, y: line, style: style) + gap
    }
  }

  /// Whether the focus is on the cursor row's chosen pill (the calendar's day), where Enter
  /// would choose what is already chosen: neither footer nor help offers it there.
  func isOnChosenPart(_ page: Page) -> Bool {
    let list = page.list
    return list.chosenPart.map { $0.part == list.focus } ?? false
  }

  /// Whether the cursor row is a row of pills that choosing removes (``PillsItem/isRemovable``):
  /// footer and help say "remove" there rather than "select".
  func isOnRemovablePill(_ page: Page) -> Bool {
    (page.list.selectedRow?.component as? PillsItem)?.isRemovable == true
  }

  func dim(_ buffer: inout Buffer) {
    buffer.updateStyles { style in
      style.attributes.insert(.dim)
      style.attributes.remove(.reverse)
    }
  }

  /// Opens the help overlay for the page on top.
  func showHelp() {
    guard let page = stack.last else { return }
    modal = .help(helpEntries(page))
    isShowingHelp = true
  }

  /// The keys that act on this page now, each once: derived from whether ↑/↓ move or scroll,
  /// what its rows support (selection, pills and buttons, info buttons, deleting, reordering),
  /// what Space does on the cursor row, its commands, and whether there is a screen to go back
  /// to.
  func helpEntries(_ page: Page) -> [HelpEntry] {
    let glyphs = options.glyphs
    let ascii = glyphs.isASCII
    let kinds = RowKinds(of: page.controller.content.sections, renderers: page.list.renderers)
    let commands = CommandKeys(of: page.host).bound
    let arrowsAreCommands = commands.contains { $0.key == .previous || $0.key == .next }
    var entries: [HelpEntry] = []
    // The move keys only where they act (as the footer's move hint), and named for what they do.
    let motion = page.list.motion
    if motion != .none {
      entries += [
        HelpEntry(
          keys: ascii ? "up down k j" : "↑ ↓ k j", action: motion == .move ? "move" : "scroll"),
        // The keys of less and vim go in the action column, so the keys column stays narrow.
        HelpEntry(
          keys: "PgUp PgDn",
          action: "a page up or down (Ctrl-B Ctrl-F too; Ctrl-U Ctrl-D half a page)"),
        HelpEntry(keys: "Home End g G", action: motion == .move ? "first, last" : "top, bottom"),
      ]
    }
    let lines = page.list.hasLineSections
    if lines && motion == .move && !arrowsAreCommands {
      entries.append(
        HelpEntry(
          keys: ascii ? "left right h l" : "← → h l",
          action:
            "in a grid, flow or carousel: the item beside (\(ascii ? "up down" : "↑ ↓") keep the column)"
        ))
      entries.append(
        HelpEntry(
          keys: "Tab",
          action: "in a grid, flow or carousel: the next item (Shift-Tab: the previous)"))
    }
    // On a row of removable pills (applied filters) Enter and Space remove the focused one.
    let removes = isOnRemovablePill(page)
    // Enter as it acts on the cursor row (as Space below), else what it does on the others;
    // → opens only the rows that go somewhere, and says so (with Enter, on such a row).
    let right = ascii ? "right l" : "→ l"
    let opensHere = kinds.contains(.opens) && !arrowsAreCommands && page.list.cursorRowOpensAScreen
    // Flat, such a row says "opens" where the others show a chevron.
    let opens =
      glyphs.isFlat ? "a row that says \(StateWords.opens)" : "a row that shows \(glyphs.chevron)"
    if let action = enterAction(page) {
      let keys = opensHere ? "\(glyphs.enterKey) \(right)" : glyphs.enterKey
      let shown = opensHere ? "open (\(opens))" : action
      entries.append(HelpEntry(keys: keys, action: removes ? "remove the focused pill" : shown))
    } else if kinds.contains(.selectable) && page.list.selectedHeader == nil
      && !isOnChosenPart(page)
    {
      entries.append(HelpEntry(keys: glyphs.enterKey, action: "select"))
    }
    // On a screen that selects rows, Space marks the cursor row and Shift with the arrows
    // marks a range, selecting or not yet; Esc stops selecting.
    if let selecting = page.controller.rowSelection {
      if !selecting.isSelectingRows {
        entries.append(HelpEntry(keys: ascii ? "Space" : "␣", action: "mark the row"))
      }
      entries.append(
        HelpEntry(
          keys: ascii ? "Shift-up Shift-down" : "Shift-↑ Shift-↓",
          action: "select the rows the cursor goes over"))
      if selecting.isSelectingRows {
        entries.append(HelpEntry(keys: "esc", action: "stop selecting, unmark all"))
      }
    }
    if kinds.contains(.opens) && !arrowsAreCommands && !opensHere {
      entries.append(HelpEntry(keys: right, action: "open \(opens)"))
    }
    // A section index (contacts by letter): ' and a letter jump to the letter's section.
    let index = page.list.layout.content.sectionIndexTitles
    if let first = index.first?.title, let last = index.last?.title {
      entries.append(
        HelpEntry(keys: "' A-Z", action: "jump to a section by its index (\(first) to \(last))"))
    }
    // Sections that fold: the cursor stops on their headers (▸ folded, ▾ open).
    if page.controller.content.sections.contains(where: { $0.isCollapsible && $0.header != nil }) {
      entries.append(
        HelpEntry(
          keys: "\(glyphs.enterKey) \(ascii ? "left right" : "← →")",
          action: "on a \(ascii ? "> v" : "▸ ▾") header: fold, unfold its section"))
    }
    // Outlines: the arrows open and close their nodes and walk the tree.
    if page.controller.content.sections.contains(where: \.rows.hasOutline) {
      entries.append(
        HelpEntry(
          keys: ascii ? "right left l h" : "→ ← l h",
          action:
            "on a \(ascii ? "+ -" : "▸ ▾") row: expand, collapse (\(ascii ? "right" : "→") then"
            + " goes in, \(ascii ? "left" : "←") to the parent)"
        ))
    }
    // Space acts on the cursor row only: the help says what it does there, as lazygit's help
    // lists the keys of the focused view.
    if let row = page.list.selectedRow {
      if let item = row.component as? TextItem, case .toggle = item.accessory {
        entries.append(HelpEntry(keys: "space", action: "flip the switch"))
      } else if page.list.partCount > 0 && !isOnChosenPart(page) {
        // On the chosen pill (the calendar's day) Space would choose what is chosen: nothing.
        entries.append(
          HelpEntry(
            keys: "space",
            action: removes ? "remove the focused pill" : "press the focused pill or button"))
      } else if page.list.isCursorInLine {
        entries.append(HelpEntry(keys: "space", action: "select the item, as Enter does"))
      }
    }
    // Where ← and → are the screen's commands, so are h l, Shift-Tab and Tab (they move as
    // ← and → do): none of them focuses a pill, and the commands' entries list them.
    if kinds.contains(.parts) && !arrowsAreCommands {
      entries.append(
        HelpEntry(
          keys: ascii ? "left right h l" : "← → h l",
          action: "focus a pill or button (Shift-Tab Tab too)"))
    }
    entries += formHelpEntries(
      hasFields: kinds.contains(.fields), hasControls: kinds.contains(.controls),
      hasDates: kinds.contains(.dates))
    if kinds.contains(.info) {
      entries.append(HelpEntry(keys: "i", action: "the row's info button"))
    }
    if kinds.contains(.deletable) {
      entries.append(HelpEntry(keys: "d Delete", action: "delete the row"))
    }
    if kinds.contains(.actions) {
      entries.append(
        HelpEntry(keys: String(Self.rowActionsKey), action: "the row's actions (swipe and menu)"))
    }
    if kinds.contains(.movable) {
      entries.append(
        HelpEntry(
          keys: "m",
          action:
            "reorder the row: \(lines ? glyphs.arrowKeys : glyphs.upDownKeys) move it, \(glyphs.enterKey) or esc when done"
        ))
    }
    for (command, key) in commands {
      // h and l stand for ← and →, as everywhere; chords are spelled out (Ctrl-R, Alt-S, F5);
      // titles in lower case, as every action in help, and said to be unavailable while
      // disabled.
      let vim =
        switch key {
        case .previous: " h"
        case .next: " l"
        default: ""
        }
      // Shift-Tab and Tab run them too; said in the action column, so the keys column stays
      // narrow (as Ctrl-B Ctrl-F are with PgUp PgDn).
      let tab =
        switch key {
        case .previous: " (Shift-Tab too)"
        case .next: " (Tab too)"
        default: ""
        }
      entries.append(
        HelpEntry(
          keys: glyphs.label(key) + vim,
          action: command.isEnabled
            ? HintWords.action(command.title) + tab
            : "\(HintWords.action(command.title)) (unavailable now)"))
    }
    // On a row of pills ← and h move the focus instead, so only Esc is always back.
    // In a grid ← and h move the cursor too.
    let left =
      kinds.contains(.parts) || arrowsAreCommands || lines ? "" : ascii ? " h left" : " h ←"
    entries += paneHelpEntries(page, left: left)
    if let split = page.split, split.focus > 0 {
      // Back goes to the pane before first (the tree beside a file's contents).
      entries.append(
        HelpEntry(
          keys: "esc\(left)", action: "back to \(paneTitle(split.focus - 1, of: page))"))
    } else if stack.count > 1 {
      entries.append(
        HelpEntry(
          keys: "esc\(left)",
          action: isTopPresented
            ? "cancel: close \(page.screen.title)"
            : "back to \(stack[stack.count - 2].screen.title)"))
    }
    if topHasDone {
      let presented = navigator.topPresentation?.entry.screen.title ?? page.screen.title
      entries.append(
        HelpEntry(keys: glyphs.label(.control("s")), action: "done: finish \(presented)"))
    }
    if page.host.isRefreshable { entries.append(HelpEntry(keys: "Ctrl-R", action: "refresh")) }
    if page.host.isSearchable {
      entries.append(HelpEntry(keys: "/", action: "search \(page.screen.title)"))
    } else if page.controller.content.rowCount > 0 {
      entries.append(HelpEntry(keys: "/ n N", action: "find as you type"))
    }
    entries.append(
      HelpEntry(
        keys: ": Ctrl-P", action: "command palette"))
    entries.append(HelpEntry(keys: "?", action: "this help"))
    entries.append(HelpEntry(keys: "q Ctrl-C", action: "quit"))
    return entries
  }
}
