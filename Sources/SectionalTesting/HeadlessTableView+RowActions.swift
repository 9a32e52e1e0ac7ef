import Sectional

extension HeadlessTableView {
  /// The error of choosing a row action the row does not offer, or offers disabled.
  public struct UnavailableAction: Error, Equatable, CustomStringConvertible {
    /// The title asked for.
    public var title: String
    /// The row's id.
    public var row: ListID
    /// The titles of the row's actions (swipe leading, swipe trailing, context menu).
    public var available: [String]
    /// Whether an action of that title exists but is disabled.
    public var isDisabled: Bool

    /// One line naming the action, the row and what it offers.
    public var description: String {
      if isDisabled { return "action \"\(title)\": disabled on row id \(row)" }
      let titles = available.map { "\"\($0)\"" }.joined(separator: ", ")
      return titles.isEmpty
        ? "action \"\(title)\": row id \(row) has no actions"
        : "action \"\(title)\": row id \(row) has only \(titles)"
    }
  }

  /// Where a row's action of a title is: the first of that title among the leading swipe
  /// actions, the trailing ones, then the context menu, as the terminal's menu lists them.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - row: The row.
  /// - Returns: Its placement and index, or `nil` when the row has no action of that title.
  package static func action(titled title: String, of row: Row) -> (
    placement: RowAction.Placement, index: Int
  )? {
    for placement in RowAction.Placement.allCases {
      if let index = row.traits.actions(placement).firstIndex(where: { $0.title == title }) {
        return (placement, index)
      }
    }
    return nil
  }

  /// Chooses one of a row's actions by title, as a swipe button or a context-menu entry is
  /// chosen: its handler runs with the row's context (`RowEvent.didSelect`, the title as
  /// `RowContext.actionID`); a swipe action between `RowEvent.willBeginEditing` and
  /// `RowEvent.didEndEditing`, as UIKit's swipe sends them.
  ///
  /// - Parameters:
  ///   - title: The action's title; the first of that title among the leading swipe actions,
  ///     the trailing ones, then the context menu.
  ///   - address: The row.
  /// - Throws: ``MissingRow`` when the table has no such row; ``UnavailableAction`` when the
  ///   row has no enabled action of that title (nothing ran).
  public func performAction(_ title: String, onRow address: RowAddress) throws {
    let path = try require(address, "performAction \"\(title)\"")
    guard let row = shown[path] else { return }
    guard let found = Self.action(titled: title, of: row),
      row.traits.actions(found.placement)[found.index].isEnabled
    else {
      let all = RowAction.Placement.allCases.flatMap { row.traits.actions($0) }
      throw UnavailableAction(
        title: title, row: row.id, available: all.map(\.title),
        isDisabled: all.contains { $0.title == title })
    }
    controller.chooseRowAction(found.placement, at: found.index, ofRow: row.id)
  }
}
