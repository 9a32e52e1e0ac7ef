import Sectional

extension ListView {
  /// Enters reorder mode on the cursor row when it is movable.
  func beginReordering() -> Bool {
    // Moving rows of a filtered list would move them among rows the user cannot see.
    guard find == nil, let path = selectedPath, let row = selectedRow, row.traits.isMovable else {
      return false
    }
    reorder = ReorderState(
      rowID: row.id, sectionTitle: sectionTitle(path.section),
      crossesSections: allowsMovingAcrossSections)
    updateViewport()
    revealSelection()
    return true
  }

  /// The text of a section's header, when it is a text item.
  func sectionTitle(_ section: Int) -> String? {
    let sections = layout.content.sections
    guard sections.indices.contains(section) else { return nil }
    return (sections[section].header?.component as? TextItem)?.title
  }

  /// Keys in reorder mode: ↑/↓ (k/j) move the row, Enter, Esc or m finish. Every key is used.
  func handleReorder(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .up, .down, .character("k"), .character("j"):
      moveReorderedRow(down: event.key == .down || event.key == .character("j"))
    case .left, .right, .character("h"), .character("l"):
      // In a grid, flow or carousel ←/→ move the item one place within its section.
      guard isCursorInLine else { break }
      moveReorderedRow(down: event.key == .right || event.key == .character("l"), byLine: false)
    case .enter, .escape, .character("m"):
      reorder = nil
      updateViewport()
      revealSelection()
    default:
      break
    }
    return true
  }

  /// Moves the row one place; at its section's edge into the neighbouring section when allowed,
  /// else it stays and the state says so. In a grid, flow or carousel, ↑/↓ (`byLine`) move it
  /// to the place of the item above or below it, and ←/→ one place.
  func moveReorderedRow(down: Bool, byLine: Bool = true) {
    guard let path = selectedPath, var state = reorder else { return }
    let sections = layout.content.sections
    var target = RowPath(section: path.section, row: path.row + (down ? 1 : -1))
    if byLine, !isListSection(path.section) {
      // The place of the item in the same column of the next line (the section's edge when
      // there is none: the move below stops there or leaves the section).
      let other = neighbour(of: path, down ? .down : .up)
      target =
        other.flatMap { $0.section == path.section && $0 != path ? $0 : nil }
        ?? RowPath(section: path.section, row: down ? sections[path.section].rows.count : -1)
    }
    if target.row < 0 || target.row >= sections[path.section].rows.count {
      let next = path.section + (down ? 1 : -1)
      guard allowsMovingAcrossSections, sections.indices.contains(next) else {
        state.isAtSectionBoundary = true
        reorder = state
        return
      }
      target = RowPath(section: next, row: down ? 0 : sections[next].rows.count)
    }
    // A user's move: the controller records it and fires the row's move handlers (the screen
    // updates its state there); the view shows it at once.
    guard (try? controller.commitMove(from: path, to: target)) != nil else { return }
    state.isAtSectionBoundary = false
    state.sectionTitle = sectionTitle(target.section)
    reorder = state
    layout.reload(laidOut(controller.content))
    tracker.contentDidChange(to: layout.content)
    selectedPath = target
    settle(keepingSelectionVisible: true)
  }

  /// The reorder status on the view's last line: where the row is, whether it may leave its
  /// section, and the keys that end the mode.
  func drawReorderLine(into canvas: inout Canvas) {
    guard let reorder, height > 0 else { return }
    let y = height - 1
    canvas.write(String(repeating: " ", count: width), x: 0, y: y, style: theme.text)
    let ascii = glyphs.isASCII
    var x = canvas.write(
      reorder.message(ascii: ascii), x: 0, y: y,
      style: reorder.isAtSectionBoundary ? theme.destructive : theme.accent, maxWidth: width)
    let done = ascii ? "enter done" : "⏎ done"
    if x + 2 + DisplayWidth.of(done) <= width {
      x = canvas.write("  " + done, x: x, y: y, style: theme.secondary)
    }
  }
}
