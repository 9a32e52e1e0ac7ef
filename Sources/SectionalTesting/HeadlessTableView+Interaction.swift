import Sectional

extension HeadlessTableView {
  /// Where a scrolled-to row ends up in the viewport.
  public enum ScrollPosition: Sendable {
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// The error of an interaction with a row that is not in the table.
  public struct MissingRow: Error, Equatable, CustomStringConvertible {
    /// The row asked for.
    public var address: RowAddress
    /// What the test tried.
    public var interaction: String
    /// One line naming both.
    public var description: String { "\(interaction): no \(address) in the table" }
  }

  /// The position of `address` in the table's own content.
  ///
  /// - Parameter address: A row, by position or id.
  /// - Returns: Its position, or `nil` when it is not there.
  public func path(of address: RowAddress) -> RowPath? {
    switch address.kind {
    case .path(let path): shown[path] == nil ? nil : path
    case .id(let id): shown.path(of: id)
    }
  }

  func require(_ address: RowAddress, _ interaction: String) throws(MissingRow) -> RowPath {
    guard let path = path(of: address) else {
      throw MissingRow(address: address, interaction: interaction)
    }
    return path
  }

  /// Touches a row down: `didHighlight` when it is selectable.
  ///
  /// - Parameter address: The row.
  /// - Throws: ``MissingRow`` when the table has no such row.
  public func highlight(_ address: RowAddress) throws(MissingRow) {
    let path = try require(address, "highlight")
    guard controller.canSelect(at: path) else { return }
    controller.send(.didHighlight, at: path)
  }

  /// Lifts the touch: `didUnhighlight`.
  ///
  /// - Parameter address: The row.
  /// - Throws: ``MissingRow`` when the table has no such row.
  public func unhighlight(_ address: RowAddress) throws(MissingRow) {
    let path = try require(address, "unhighlight")
    guard controller.canSelect(at: path) else { return }
    controller.send(.didUnhighlight, at: path)
  }

  /// Selects a row as UIKit does: `willSelect`, the previous selection's `willDeselect` and
  /// `didDeselect`, then `didSelect`. Unselectable rows get nothing, and a node of an outline
  /// whose row has no select handler expands or collapses instead, selected by nothing.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - detail: Which pill, button or inner row was chosen, for rows that have them.
  /// - Throws: ``MissingRow`` when the table has no such row.
  public func select(_ address: RowAddress, detail: EventDetail = .none) throws(MissingRow) {
    let path = try require(address, "select")
    guard controller.canSelect(at: path), let row = shown[path] else { return }
    // A folder-like node of an outline opens or closes instead, selecting nothing, as UIKit's
    // liaisons do.
    if row.togglesOnTap, detail == .none {
      controller.personSetsExpanded(row.outline?.disclosure == .collapsed, row: row.id)
      return
    }
    controller.send(.willSelect, at: path)
    if let selectedID, selectedID != row.id, let old = shown.path(of: selectedID) {
      controller.send(.willDeselect, at: old)
      controller.send(.didDeselect, at: old)
    }
    selectedID = row.id
    controller.send(.didSelect, at: path, detail: detail)
  }

  /// Taps a row: highlight, unhighlight, then select. A field's row then gives its field focus
  /// and is not left selected, as a tap beside a text field does in iOS Settings.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - detail: Which pill, button or inner row was tapped.
  /// - Throws: ``MissingRow`` when the table has no such row.
  public func tap(_ address: RowAddress, detail: EventDetail = .none) throws(MissingRow) {
    let path = try require(address, "tap")
    // While the screen selects rows (a `MultipleSelectionScreen`), a tap selects or deselects
    // the row, as a tap in UIKit's editing mode with multiple selection: no row events.
    if let selecting = controller.rowSelection, selecting.isSelectingRows, let row = shown[path] {
      cursorID = row.id
      selecting.toggleRow(row.id)
      return
    }
    guard let row = shown[path], controller.canSelect(at: path) else {
      try highlight(address)
      try unhighlight(address)
      return
    }
    let previous = selectedID.flatMap { shown.path(of: $0) }
    // The cursor goes to the tapped row, as a click or Enter leaves the terminal's there.
    cursorID = row.id
    // A folder-like node opens or closes; the selection stays where it was, as in UIKit.
    if row.togglesOnTap, detail == .none {
      controller.tap(at: path, deselecting: nil, detail: detail)
      return
    }
    // An action row is deselected once its handlers ran, as UIKit's table does; so is a
    // field's row, whose field takes focus, and a choice's value row, whose checklist the
    // presenter pushes (as UIKit and the terminal push it).
    let isField = row.component.isFocusable
    let opensChoices =
      detail == .none
      && (row.component as? ChoiceItem)?.showsSegments(inWidth: viewportWidth) == false
    selectedID = row.traits.deselectsAfterSelection || isField || opensChoices ? nil : row.id
    controller.tap(at: path, deselecting: previous, detail: detail)
    if isField, controller.focusedID != row.id {
      controller.focus(row.id)
    }
    if opensChoices, let now = controller.content.path(of: row.id) {
      controller.openChoices(at: now)
    }
  }

  /// Deselects the selected row: `willDeselect`, then `didDeselect`.
  public func deselect() {
    guard let selectedID, let path = shown.path(of: selectedID) else {
      selectedID = nil
      return
    }
    controller.send(.willDeselect, at: path)
    self.selectedID = nil
    controller.send(.didDeselect, at: path)
  }

  /// Why ``tapAccessory(_:)`` sent nothing.
  public enum AccessoryRefusal: Error, Equatable, CustomStringConvertible {
    /// The table has no such row.
    case missingRow(MissingRow)
    /// The row shows no detail button, so UIKit would deliver no tap: only a `TextItem` with
    /// the `.detailButton` accessory shows one.
    case noDetailButton(row: ListID)

    /// One line naming the row and the problem.
    public var description: String {
      switch self {
      case .missingRow(let missing): missing.description
      case .noDetailButton(let row): "tapAccessory: row id \(row) has no detail button"
      }
    }
  }

  /// Taps a row's detail button: `accessoryTapped`, as UIKit sends it.
  ///
  /// - Parameter address: The row.
  /// - Throws: ``AccessoryRefusal`` when the table has no such row, or the row shows no detail
  ///   button (nothing is sent: UIKit would not deliver the tap).
  public func tapAccessory(_ address: RowAddress) throws(AccessoryRefusal) {
    guard let path = path(of: address), let row = shown[path] else {
      throw .missingRow(MissingRow(address: address, interaction: "tapAccessory"))
    }
    guard (row.component as? TextItem)?.accessory == .detailButton else {
      throw .noDetailButton(row: row.id)
    }
    controller.send(.accessoryTapped, at: path)
  }

  /// Swipes a row and confirms its deletion: `willBeginEditing`, the controller's delete (the
  /// row's `delete` handlers), then `didEndEditing`.
  ///
  /// - Parameter address: The row.
  /// - Throws: ``MissingRow`` when the table has no such row, or the controller's `ListError`
  ///   when the row is not deletable.
  public func swipeToDelete(_ address: RowAddress) throws {
    let path = try require(address, "swipeToDelete")
    guard let row = shown[path] else { return }
    controller.send(.willBeginEditing, at: path)
    defer { controller.send(.didEndEditing, to: row, at: path) }
    try controller.commitDelete(at: path)
  }

  /// Drags a row to a new position, as the reorder control does: the table shows the move at
  /// once and the controller records it and fires the row's `move` handlers.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - destination: Where it is dropped.
  /// - Throws: ``MissingRow`` when the table has no such row, or the controller's `ListError`
  ///   when the row is not movable or the destination is out of range.
  public func dragRow(_ address: RowAddress, to destination: RowPath) throws {
    let source = try require(address, "dragRow")
    try controller.commitMove(from: source, to: destination)
    shown = controller.content
    layout.reload(shown)
    refreshDisplay(reloaded: [])
  }

  /// Scrolls to an offset, clamped to the content; display events follow.
  ///
  /// - Parameter offset: The new content offset.
  public func scroll(toOffset offset: Double) {
    contentOffset = offset.isFinite ? offset : 0
    refreshDisplay(reloaded: [])
  }

  /// Touches `title` in the section index, as a person does on UIKit's index strip (see
  /// `Section.indexTitle(_:)`): the section's top, its header when it has one, goes to the top
  /// of the viewport, as far as the content scrolls.
  ///
  /// ```swift
  /// table.tapSectionIndexTitle("E")
  /// ```
  ///
  /// - Parameter title: A title of the content's `sectionIndexTitles`.
  /// - Returns: `false` when the index has no such title (nothing scrolls).
  @discardableResult
  public func tapSectionIndexTitle(_ title: String) -> Bool {
    guard let entry = shown.sectionIndexTitles.first(where: { $0.title == title }) else {
      return false
    }
    let section = shown.sections[entry.section]
    let top: LayoutItem =
      section.header != nil
      ? .header(section: entry.section) : .row(RowPath(section: entry.section, row: 0))
    if let offset = layout.offset(toShow: top, at: .top) {
      contentOffset = min(max(0, offset), layout.maxContentOffset)
    }
    refreshDisplay(reloaded: [])
    return true
  }

  /// Scrolls so that a row is at `position` in the viewport.
  ///
  /// - Parameters:
  ///   - address: The row.
  ///   - position: `.top` by default.
  /// - Throws: ``MissingRow`` when the table has no such row.
  public func scroll(to address: RowAddress, at position: ScrollPosition = .top)
    throws(MissingRow)
  {
    let path = try require(address, "scroll")
    let alignment: ScrollAlignment =
      switch position {
      case .top: .top
      case .middle: .middle
      case .bottom: .bottom
      }
    if let offset = layout.offset(toShow: .row(path), at: alignment) { contentOffset = offset }
    refreshDisplay(reloaded: [])
  }

  /// Resizes the viewport; display events follow.
  ///
  /// - Parameters:
  ///   - height: The new height.
  ///   - width: The new width; unchanged when `nil`.
  public func resize(height: Double, width: Double? = nil) {
    viewportHeight = RowHeight.sanitized(height)
    if let width { viewportWidth = RowHeight.sanitized(width) }
    refreshDisplay(reloaded: [])
  }
}
