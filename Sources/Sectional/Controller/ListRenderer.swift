/// What draws a ``ListController``'s content: a terminal list view, a `UITableView` adapter or
/// the headless table of `SectionalTesting`.
///
/// A renderer keeps its own copy of the content it shows (its data source). The controller hands
/// it every change as a ``StagedChangeset``: for each stage, switch the data source to the
/// stage's ``Changeset/content`` and perform the stage's batch. Calls never overlap: a change
/// made while a renderer is applying one is queued and handed over when it returns.
@MainActor
public protocol ListRenderer: AnyObject {
  /// Applies every stage of `changes`, in order.
  ///
  /// - Parameters:
  ///   - changes: The batches; never empty.
  ///   - controller: The controller whose content changed.
  func apply(_ changes: StagedChangeset, from controller: ListController)

  /// Drops whatever is shown and shows `controller.content` from scratch, without animation.
  ///
  /// - Parameter controller: The controller to show.
  func reloadData(from controller: ListController)

  /// Scrolls so that the row with `id` shows at `alignment`, moving no selection (see
  /// ``ListController/scrollToRow(_:at:animated:)``). A renderer that does not implement it
  /// does nothing.
  ///
  /// - Parameters:
  ///   - id: The row's id; the controller checked that its content has it.
  ///   - alignment: Where it ends up.
  ///   - animated: Whether to animate, where the renderer can.
  func reveal(row id: ListID, at alignment: ScrollAlignment, animated: Bool)

  /// Selects the row with `id` without sending events, scrolling it to `alignment` unless that
  /// is `nil` (see ``ListController/selectRow(_:scrollingTo:animated:)``); `nil` clears the
  /// selection. A renderer that does not implement it does nothing.
  ///
  /// - Parameters:
  ///   - id: The row's id, or `nil`.
  ///   - alignment: Where to scroll the row; `nil` for no scrolling.
  ///   - animated: Whether to animate, where the renderer can.
  func select(row id: ListID?, scrollingTo alignment: ScrollAlignment?, animated: Bool)

  /// Takes `content` as its copy of what it shows, after an update whose diff found nothing
  /// to animate: the same rows, sections and components, but what rows carry beside their
  /// components may differ (their actions' titles, their names and accessibility, their
  /// handlers). Keep it as the data source, so that a swipe or an action menu opened next
  /// shows the rows as they are now. A renderer that does not implement it keeps its copy.
  ///
  /// - Parameters:
  ///   - content: The controller's content, of the same shape as the renderer's copy.
  ///   - controller: The controller.
  func adopt(_ content: ListContent, from controller: ListController)
}
