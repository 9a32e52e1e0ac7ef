extension ListRenderer {
  /// Does nothing: a renderer that cannot scroll ignores ``ListController/scrollToRow(_:at:animated:)``.
  ///
  /// - Parameters:
  ///   - id: The row's id, in the renderer's content.
  ///   - alignment: Where it ends up.
  ///   - animated: Whether to animate.
  public func reveal(row id: ListID, at alignment: ScrollAlignment, animated: Bool) {}

  /// Does nothing: a renderer without a selection ignores ``ListController/selectRow(_:scrollingTo:animated:)``.
  ///
  /// - Parameters:
  ///   - id: The row's id, in the renderer's content; `nil` to clear the selection.
  ///   - alignment: Where to scroll it; `nil` for no scrolling.
  ///   - animated: Whether to animate.
  public func select(row id: ListID?, scrollingTo alignment: ScrollAlignment?, animated: Bool) {}

  /// Does nothing: a renderer that reads rows only from the stages it is given keeps them.
  ///
  /// - Parameters:
  ///   - content: The controller's content.
  ///   - controller: The controller.
  public func adopt(_ content: ListContent, from controller: ListController) {}
}
