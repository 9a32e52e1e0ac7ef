import Sectional

extension ListView {
  /// Scrolls so that the row with `id` shows at `alignment`; the cursor stays on its row while
  /// that row is on screen, else goes to the row scrolled to (or, when that one cannot take
  /// it, to the first row shown that can). Nothing happens when the view does not show the
  /// row (find filtered it out).
  ///
  /// Call it through `ListController.scrollToRow(_:at:animated:)`.
  ///
  /// - Parameters:
  ///   - id: The row's id.
  ///   - alignment: Where it ends up.
  ///   - animated: Ignored: a terminal frame is drawn at once.
  public func reveal(row id: ListID, at alignment: ScrollAlignment, animated: Bool) {
    guard let path = layout.content.path(of: id) else { return }
    scrollRow(at: path, to: alignment)
    if !isSelectionVisible {
      let top = layout.contentOffset
      let shown = layout.frames(from: top, to: top + layout.viewportHeight).compactMap {
        frame -> RowPath? in
        guard case .row(let candidate) = frame.item, frame.top >= top,
          layout.content[candidate]?.takesCursor == true
        else { return nil }
        return candidate
      }
      // The target row itself when it can take the cursor, else the first row on screen.
      if let target = shown.first(where: { $0 == path }) ?? shown.first {
        let offset = layout.contentOffset
        moveCursor(to: target)
        layout.scroll(toOffset: offset)
        measureVisible()
      }
    }
    updateDisplay()
  }

  /// Puts the cursor on the row with `id` without sending events, and makes it the selected
  /// row (the one that gets the deselect events when another row is chosen); `nil` forgets
  /// the selected row and leaves the cursor where it is.
  ///
  /// Call it through `ListController.selectRow(_:scrollingTo:animated:)`.
  ///
  /// - Parameters:
  ///   - id: The row's id, or `nil`.
  ///   - alignment: Where to scroll the row; `nil` for no scrolling.
  ///   - animated: Ignored: a terminal frame is drawn at once.
  public func select(row id: ListID?, scrollingTo alignment: ScrollAlignment?, animated: Bool) {
    guard let id else {
      tappedID = nil
      return
    }
    guard let path = layout.content.path(of: id), layout.content[path]?.traits.isSelectable == true
    else { return }
    tappedID = id
    if path != selectedPath {
      selectedPath = path
      selectedID = id
      focus = 0
      followChosenPart()
    }
    if let alignment { scrollRow(at: path, to: alignment) }
    updateDisplay()
  }

  /// Scrolls the row at `path` to `alignment`, measuring the rows that come on screen and
  /// aligning again, since their heights move it; a row centred between two lines goes up to
  /// the whole line above.
  func scrollRow(at path: RowPath, to alignment: ScrollAlignment) {
    for _ in 0..<2 {
      layout.scroll(toShow: .row(path), at: alignment)
      layout.scroll(toOffset: layout.contentOffset.rounded(.down))
      measureVisible()
    }
  }

  /// Where the cursor is before a change, to keep it there (`CursorTracking.keepsLine`):
  /// its row's position and the view's offset; `nil` without a cursor or when the cursor
  /// follows its row.
  var lineToKeep: (path: RowPath, offset: Double)? {
    guard controller.cursorTracking == .keepsLine, let selectedPath else { return nil }
    return (selectedPath, layout.contentOffset)
  }

  /// After a stage, puts the view back at its offset and the cursor on the row now at its
  /// position, or the nearest that can take it (`ListContent.nearestCursorRow(to:)`, as every
  /// host).
  func keepLine(_ line: (path: RowPath, offset: Double)) {
    layout.scroll(toOffset: line.offset)
    guard let path = layout.content.nearestCursorRow(to: line.path) else { return }
    takeCursor(to: path)
  }

  /// Where `stage` takes the cursor: the row it brings in place of the cursor's row, when it
  /// removes that row (`Changeset.successor(of:)`); `nil` for a cursor on a header.
  func cursorSuccessor(in stage: Changeset) -> RowPath? {
    guard selectedHeaderID == nil, let selectedID else { return nil }
    return stage.successor(of: selectedID)
  }

  /// Puts the cursor on the row at `path` of the laid-out content, without events, as the
  /// cursor's own row would keep it: the settling that follows shows it.
  func takeCursor(to path: RowPath) {
    guard let row = layout.content[path], row.takesCursor else { return }
    if row.id != selectedID { focus = 0 }
    selectedPath = path
    selectedID = row.id
  }
}
