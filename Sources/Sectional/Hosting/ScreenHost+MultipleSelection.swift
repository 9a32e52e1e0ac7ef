/// What renderers ask of the rows a person selects for an action on several: implemented by the
/// host of a ``MultipleSelectionScreen`` (``ListController/rowSelection``).
@MainActor
package protocol RowSelecting: AnyObject {
  /// Whether a person is selecting rows now: a tap selects or deselects instead of sending the
  /// row's events.
  var isSelectingRows: Bool { get }
  /// The ids of the rows selected.
  var selectedRows: Set<ListID> { get }
  /// A person selected (`true`) or deselected a row: the selection changes, when the row can be
  /// selected, and the screen rebuilds.
  func setRow(_ id: ListID, selected: Bool)
  /// A person selected or deselected several rows at once (a range): the selection changes for
  /// those that can be selected, and the screen rebuilds once.
  func setRows(_ ids: Set<ListID>, selected: Bool)
  /// A person started selecting by marking rows (the terminal's Space or Shift-↑/↓ on a screen
  /// not selecting yet): selecting starts with those of `ids` that can be selected, and the
  /// screen rebuilds once.
  func beginSelecting(with ids: Set<ListID>)
  /// A person stopped selecting (the terminal's Esc): the selection empties, and the screen
  /// rebuilds.
  func endSelecting()
}

extension RowSelecting {
  /// A person's tap on the row `id` while rows are selected: it is selected, or deselected
  /// when it was.
  package func toggleRow(_ id: ListID) {
    setRow(id, selected: !selectedRows.contains(id))
  }
}

extension ScreenHost: RowSelecting {
  /// Whether the screen is a ``MultipleSelectionScreen`` that is selecting rows now.
  public var isSelectingRows: Bool {
    (screen as? any MultipleSelectionScreen)?.isSelectingRows ?? false
  }

  /// The rows selected, for a ``MultipleSelectionScreen``; empty for other screens.
  public var selectedRows: Set<ListID> {
    (screen as? any MultipleSelectionScreen)?.selectedRows ?? []
  }

  /// A person selected or deselected the row `id` while the screen selects rows: the
  /// screen's ``MultipleSelectionScreen/selectedRows`` changes, and it rebuilds now. A row that
  /// cannot be selected (unselectable or disabled), or that the content does not show, is left
  /// out; nothing happens while the screen is not selecting.
  ///
  /// ```swift
  /// host.setRow(ListID("beach"), selected: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - selected: Whether it is selected now.
  public func setRow(_ id: ListID, selected: Bool) {
    setRows([id], selected: selected)
  }

  /// A person selected or deselected the rows `ids` at once (a range the terminal's Shift-↑/↓
  /// went over): as ``setRow(_:selected:)`` for each, and the screen rebuilds once, when the
  /// selection changed.
  ///
  /// - Parameters:
  ///   - ids: The rows' ids.
  ///   - selected: Whether they are selected now.
  package func setRows(_ ids: Set<ListID>, selected: Bool) {
    guard let screen = screen as? any MultipleSelectionScreen, screen.isSelectingRows else {
      return
    }
    let changing =
      selected
      ? selectable(among: ids.subtracting(screen.selectedRows))
      : ids.intersection(screen.selectedRows)
    guard !changing.isEmpty else { return }
    if selected {
      screen.selectedRows.formUnion(changing)
    } else {
      screen.selectedRows.subtract(changing)
    }
    updateAfterUserAction()
  }

  /// A person started selecting by marking `ids` (the terminal's Space on a row, or Shift-↑/↓,
  /// while the screen is not selecting): the screen's
  /// ``MultipleSelectionScreen/isSelectingRows`` turns on with those of `ids` that can be
  /// selected, and it rebuilds once. Nothing happens when none can be, or for other screens.
  ///
  /// - Parameter ids: The rows marked.
  package func beginSelecting(with ids: Set<ListID>) {
    guard let screen = screen as? any MultipleSelectionScreen, !screen.isSelectingRows else {
      return
    }
    let marked = selectable(among: ids)
    guard !marked.isEmpty else { return }
    screen.isSelectingRows = true
    screen.selectedRows = marked
    updateAfterUserAction()
  }

  /// A person stopped selecting (the terminal's Esc): the screen's
  /// ``MultipleSelectionScreen/isSelectingRows`` turns off, the selection empties, and it
  /// rebuilds.
  package func endSelecting() {
    guard let screen = screen as? any MultipleSelectionScreen, screen.isSelectingRows else {
      return
    }
    screen.isSelectingRows = false
    screen.selectedRows = []
    updateAfterUserAction()
  }

  /// The ids of `ids` whose rows the content shows and can be selected (selectable and
  /// enabled), and that are no status row: a loading or retry row (``LoadingItem``: a page's,
  /// an outline node's children's) names nothing to act on, so it never joins a selection.
  ///
  /// - Complexity: O(n) in the content's rows, plus the rows of `ids` made for a `ForEach`.
  private func selectable(among ids: Set<ListID>) -> Set<ListID> {
    guard !ids.isEmpty else { return [] }
    let content = controller.content
    var kept = Set<ListID>()
    for (id, path) in content.paths(of: ids) {
      guard let row = content[path], row.canBeSelected, !(row.component is LoadingItem) else {
        continue
      }
      kept.insert(id)
    }
    return kept
  }

  /// Keeps the selection to what the content shows after a rebuild: the ids of rows that left
  /// or can no longer be selected leave it, and it empties when selecting ended. Returns whether
  /// it changed (the screen then rebuilds once more, as its content may show the selection).
  func keepRowSelection() -> Bool {
    guard let screen = screen as? any MultipleSelectionScreen else { return false }
    let kept: Set<ListID> = screen.isSelectingRows ? selectable(among: screen.selectedRows) : []
    guard kept != screen.selectedRows else { return false }
    screen.selectedRows = kept
    return true
  }
}
