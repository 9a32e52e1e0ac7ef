extension ListController {
  /// What running an ``AccessibilityAction`` did, and what is left for the renderer.
  public enum AccessibilityActionOutcome: Sendable {
    /// The action ran (a row action, the detail button, expanding or collapsing a node).
    case done
    /// The row's delete needs its confirmation: present the sheet, as for the delete key.
    case confirm(Alert)
    /// The row moves from `from` to `to` as a person's drag would move it: the renderer shows
    /// the move and then calls ``ListController/commitMove(from:to:)``, as after a drag.
    case move(from: RowPath, to: RowPath)
    /// Nothing ran: no such row, no such action, the action is disabled, or the row cannot
    /// move that way (the first row up, the last down).
    case refused
  }

  /// Runs `action` of the row with `id` as the gesture it stands for would: a row action as
  /// the terminal's menu runs it, the detail button as a tap on it; a delete returns its
  /// confirmation and a move where it goes, for the renderer to show.
  ///
  /// ```swift
  /// switch controller.performAccessibilityAction(action, ofRow: id) {
  /// case .confirm(let sheet): presenter.present(sheet)
  /// case .move(let from, let to): try controller.commitMove(from: from, to: to)
  /// case .done, .refused: break
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: One of the row's ``Row/accessibilityDescription`` actions.
  ///   - id: The row's id.
  /// - Returns: What happened, and what the renderer is left to do.
  public func performAccessibilityAction(_ action: AccessibilityAction, ofRow id: ListID)
    -> AccessibilityActionOutcome
  {
    guard let path = content.path(of: id), let row = content[path] else { return .refused }
    switch action.kind {
    case .rowAction(let placement, let index):
      return chooseRowAction(placement, at: index, ofRow: id) ? .done : .refused
    case .showDetails:
      guard row.handles(.accessoryTapped) else { return .refused }
      send(.accessoryTapped, to: row, at: path)
      return .done
    case .delete:
      return requestDelete(at: path).map { .confirm($0) } ?? .refused
    case .moveUp, .moveDown:
      let target = path.row + (action.kind == .moveUp ? -1 : 1)
      guard row.traits.isMovable, target >= 0,
        target < content.sections[path.section].rows.count
      else { return .refused }
      return .move(from: path, to: RowPath(section: path.section, row: target))
    case .expand, .collapse:
      guard (try? setExpanded(action.kind == .expand, row: id)) != nil else { return .refused }
      return .done
    }
  }
}
