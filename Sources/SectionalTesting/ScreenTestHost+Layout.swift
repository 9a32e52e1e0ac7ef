import Sectional

extension ScreenTestHost {
  /// The row under the keyboard cursor of the screen on top (see
  /// ``HeadlessTableView/cursor``); `nil` before the first move.
  public var cursor: ListID? { table.cursor }

  /// Where a row of the screen on top is laid out: its line and column in its section (a grid,
  /// flow or carousel section puts several items on a line) and its frame.
  ///
  /// ```swift
  /// let photo = try #require(app.position(of: .id("photo-4")))
  /// #expect(photo.line == 1 && photo.column == 1)
  /// #expect(photo.x == 108 && photo.width == 100)  // (316 − 2 × 8) / 3 points wide
  /// ```
  ///
  /// - Parameter address: The row.
  /// - Returns: Its position, or `nil` when the screen has no such row.
  /// - Complexity: O(log n).
  public func position(of address: RowAddress) -> HeadlessTableView.ItemPosition? {
    table.position(of: address)
  }

  /// Puts the keyboard cursor on a row of the screen on top, scrolled into view.
  ///
  /// - Parameter address: The row.
  /// - Throws: ``HeadlessTableView/MissingRow`` when the screen has no such row.
  public func moveCursor(to address: RowAddress) throws {
    try table.moveCursor(to: address)
  }

  /// Moves the keyboard cursor as arrow keys do, one move per direction, in two dimensions in
  /// grid, flow and carousel sections (see ``HeadlessTableView/moveCursor(_:)``). Moving the
  /// cursor sends no events; ``activateCursor()`` taps its row.
  ///
  /// ```swift
  /// try app.moveCursor(to: .id("photo-0"))
  /// try app.moveCursor(.right, .down)  // the middle of the second line
  /// try app.activateCursor()  // Return: the photo's handlers run
  /// ```
  ///
  /// - Parameter directions: The moves, in order.
  /// - Throws: ``Failure`` when nothing selectable lies in a direction; the moves before it
  ///   are made.
  public func moveCursor(_ directions: ListLayout.Direction...) throws {
    for direction in directions where table.moveCursor(direction) == nil {
      throw Failure(
        interaction: "moveCursor(.\(direction))",
        problem: cursor.map { "no selectable row lies \(direction) of row id \($0)" }
          ?? "the screen has no selectable row")
    }
  }

  /// Taps the row under the cursor, as Return does (Enter in the terminal): highlight,
  /// unhighlight, select; the host rebuilds after its handlers.
  ///
  /// - Throws: ``Failure`` when no row has the cursor.
  public func activateCursor() throws {
    guard let cursor else {
      throw Failure(interaction: "activateCursor", problem: "no row has the cursor")
    }
    try table.tap(.id(cursor))
  }
}
