#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Forms on a table view: what ListLiaison+Forms.swift needs of the table (its field cells, its
  // scrolling). A stage that would reload the row being edited updates its cell in place
  // instead (ListLiaison+Updates.swift, with the table's updateInPlace in
  // TableViewLiaison+Updates.swift).
  extension TableViewLiaison {
    /// The table view, for the forms' layout passes.
    var listView: UIScrollView? { tableView }

    /// The field cell on screen that shows the row with `id`.
    func fieldView(showing id: ListID) -> (any FieldView)? {
      guard let path = shown.path(of: id) else { return nil }
      return tableView?.cellForRow(at: path.indexPath)?.contentView as? any FieldView
    }

    func cellShown(at indexPath: IndexPath) -> UIView? {
      tableView?.cellForRow(at: indexPath)
    }

    /// Scrolls the row with `id` fully into view, above the keyboard (the content inset).
    func scrollRowIntoView(_ id: ListID) {
      guard let tableView, let path = shown.path(of: id) else { return }
      tableView.scrollToRow(at: path.indexPath, at: .none, animated: true)
    }

    /// A cell coming on screen for the focused row takes the first responder.
    func cellWillDisplay(_ cell: UITableViewCell, for row: Row) {
      fieldWillDisplay(cell.contentView as? any FieldView, for: row)
    }
  }
#endif
