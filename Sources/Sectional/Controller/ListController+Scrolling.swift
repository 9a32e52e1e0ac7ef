extension ListController {
  /// Scrolls the connected renderer so that a row is shown at `alignment`, without moving the
  /// cursor or the selection.
  ///
  /// ```swift
  /// try controller.scrollToRow(.id("pid-42"), at: .middle)
  /// ```
  ///
  /// Every renderer scrolls the same way: the terminal's list and the headless table by their
  /// layout, UIKit with `scrollToRow(at:at:animated:)` (`.nearest` is UIKit's `.none`). The
  /// terminal's cursor stays on its row when that row is still on screen, else goes to the row
  /// scrolled to (the cursor is always on screen there); the selection of the headless table
  /// and UIKit stays.
  ///
  /// - Parameters:
  ///   - address: The row, by id or position in ``content``.
  ///   - alignment: Where it ends up; `.nearest` (scroll the least that shows it) by default.
  ///   - animated: Whether UIKit animates the scroll; other renderers ignore it.
  /// - Throws: ``ListError`` naming the row when the list has no such row.
  public func scrollToRow(
    _ address: RowAddress, at alignment: ScrollAlignment = .nearest, animated: Bool = true
  ) throws(ListError) {
    let path = try resolve(address, "scrollToRow")
    guard let row = content[path] else { return }
    renderer?.reveal(row: row.id, at: alignment, animated: animated)
  }

  /// Selects a row — puts the terminal's cursor on it, or makes it the selected row of the
  /// headless table and UIKit — without sending it any event, as UIKit's
  /// `selectRow(at:animated:scrollPosition:)` does; `nil` clears the selection (the terminal's
  /// cursor stays).
  ///
  /// ```swift
  /// try controller.selectRow(.id("pid-42"), scrollingTo: .middle)
  /// ```
  ///
  /// Use it to show where the user was (the row they opened, when they come back) or to put the
  /// cursor on a row a command found. The row is the selected one from then on: a tap on
  /// another row sends it `willDeselect` and `didDeselect`, as after a tap.
  ///
  /// - Parameters:
  ///   - address: The row, by id or position in ``content``; `nil` to clear the selection.
  ///   - alignment: Where the row is scrolled to; `nil` for no scrolling. `.nearest` by
  ///     default.
  ///   - animated: Whether UIKit animates; other renderers ignore it.
  /// - Throws: ``ListError`` naming the row when the list has no such row, or when the row
  ///   cannot be selected (``Row/selectable(_:)`` is `false`).
  public func selectRow(
    _ address: RowAddress?, scrollingTo alignment: ScrollAlignment? = .nearest,
    animated: Bool = true
  ) throws(ListError) {
    guard let address else {
      renderer?.select(row: nil, scrollingTo: nil, animated: animated)
      return
    }
    let path = try resolve(address, "selectRow")
    guard let row = content[path] else { return }
    guard row.traits.isSelectable else {
      throw ListError(
        operation: "selectRow", problem: .notAllowed("row \(row.id) cannot be selected"))
    }
    renderer?.select(row: row.id, scrollingTo: alignment, animated: animated)
  }
}
