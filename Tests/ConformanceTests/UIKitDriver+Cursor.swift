#if os(Linux)
  import Sectional
  import SectionalUIKit
  import UIKitSurface

  /// A UIKit driver's keyboard cursor, the same on a table view and a collection view: focus
  /// on a row scrolls the least that shows it, an arrow key moves focus to the row the core's
  /// navigation names over what the view shows (passing over rows that cannot be selected, as
  /// keyboard focus does), Return taps the row under it.
  @MainActor
  protocol UIKitCursorDriver: LayoutConformanceDriver, AnyObject {
    /// The row (item) keyboard focus is on.
    var cursor: IndexPath? { get set }
    /// What the liaison shows.
    var shown: ListContent { get }
    /// The table or collection view.
    var listView: UIScrollView { get }
    /// Where the row with `id` is shown.
    func path(_ id: ListID) throws -> IndexPath
    /// Scrolls with as little movement as shows the row at `indexPath` whole.
    func scrollIntoView(_ indexPath: IndexPath)
    /// Taps the row at `indexPath`.
    func touch(_ indexPath: IndexPath) throws
  }

  extension UIKitCursorDriver {
    func cursor(to id: String) throws { try place(path(ListID(id))) }

    func place(_ indexPath: IndexPath) {
      cursor = indexPath
      scrollIntoView(indexPath)
      listView.layoutIfNeeded()
    }

    func move(_ direction: ListLayout.Direction) {
      guard let cursor else { return }
      let shown = shown
      let layout = ListLayout(content: shown, width: Double(listView.bounds.width))
      guard let next = layout.cursorRow(from: RowPath(cursor), moving: direction) else { return }
      place(next.indexPath)
    }

    func activate() throws {
      guard let cursor else { throw ConformanceFailure(description: "no row has the cursor") }
      try touch(cursor)
    }
  }

  extension UIKitDriver: UIKitCursorDriver {
    var shown: ListContent { screenTable.liaison.shown }
    var listView: UIScrollView { table }
    /// As `scrollToRow(at:at: .none)`.
    func scrollIntoView(_ indexPath: IndexPath) {
      table.scrollToRow(at: indexPath, at: .none, animated: false)
    }
    func touch(_ indexPath: IndexPath) throws { try table.tapRow(at: indexPath) }
  }
#endif
