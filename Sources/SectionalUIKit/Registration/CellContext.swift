#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  import Sectional

  /// What a cell's configuration receives besides the component: the row, and a way for controls
  /// inside the cell (a switch, pills, buttons, embedded rows) to report what the user chose.
  ///
  /// ```swift
  /// liaison.register(RatingItem.self, cell: RatingCell.self) { cell, item, context in
  ///   cell.onStar = { star in context.send(.action("star-\(star)")) }
  /// }
  /// ```
  @MainActor
  public struct CellContext {
    /// The row the cell shows.
    public let row: Row
    let sendDetail: @MainActor (EventDetail) -> Void
    /// The liaison, for the form cells: their edits, Return and editing state go through it.
    weak var liaison: (any ListLiaison)?

    /// Sends the row's `didSelect` with `detail`, addressed by the row's id so that a cell that
    /// moved since it was configured still reaches its row.
    ///
    /// - Parameter detail: What was used: `.interaction(…)` with the component's own
    ///   `ComponentInteraction` (a switch, a pill, an inner row), or `.action(id)`.
    public func send(_ detail: EventDetail) {
      sendDetail(detail)
    }

    init(row: Row, send: @escaping @MainActor (EventDetail) -> Void) {
      self.row = row
      self.sendDetail = send
    }
  }
#endif
