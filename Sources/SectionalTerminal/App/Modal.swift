import Sectional

/// A pop-up on screen (an alert, an action sheet or the help overlay), with the button under the
/// cursor and how far its text is scrolled.
///
/// It always fits the terminal: the buttons stay at the bottom of the box and the text above
/// them scrolls (↑/↓ or PgUp/PgDn, the wheel) when it does not fit; buttons that do not fit
/// scroll too, so the focused one is always shown. Nothing is drawn over the border, and the
/// footer line stays visible when the terminal has room for it.
///
/// An alert with text fields (`Alert.textFields`) shows a line editor for each
/// between its text and its buttons; focus starts in the first field. Tab and ↑/↓ move between
/// the fields and the buttons, printable keys go to the focused field (no key is a command
/// there), Enter in a field chooses the alert's preferred or first ordinary action, Esc
/// cancels. The chosen action's handler receives the fields' texts.
struct Modal {
  /// What the box says under its title.
  enum Body {
    /// The alert's message, wrapped.
    case message
    /// Key bindings: the keys in one column, what they do in another (wrapped to its column).
    case keys([HelpEntry])
  }

  var alert: Alert
  var body: Body
  /// The focused button; `nil` until the user moves to one when the alert has no button that
  /// focus may start on (every button destroys something).
  var focus: Int?
  /// The first line of text shown.
  var scroll = 0
  /// The editors of the alert's text fields, in order.
  var fields: [LineEditor]
  /// The text field that has focus; while one has, no button has (``focus`` is `nil`).
  var fieldFocus: Int?

  init(_ alert: Alert, body: Body = .message) {
    self.alert = alert
    self.body = body
    self.fields = alert.textFields.map { field in
      var editor = LineEditor(field.text)
      editor.isSecure = field.kind.isSecure
      return editor
    }
    if fields.isEmpty {
      self.focus = alert.initialFocus
    } else {
      self.fieldFocus = 0
    }
  }

  /// The texts of the fields, in order, as the chosen action's handler receives them.
  var texts: [String] { fields.map(\.text) }

  /// The help overlay: `entries` under the title "Keys", and a Close button.
  static func help(_ entries: [HelpEntry]) -> Modal {
    Modal(
      Alert(title: "Keys", actions: [AlertAction("Close", role: .cancel)]), body: .keys(entries))
  }

  /// Whether this is the help overlay.
  var isHelp: Bool {
    if case .keys = body { return true }
    return false
  }

  /// The action Esc chooses: the cancel action, if any.
  var cancelIndex: Int? { alert.actions.firstIndex { $0.role == .cancel } }

  /// Where a button or a text field is on screen: its line and columns, and the action it
  /// chooses or the field a click focuses.
  struct Hit: Equatable {
    var line: Int
    var columns: Range<Int>
    var action: Int
    /// The text field a click there focuses (then ``action`` is unused).
    var field: Int?
  }

  /// Where everything goes in a terminal of a given size.
  struct Layout {
    struct Button {
      var index: Int
      var label: String
      /// The line within the buttons, and the column within the box.
      var line: Int
      var x: Int
    }

    var left = 0
    var top = 0
    var width = 0
    var height = 0
    var inner = 0
    var text: [StyledText.Line] = []
    var textRows = 0
    var gap = 0
    var buttons: [Button] = []
    var buttonLines = 0
    var buttonRows = 0
    /// The lines the text fields have (fewer than the fields when short of room: they scroll),
    /// and the blank line under them.
    var fieldRows = 0
    var fieldGap = 0

    /// Whether the text is longer than the rows it has.
    var scrolls: Bool { text.count > textRows }
    /// The line of the first text field shown, within the box.
    var fieldTop: Int { 1 + textRows + gap }
    /// Whether ↑/↓ scroll the text (else they move between buttons, as in an action sheet).
    var arrowsScroll = false
    var maximumScroll: Int { max(0, text.count - textRows) }
  }

  func layout(width: Int, height: Int, glyphs: Glyphs, theme: Theme) -> Layout {
    var layout = Layout()
    // The footer line stays visible where there is room for a box above it.
    let available = height >= 6 ? height - 1 : height
    layout.width = isHelp ? helpWidth(in: width, theme: theme) : min(max(24, width - 8), 64, width)
    layout.inner = max(1, layout.width - 4)
    let inner = layout.inner
    var text = StyledText([(text: alert.title, style: Style(attributes: .bold))]).wrapped(
      width: inner)
    switch body {
    case .message:
      if let message = alert.message {
        text.append([])
        text += StyledText([(text: message, style: theme.text)]).wrapped(width: inner)
      }
    case .keys(let entries):
      text.append([])
      text += HelpEntry.lines(entries, width: inner, theme: theme)
    }
    layout.text = text
    // Buttons: one a line in an action sheet; side by side in an alert, wrapping when narrow.
    var line = 0
    var x = 2
    for (index, action) in alert.actions.enumerated() {
      let label = TextLayout.truncate(
        "[ \(action.title) ]", width: inner,
        ellipsis: glyphs.ellipsis)
      let labelWidth = DisplayWidth.of(label)
      if alert.style == .actionSheet {
        if index > 0 { line += 1 }
        x = 2
      } else if x > 2 && x + labelWidth > 2 + inner {
        line += 1
        x = 2
      }
      layout.buttons.append(Layout.Button(index: index, label: label, line: line, x: x))
      x += labelWidth + 2
    }
    layout.buttonLines = alert.actions.isEmpty ? 0 : line + 1
    let interior = max(0, available - 2)
    let fieldBlock = fields.isEmpty ? 0 : fields.count + 1
    if text.count + 1 + fieldBlock + layout.buttonLines <= interior {
      layout.textRows = text.count
      layout.gap = 1
      layout.fieldRows = fields.count
      layout.fieldGap = fields.isEmpty ? 0 : 1
      layout.buttonRows = layout.buttonLines
    } else {
      // Short of room: the blank line under the title goes first.
      if let blank = layout.text.firstIndex(where: \.isEmpty), blank > 0 {
        layout.text.remove(at: blank)
      }
      // Then the fields and the buttons keep a line each where they can, and the text scrolls.
      layout.fieldRows = min(fields.count, max(fields.isEmpty ? 0 : 1, interior - 2))
      layout.buttonRows = min(layout.buttonLines, max(1, interior - layout.fieldRows - 1))
      var rest = max(0, interior - layout.buttonRows - layout.fieldRows)
      layout.fieldGap = layout.fieldRows > 0 && rest >= 3 ? 1 : 0
      rest -= layout.fieldGap
      layout.gap = rest >= 2 ? 1 : 0
      layout.textRows = rest - layout.gap
    }
    layout.arrowsScroll =
      layout.scrolls && fields.isEmpty && (alert.style != .actionSheet || isHelp)
    layout.height = min(
      available,
      layout.textRows + layout.gap + layout.fieldRows + layout.fieldGap + layout.buttonRows + 2)
    layout.left = max(0, (width - layout.width) / 2)
    layout.top = max(0, (available - layout.height) / 2)
    return layout
  }

  /// The help box's width in a terminal `width` columns wide: the terminal's less a column each
  /// side, but no wider than its longest line (title, a key line unwrapped, a button) needs,
  /// so its key lines wrap as little as the terminal allows.
  ///
  /// - Complexity: O(n) in the characters of the help text.
  func helpWidth(in width: Int, theme: Theme) -> Int {
    var needed = DisplayWidth.of(alert.title)
    if case .keys(let entries) = body {
      for line in HelpEntry.lines(entries, width: Int.max / 2, theme: theme) {
        needed = max(needed, line.reduce(0) { $0 + $1.width })
      }
    }
    for action in alert.actions {
      needed = max(needed, DisplayWidth.of("[ \(action.title) ]"))
    }
    // Two columns of border and padding on each side of the text.
    return min(max(24, min(width - 2, needed + 4)), width)
  }

  /// Draws the box centred in `width` × `height`: title and text (scrolled), then the buttons.
  ///
  /// - Returns: Where each button shown landed, for mouse clicks.
  func draw(into buffer: inout Buffer, width: Int, height: Int, glyphs: Glyphs, theme: Theme)
    -> [Hit]
  {
    let layout = layout(width: width, height: height, glyphs: glyphs, theme: theme)
    guard layout.width >= 2, layout.height >= 2 else { return [] }
    var box = Canvas(width: layout.width, height: layout.height)
    box.drawBorder(
      left: 0, top: 0, right: layout.width - 1, bottom: layout.height - 1, glyphs: glyphs,
      style: theme.border)
    // The text, from the scroll position; arrows in the right margin say there is more.
    let first = min(max(0, scroll), layout.maximumScroll)
    for row in 0..<layout.textRows where first + row < layout.text.count {
      box.draw(layout.text[first + row], x: 2, y: 1 + row, maxWidth: layout.inner)
    }
    let marker = layout.width - 2
    // The markers go beside the text: none when no line of text shows (never on the border).
    if first > 0 && layout.textRows > 0 {
      box.write(glyphs.isASCII ? "^" : "▲", x: marker, y: 1, style: theme.accent)
    }
    if first < layout.maximumScroll && layout.textRows > 0 {
      box.write(glyphs.isASCII ? "v" : "▼", x: marker, y: layout.textRows, style: theme.accent)
    }
    drawFields(into: &box, layout: layout, glyphs: glyphs, theme: theme)
    var hits: [Hit] = []
    let fieldsFrom = fieldScroll(layout)
    for row in 0..<layout.fieldRows where fields.indices.contains(fieldsFrom + row) {
      hits.append(
        Hit(
          line: layout.top + layout.fieldTop + row,
          columns: layout.left + 1..<layout.left + layout.width - 1, action: 0,
          field: fieldsFrom + row))
    }
    // The buttons, scrolled so that the focused one shows.
    let focusLine = layout.buttons.first { $0.index == focus }?.line ?? 0
    let buttonScroll = max(0, focusLine - layout.buttonRows + 1)
    let buttonTop = layout.fieldTop + layout.fieldRows + layout.fieldGap
    for button in layout.buttons {
      let row = button.line - buttonScroll
      guard row >= 0, row < layout.buttonRows else { continue }
      let action = alert.actions[button.index]
      var style = action.role == .destructive ? theme.destructive : theme.text
      if action.role == .cancel || !action.isEnabled { style = style.merged(over: theme.secondary) }
      if button.index == focus { style = style.merged(over: theme.selected) }
      let y = buttonTop + row
      // The focused button shows without colour too: `[>Copy link<]`; a disabled one has no
      // brackets, as it is no button.
      var label = button.label
      if button.index == focus, label.hasPrefix("[ "), label.hasSuffix(" ]") {
        label = "[>" + label.dropFirst(2).dropLast(2) + "<]"
      } else if !action.isEnabled, label.hasPrefix("[ "), label.hasSuffix(" ]") {
        label = "  " + label.dropFirst(2).dropLast(2) + "  "
      }
      let end = box.write(
        label, x: button.x, y: y, style: style, maxWidth: layout.inner + 2 - button.x)
      let columns =
        alert.style == .actionSheet
        ? layout.left + 1..<layout.left + layout.width - 1
        : layout.left + button.x..<layout.left + end
      hits.append(Hit(line: layout.top + y, columns: columns, action: button.index))
    }
    if buttonScroll > 0 {
      box.write(glyphs.isASCII ? "^" : "▲", x: marker, y: buttonTop, style: theme.accent)
    }
    if buttonScroll + layout.buttonRows < layout.buttonLines {
      box.write(
        glyphs.isASCII ? "v" : "▼", x: marker, y: buttonTop + layout.buttonRows - 1,
        style: theme.accent)
    }
    buffer.blit(box.buffer, x: layout.left, y: layout.top)
    return hits
  }

  /// What a key or click did to the pop-up.
  enum Outcome: Equatable {
    /// The pop-up stays (focus or scroll may have moved).
    case stays
    /// The pop-up closes without an action (Esc with no cancel button, any key on help).
    case closes
    /// The pop-up closes and this action runs.
    case chooses(Int)
  }

  /// Handles a key: ←/→ (h/l) move between buttons (↑/↓ too in an action sheet, or when the
  /// text does not scroll), Tab and Shift-Tab go round every button, ↑/↓, PgUp/PgDn, Home/End
  /// scroll the text, Enter or Space presses the focused button (the focus starts on the
  /// alert's preferred action, never on a destructive one), Esc or q cancels. On help, any
  /// other key closes it.
  ///
  /// The arrow keys and h j k l never put the focus on a destructive button, in an alert or an
  /// action sheet (a "Log out?" sheet, the `.` menu): only Tab, Shift-Tab or a click reach it,
  /// so keys pressed to move — the → that opened a question, a second → — never arm it (see
  /// ``isArrowStop(_:)``).
  mutating func handle(_ key: KeyEvent, layout: Layout) -> Outcome {
    if fieldFocus != nil { return handleInField(key, layout: layout) }
    if !fields.isEmpty {
      // With fields, ↑/↓ and Tab go back and forth between them and the buttons.
      switch key.key {
      case .up, .character("k"):
        moveAmongFieldsAndButtons(by: -1, tabbing: false)
        return .stays
      case .down, .character("j"):
        moveAmongFieldsAndButtons(by: 1, tabbing: false)
        return .stays
      case .backTab:
        moveAmongFieldsAndButtons(by: -1, tabbing: true)
        return .stays
      case .tab:
        moveAmongFieldsAndButtons(by: 1, tabbing: true)
        return .stays
      default: break
      }
    }
    let count = alert.actions.count
    let page = max(1, layout.textRows - 1)
    switch key.key {
    case .up, .character("k"):
      if layout.arrowsScroll { scroll(by: -1, layout) } else { moveFocus(by: -1) }
    case .down, .character("j"):
      if layout.arrowsScroll { scroll(by: 1, layout) } else { moveFocus(by: 1) }
    case .left, .character("h"): moveFocus(by: -1)
    case .right, .character("l"): moveFocus(by: 1)
    case .backTab: tab(forward: false)
    case .tab: tab(forward: true)
    case .pageUp: scroll(by: -page, layout)
    case .pageDown: scroll(by: page, layout)
    case .home, .character("g"): scroll = 0
    case .end, .character("G"): scroll = layout.maximumScroll
    case .enter, .character(" "):
      guard count > 0 else { return .closes }
      return focus.flatMap { isChoosable($0) ? .chooses($0) : nil } ?? .stays
    case .escape, .character("q"): return cancelIndex.map { .chooses($0) } ?? .closes
    default: return isHelp ? .closes : .stays
    }
    return .stays
  }

  /// Handles a key while a text field has focus: Tab, Shift-Tab and ↑/↓ move to the field or
  /// button before or after it, Enter chooses the `Alert.returnAction`, Esc cancels,
  /// PgUp/PgDn scroll the text; every other key is the line editor's (a printable key is typed,
  /// never taken as a command). An edit keeps what the field admits.
  mutating func handleInField(_ key: KeyEvent, layout: Layout) -> Outcome {
    guard let index = fieldFocus, fields.indices.contains(index) else { return .stays }
    switch key.key {
    case .tab:
      moveAmongFieldsAndButtons(by: 1, tabbing: true)
      return .stays
    case .backTab:
      moveAmongFieldsAndButtons(by: -1, tabbing: true)
      return .stays
    case .pageUp, .pageDown:
      scroll(
        by: key.key == .pageUp ? -max(1, layout.textRows - 1) : max(1, layout.textRows - 1), layout)
      return .stays
    default: break
    }
    var editor = fields[index]
    let outcome = editor.handle(key)
    switch outcome {
    case .edited:
      editor.replaceText(alert.textFields[index].admit(editor.text).text)
      fields[index] = editor
      scrollField(index, layout)
    case .moved, .unchanged:
      fields[index] = editor
      scrollField(index, layout)
    case .ignored:
      break
    case .submit:
      return alert.returnAction.map { .chooses($0) } ?? .stays
    case .leave(let direction):
      moveAmongFieldsAndButtons(by: direction == .up ? -1 : 1, tabbing: false)
    case .cancel:
      return cancelIndex.map { .chooses($0) } ?? .closes
    }
    return .stays
  }

  /// Pastes `text` into the focused field, cleaned as the field admits it; does nothing when no
  /// field has focus.
  mutating func paste(_ text: String, layout: Layout) {
    guard let index = fieldFocus, fields.indices.contains(index) else { return }
    fields[index].insert(text)
    fields[index].replaceText(alert.textFields[index].admit(fields[index].text).text)
    scrollField(index, layout)
  }

  /// Keeps field `index` scrolled so that its caret shows, from where it was scrolled before
  /// (so the text does not jump between frames).
  mutating func scrollField(_ index: Int, _ layout: Layout) {
    _ = fields[index].layOutLine(width: layout.inner, display: display(of: index, glyphs: .ascii))
  }

  /// A click on text field `index`: it takes focus, the caret where it was.
  mutating func focusField(_ index: Int) {
    guard fields.indices.contains(index) else { return }
    fieldFocus = index
    focus = nil
  }

  /// Moves focus `delta` places in the order fields, then buttons, staying within them; with
  /// `tabbing` false (↑/↓), a destructive button of an alert is passed over (see
  /// ``isArrowStop(_:)``).
  mutating func moveAmongFieldsAndButtons(by delta: Int, tabbing: Bool) {
    let places = fields.count + alert.actions.count
    guard places > 0, delta != 0 else { return }
    let step = delta > 0 ? 1 : -1
    let current = fieldFocus ?? focus.map { fields.count + $0 } ?? fields.count - 1
    var next = current
    var index = current + step
    var moved = 0
    while index >= 0, index < places, moved < abs(delta) {
      let button = index - fields.count
      if index < fields.count || (tabbing ? isChoosable(button) : isArrowStop(button)) {
        next = index
        moved += 1
      }
      index += step
    }
    if next < fields.count {
      fieldFocus = next
      focus = nil
    } else {
      fieldFocus = nil
      focus = next - fields.count
    }
  }

  /// Where the terminal's cursor goes: at the caret of the focused field, in terminal
  /// coordinates; `nil` when no field has focus or it is scrolled out of its box.
  func caret(width: Int, height: Int, glyphs: Glyphs, theme: Theme) -> (x: Int, y: Int)? {
    guard let index = fieldFocus, fields.indices.contains(index) else { return nil }
    let layout = layout(width: width, height: height, glyphs: glyphs, theme: theme)
    let row = index - fieldScroll(layout)
    guard row >= 0, row < layout.fieldRows, layout.inner > 0 else { return nil }
    let line = fields[index].lineLayout(
      width: layout.inner, display: display(of: index, glyphs: glyphs))
    return (layout.left + 2 + line.caretColumn, layout.top + layout.fieldTop + row)
  }

  /// The first field shown: scrolled so that the focused one shows.
  func fieldScroll(_ layout: Layout) -> Int {
    max(0, (fieldFocus ?? 0) - layout.fieldRows + 1)
  }

  /// How field `index` shows its text: masked for a secure kind, with ASCII stand-ins.
  func display(of index: Int, glyphs: Glyphs) -> LineDisplay {
    let secure = alert.textFields.indices.contains(index) && alert.textFields[index].kind.isSecure
    return secure
      ? (glyphs.isASCII ? .secureASCII : .secure) : (glyphs.isASCII ? .plainASCII : .plain)
  }

  /// Draws the text fields: each a line the width of the text, its text (or its placeholder,
  /// dim, while it is empty) then `_` to the end; the focused one is marked `>` in the margin.
  func drawFields(into box: inout Canvas, layout: Layout, glyphs: Glyphs, theme: Theme) {
    guard layout.fieldRows > 0, layout.inner > 0 else { return }
    let first = fieldScroll(layout)
    for row in 0..<layout.fieldRows where fields.indices.contains(first + row) {
      let index = first + row
      let y = layout.fieldTop + row
      var shown = ""
      var style = Style(attributes: .underline)
      if fields[index].count == 0, alert.textFields.indices.contains(index) {
        shown = TextLayout.truncate(
          alert.textFields[index].placeholder, width: layout.inner, ellipsis: glyphs.ellipsis)
        style = theme.secondary
      } else {
        shown =
          fields[index].lineLayout(
            width: layout.inner, display: display(of: index, glyphs: glyphs)
          ).text
      }
      let end = box.write(shown, x: 2, y: y, style: style, maxWidth: layout.inner)
      if end < 2 + layout.inner {
        box.write(
          String(repeating: "_", count: 2 + layout.inner - end), x: end, y: y,
          style: theme.secondary)
      }
      if index == fieldFocus { box.write(">", x: 1, y: y, style: theme.accent) }
    }
    if first > 0 {
      box.write(
        glyphs.isASCII ? "^" : "▲", x: layout.width - 2, y: layout.fieldTop, style: theme.accent)
    }
  }

  /// Moves the focus by `delta` buttons with an arrow key, within the buttons, stopping only on
  /// ``isArrowStop(_:)`` buttons; without a focus, to the first of them. From a destructive
  /// button (reached with Tab) an arrow always moves off it, the other way when none lies
  /// that way.
  mutating func moveFocus(by delta: Int) {
    let actions = alert.actions
    guard let current = focus else {
      focus = actions.indices.first(where: isArrowStop)
      return
    }
    guard delta != 0 else { return }
    let step = delta > 0 ? 1 : -1
    var candidate = current
    var moved = 0
    var index = current + step
    while actions.indices.contains(index), moved < abs(delta) {
      if isArrowStop(index) {
        candidate = index
        moved += 1
      }
      index += step
    }
    if candidate == current, !isArrowStop(current) {
      // On a destructive button, with none to stop on that way: the nearest the other way.
      candidate =
        stride(from: current - step, through: step > 0 ? 0 : actions.count - 1, by: -step)
        .first(where: isArrowStop) ?? current
    }
    focus = candidate
  }

  /// Tab (Shift-Tab): the focus goes to the next (previous) enabled button, destructive ones
  /// included, round from the last to the first.
  mutating func tab(forward: Bool) {
    let count = alert.actions.count
    guard count > 0 else { return }
    let start = focus ?? (forward ? -1 : count)
    for offset in 1...count {
      let index = ((start + (forward ? offset : -offset)) % count + count) % count
      if isChoosable(index) {
        focus = index
        return
      }
    }
  }

  /// Whether the arrow keys stop on button `index`: an enabled button that is not destructive.
  /// A destructive button is reached only by a deliberate key (Tab, Shift-Tab) or a click, so
  /// that no run of move keys — the → that opened a question and a second →, ↑ in a "Log out?"
  /// sheet — ends on it.
  func isArrowStop(_ index: Int) -> Bool {
    isChoosable(index) && alert.actions[index].role != .destructive
  }

  /// The buttons only Tab, Shift-Tab or a click can focus: the destructive ones.
  var tabOnlyButtons: [Int] {
    alert.actions.indices.filter { isChoosable($0) && !isArrowStop($0) }
  }

  /// Whether button `index` can be chosen (it exists and is enabled).
  func isChoosable(_ index: Int) -> Bool {
    alert.actions.indices.contains(index) && alert.actions[index].isEnabled
  }

  mutating func scroll(by lines: Int, _ layout: Layout) {
    scroll = min(max(0, scroll + lines), layout.maximumScroll)
  }
}
