import Sectional

extension ListView {
  /// Handles a key or mouse event. Returns `false` for events the list does not use (the app
  /// handles them: back, quit, help).
  ///
  /// - ↑/↓, k/j: move the cursor, or scroll a line where no selectable row lies that way;
  ///   PgUp/PgDn, Ctrl-B/Ctrl-F: the view and the cursor a page; Ctrl-U/Ctrl-D: half a page;
  ///   Home/End, g/G: the first and last row, and the very top and bottom of the content.
  /// - ←/→, h/l, Shift-Tab/Tab: the focused pill, button or inner row of the cursor row
  ///   (ignored on other rows; ← and h on the first part do nothing). On an item of a grid,
  ///   flow or carousel section ←/→ (h/l) move the cursor within its line and ↑/↓ to the next
  ///   line keeping the column; a carousel scrolls sideways to show the cursor's item.
  /// - Enter: select the cursor row (`didSelect`); Space: the same on toggle, pill and button rows.
  /// - /: find as you type — only rows whose text matches stay, matches are highlighted; the
  ///   query is typed in a field's line editor (← →, Home End, Ctrl-W Ctrl-U Ctrl-K, a caret),
  ///   ↑ ↓ PgUp PgDn move through the matches meanwhile; Enter keeps the filter, n / N step
  ///   through the matches, Esc clears it (see `find`).
  /// - i: the accessory button; d or Delete: delete (confirmed by ``onDeleteRequest``);
  ///   m: reorder the row with ↑/↓, Enter or Esc to finish (see `reorder`).
  /// - Mouse: the wheel scrolls, a click selects (the item under the pointer in a grid, flow
  ///   or carousel); a click on a carousel's `‹` or `›` scrolls it by an item.
  /// - Forms: Enter or a click on a field starts editing it (Tab: the next field); while a
  ///   field is edited (``isEditingField``) every key and paste goes to its line editor — Enter
  ///   the next field or submit, Alt-Enter a new line in a text area, Tab / Shift-Tab and ↑/↓
  ///   the other fields, Esc stops editing. On a choice shown as segments ←/→ (h/l) choose; on
  ///   a choice shown as a row Enter pushes its checklist; on a stepper ←/→ (h/l) or -/+ step;
  ///   on a date Enter or Space opens its editor (``isEditingDate``): ←/→ (Tab) the fields, ↑/↓
  ///   (+/-) and digits change them, Enter sets the date, Esc cancels.
  ///
  /// - Parameter event: An input event, mouse positions relative to the view.
  /// - Returns: Whether the list used it.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    // A jump by the section index waits for the next key only: a paste or a click cancels it.
    if case .key = event {} else { awaitsIndexJump = false }
    switch event {
    case .key(let key):
      return handle(key)
    case .paste(let text) where isEditingDate:
      // Pasted digits are typed into the date's fields.
      pasteIntoDate(text)
      return true
    case .paste(let text) where isEditingField:
      // Pasted text goes in at the caret, cleaned as the field admits it.
      editFeedback = nil
      insertText(text)
      return true
    case .paste(let text) where isTakingText:
      // Pasted text goes in at the query's caret as one edit, on one line, up to the maximum
      // length.
      if var state = find, state.paste(text) {
        find = state
        refilter(queryChanged: true)
      }
      return true
    case .mouse(let mouse):
      // A click closes the date editor unchanged, as Esc does: only Enter sets the date.
      if case .press = mouse.kind { dateEditing = nil }
      switch mouse.kind {
      case .scrollUp: scroll(by: -3)
      case .scrollDown: scroll(by: 3)
      case .press(.left): return click(x: mouse.x, y: mouse.y)
      default: return false
      }
      return true
    default:
      return false
    }
  }

  func handle(_ event: KeyEvent) -> Bool {
    // A jump by the section index waits for the next key only, whatever handles that key.
    let jumping = awaitsIndexJump
    awaitsIndexJump = false
    if isEditingField { return handleEditing(event) }
    if isEditingDate { return handleDateEditing(event) }
    if isReordering { return handleReorder(event) }
    // While the query is typed, its line editor has the chords first (Ctrl-U, Ctrl-D, Alt-B).
    if find?.isEditing == true, let used = handleFind(event) { return used }
    if event.modifiers == .control { return handleControl(event.key) }
    guard event.modifiers.subtracting(.shift).isEmpty else { return false }
    if let used = handleFind(event) { return used }
    if isCursorInLine,
      [.left, .right, .character("h"), .character("l")].contains(event.key)
    {
      // In a grid, flow or carousel ←/→ move the cursor within the line.
      moveInLine(forward: event.key == .right || event.key == .character("l"))
      return true
    }
    if isCursorInLine, event.key == .tab || event.key == .backTab {
      // Tab and Shift-Tab go through the section's items in order, from line to line.
      moveInSection(forward: event.key == .tab)
      return true
    }
    if let used = handleIndexJump(event, jumping: jumping) { return used }
    if extendSelection(event) { return true }
    if let used = handleFormKey(event) { return used }
    if let used = handleHeaderKey(event) { return used }
    if let used = handleOutlineKey(event) { return used }
    switch event.key {
    case .up, .character("k"): stepOrScroll(forward: false)
    case .down, .character("j"): stepOrScroll(forward: true)
    case .pageUp: page(forward: false)
    case .pageDown: page(forward: true)
    case .home, .character("g"): selectFirst()
    case .end, .character("G"): selectLast()
    case .left, .right, .character("h"), .character("l"), .backTab, .tab:
      let parts = partCount
      guard parts > 0 else {
        // Tab and Shift-Tab on a row without parts go to the next or previous field.
        guard event.key == .tab || event.key == .backTab else { return false }
        return controller.focusNextField(forward: event.key == .tab)
      }
      let back = [.left, .character("h"), .backTab].contains(event.key)
      let moved = min(max(0, focus + (back ? -1 : 1)), parts - 1)
      guard moved != focus else { return true }
      focus = moved
      // The focused part may be below (above) the view in a row taller than it.
      revealSelection()
    case .enter: activateIfVisible()
    case .character(" ") where controller.rowSelection?.isSelectingRows == true:
      // While a screen selects rows, Space selects the cursor row, as Enter does.
      activateIfVisible()
    case .character(" ") where markToStartSelecting():
      break
    case .escape where event.modifiers.isEmpty && stopSelecting():
      break
    case .character(" "):
      guard spaceUsesCursorRowControl else { return false }
      activateIfVisible()
    case .character("i"):
      guard let path = selectedPath.flatMap(controllerPath(for:)),
        (selectedRow?.component as? TextItem)?.accessory == .detailButton
      else { return false }
      controller.send(.accessoryTapped, at: path)
    case .delete, .character("d"):
      guard let path = selectedPath.flatMap(controllerPath(for:)),
        selectedRow?.traits.isDeletable == true, let onDeleteRequest
      else { return false }
      onDeleteRequest(path)
    case .character("m"):
      return beginReordering()
    default:
      return false
    }
    return true
  }

  /// `'` then a letter: the cursor jumps to the section whose index title starts with it (see
  /// `Section.indexTitle(_:)`), or the next one that has a title, its header at the top of the
  /// view. Any other key after `'` cancels the jump and acts as usual; Esc only cancels it.
  /// `nil` when the key is not part of a jump. `jumping`: whether `'` came just before.
  func handleIndexJump(_ event: KeyEvent, jumping: Bool) -> Bool? {
    if jumping {
      guard case .character(let letter) = event.key, letter != " " else {
        return event.key == .escape ? true : nil
      }
      jump(toIndexTitle: String(letter))
      return true
    }
    guard event.key == .character("'"), !layout.content.sectionIndexTitles.isEmpty else {
      return nil
    }
    awaitsIndexJump = true
    return true
  }

  /// Moves the cursor to the first row of the section a jump to `prefix` lands on (see
  /// `ListContent.sectionIndexTitle(jumpingTo:)`), or to the first row after it that takes the
  /// cursor, and scrolls the section's top to the top of the view.
  public func jump(toIndexTitle prefix: String) {
    guard let target = layout.content.sectionIndexTitle(jumpingTo: prefix) else { return }
    let section = target.section
    if isHeaderStop(section) {
      moveCursor(toHeaderOf: section)
    } else if let path = nearestSelectable(
      from: RowPath(section: section, row: 0), forward: true, limit: searchLimit)
    {
      moveCursor(to: path)
    }
    let top: LayoutItem =
      layout.content.sections[section].header != nil
      ? .header(section: section) : .row(RowPath(section: section, row: 0))
    if let offset = layout.offset(toShow: top, at: .top) { layout.scroll(toOffset: offset) }
    measureVisible()
    uncoverSelection()
    updateDisplay()
  }

  /// The paging keys of less and vim: Ctrl-F/Ctrl-B a page, Ctrl-D/Ctrl-U half a page.
  func handleControl(_ key: TerminalKey) -> Bool {
    switch key {
    case .character("f"): page(forward: true)
    case .character("b"): page(forward: false)
    case .character("d"): page(forward: true, lines: halfPageLines)
    case .character("u"): page(forward: false, lines: halfPageLines)
    default: return false
    }
    return true
  }

  /// Whether the cursor row goes somewhere when chosen: it shows a disclosure `›`
  /// (`Accessory.disclosure`), the sign of a row that pushes a screen. → and l open such a
  /// row, as Enter does, and no other: a move key never runs a row's action.
  var cursorRowOpensAScreen: Bool {
    guard let row = selectedRow, row.takesCursor, partCount == 0 else { return false }
    return (row.component as? TextItem)?.accessory == .disclosure
  }

  static func isToggle(_ accessory: Accessory) -> Bool {
    if case .toggle = accessory { return true }
    return false
  }

  /// The row under the cursor.
  var selectedRow: Row? { selectedPath.flatMap { layout.content[$0] } }

  var partCount: Int {
    guard let row = selectedRow else { return 0 }
    return renderers.renderer(for: row.component).parts(row.component)
  }

  /// Enter on a cursor row that was scrolled off screen, or whose focused part was (a button
  /// above the view in a row partly on screen), brings it back instead of acting on a row or
  /// part the user cannot see.
  func activateIfVisible() {
    if selectedPath != nil && !(isSelectionVisible && isFocusedPartVisible) {
      revealSelection()
    } else {
      activate()
    }
  }

  /// Selects the cursor row as a tap does (see `ListController/tap(at:deselecting:detail:)`),
  /// with the focused part as detail; the row selected before gets the deselect events. On a
  /// field it starts editing instead (the field takes the controller's focus), and on a form
  /// control (a choice, a stepper, a date) it does what Enter does there, without a tap.
  public func activate() {
    guard let path = selectedPath.flatMap(controllerPath(for:)), let row = selectedRow,
      row.takesCursor
    else { return }
    // While the screen selects rows (a `MultipleSelectionScreen`), a tap selects or deselects
    // the row: its handlers do not run.
    if let selecting = controller.rowSelection, selecting.isSelectingRows {
      selecting.toggleRow(row.id)
      return
    }
    if row.component.isFocusable {
      controller.focus(row.id)
      return
    }
    if row.component is ChoiceItem || row.component is StepperItem || row.component is DateItem {
      _ = handleFormKey(KeyEvent(.enter))
      return
    }
    // A row that cannot be selected but has a control (a switch) takes the cursor for it:
    // Enter uses the control, as a finger does in UIKit, and selects nothing.
    guard row.traits.isSelectable else {
      controller.useControl(at: path)
      return
    }
    let renderer = renderers.renderer(for: row.component)
    let detail = renderer.parts(row.component) > 0 ? renderer.detail(row.component, focus) : .none
    // A folder-like node opens or closes; what was selected stays selected, as in UIKit.
    if row.togglesOnTap, detail == .none {
      controller.tap(at: path, deselecting: nil, detail: detail)
      return
    }
    let previous = tappedID.flatMap { controller.content.path(of: $0) }
    // An action row is deselected once its handlers ran: the next tap deselects nothing.
    tappedID = row.traits.deselectsAfterSelection ? nil : row.id
    controller.tap(at: path, deselecting: previous, detail: detail)
  }

  /// A click at (`x`, `y`) of the view: the row there gets the cursor and is selected; a click on
  /// a pill or button chooses it.
  func click(x: Int, y: Int) -> Bool {
    guard x >= 0, x < contentWidth, y >= 0, y < height else { return false }
    // The status line (find query, reorder mode) covers what is drawn under it.
    if hasStatusLine && y == height - 1 { return true }
    if let used = clickHeader(x: x, y: y) { return used }
    let offset = layout.contentOffset + Double(y)
    if let used = clickCarouselIndicator(x: x, offset: offset) { return used }
    guard let frame = frame(atOffset: offset, x: x), case .row(let path) = frame.item,
      let row = layout.content[path], row.takesCursor
    else { return false }
    // A click away from the field being edited ends editing; a click on a field edits it.
    if let editing, editing.rowID != row.id { controller.focus(nil) }
    moveCursor(to: path)
    if !isListSection(path.section) {
      // A grid, flow or carousel item: a click selects it (Tab focuses its parts).
      activate()
      return true
    }
    // A click on a node's disclosure opens or closes it, whatever selecting the row does.
    if Int(offset - frame.top) == 0, let place = row.outline, place.disclosure != .leaf,
      let column = outlineDisclosureColumn(of: row, place: place, section: path.section),
      (column...column + 1).contains(x)
    {
      setExpanded(place.disclosure == .collapsed, row: row.id)
      return true
    }
    let inset = layout.content.sections[path.section].style == .inset ? 1 : 0
    if clickControl(row, path: path, x: x - inset, y: Int(offset - frame.top)) { return true }
    let renderer = renderers.renderer(for: row.component)
    if renderer.parts(row.component) > 0 {
      guard
        let part = renderer.part(
          row.component, x - inset, Int(offset - frame.top), itemWidth(section: path.section),
          context(selected: true))
      else { return true }
      focus = part
    }
    activate()
    return true
  }
}

extension ListView {
  /// Whether Space works the cursor row's own control: its parts, a button, a switch, or the
  /// item the cursor is on in a line of items.
  var spaceUsesCursorRowControl: Bool {
    guard let row = selectedRow else { return false }
    return partCount > 0 || row.component is ButtonItem || isCursorInLine
      || (row.component as? TextItem).map(\.accessory).map(Self.isToggle) == true
  }
}
