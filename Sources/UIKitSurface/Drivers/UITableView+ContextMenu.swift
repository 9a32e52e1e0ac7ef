// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UITableView {
  /// A long press on a row: the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`
  /// (at the row's centre), then the configuration's action provider, as UIKit asks them
  /// before the menu shows.
  ///
  /// - Parameter indexPath: A row on screen.
  /// - Returns: The menu's actions, in order.
  /// - Throws: When the row is not on screen or shows no menu.
  public func longPressRow(at indexPath: IndexPath) throws(SurfaceDriverError) -> [UIAction] {
    let cell = try surfaceTouch(indexPath)
    let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
    guard
      let configuration = delegate?.tableView(
        self, contextMenuConfigurationForRowAt: indexPath, point: point),
      let menu = configuration.surfaceActionProvider?([])
    else { throw .noContextMenu(indexPath) }
    let actions = menu.children.compactMap { $0 as? UIAction }
    guard !actions.isEmpty else { throw .noContextMenu(indexPath) }
    return actions
  }

  /// A long press on a row, then a tap on one of its menu's actions: the menu closes and the
  /// action's handler runs, as in UIKit; a disabled action cannot be tapped.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - indexPath: A row on screen.
  /// - Throws: As ``longPressRow(at:)``, or when the menu has no such action or it is disabled.
  public func chooseContextMenuAction(titled title: String, forRowAt indexPath: IndexPath)
    throws(SurfaceDriverError)
  {
    let actions = try longPressRow(at: indexPath)
    guard let action = actions.first(where: { $0.title == title }) else {
      throw .noAction(title)
    }
    guard !action.attributes.contains(.disabled) else { throw .menuActionDisabled(title) }
    action.surfaceHandler?(action)
    layoutIfNeeded()
  }
}
