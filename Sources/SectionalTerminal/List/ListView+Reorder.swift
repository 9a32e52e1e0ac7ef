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
    case .enter, .escape, .character("m"):
      reorder = nil
    default:
      break
    }
    return true
  }

  /// Moves the row one place; at its section's edge into the neighbouring section when allowed,
  /// else it stays and the state says so.
  func moveReorderedRow(down: Bool) {
    guard let path = selectedPath, var state = reorder else { return }
    let sections = layout.content.sections
    var target = RowPath(section: path.section, row: path.row + (down ? 1 : -1))
    if target.row < 0 || target.row >= sections[path.section].rows.count {
      let next = path.section + (down ? 1 : -1)
      guard allowsMovingAcrossSections, sections.indices.contains(next) else {
        state.isAtSectionBoundary = true
        reorder = state
        return
      }
      target = RowPath(section: next, row: down ? 0 : sections[next].rows.count)
    }
    state.isAtSectionBoundary = false
    state.sectionTitle = sectionTitle(target.section)
    reorder = state
    try? controller.moveRow(.at(path), to: target)
    revealSelection()
  }
}
