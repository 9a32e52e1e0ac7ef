#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TableViewLiaison {
    /// UIKit's scroll position for an alignment: `.nearest` is `.none`, which "scrolls the row
    /// of interest to be fully visible with a minimum of movement".
    static func scrollPosition(_ alignment: ScrollAlignment) -> UITableView.ScrollPosition {
      switch alignment {
      case .top: .top
      case .middle: .middle
      case .bottom: .bottom
      case .nearest: .none
      }
    }

    /// Scrolls the row with `id` to `alignment` with `scrollToRow(at:at:animated:)`. Call it
    /// through `ListController.scrollToRow(_:at:animated:)`.
    ///
    /// - Parameters:
    ///   - id: The row's id.
    ///   - alignment: Where it ends up.
    ///   - animated: Whether UIKit animates the scroll.
    public func reveal(row id: ListID, at alignment: ScrollAlignment, animated: Bool) {
      revealRow(id, at: alignment, animated: animated)
    }

    /// Selects the row with `id` with `selectRow(at:animated:scrollPosition:)`, which calls no
    /// delegate method; `nil` clears the selection. Call it through
    /// `ListController.selectRow(_:scrollingTo:animated:)`.
    ///
    /// - Parameters:
    ///   - id: The row's id, or `nil`.
    ///   - alignment: Where to scroll the row; `nil` for no scrolling.
    ///   - animated: Whether UIKit animates.
    public func select(row id: ListID?, scrollingTo alignment: ScrollAlignment?, animated: Bool) {
      selectRow(id, scrollingTo: alignment, animated: animated)
    }

    /// The table view's selected rows.
    var selectedIndexPaths: [IndexPath] { tableView?.indexPathsForSelectedRows ?? [] }

    var allowsMultipleSelection: Bool { tableView?.allowsMultipleSelection ?? false }

    /// Scrolls with `scrollToRow(at:at:animated:)`.
    func scrollToShown(_ indexPath: IndexPath, at alignment: ScrollAlignment, animated: Bool) {
      tableView?.scrollToRow(at: indexPath, at: Self.scrollPosition(alignment), animated: animated)
    }

    /// Selects with `selectRow(at:animated:scrollPosition:)` at `.none`, which does not scroll,
    /// then scrolls with `scrollToRow(at:at:animated:)`, where `.none` means `.nearest`.
    func selectShown(
      _ indexPath: IndexPath, scrollingTo alignment: ScrollAlignment?, animated: Bool
    ) {
      tableView?.selectRow(at: indexPath, animated: animated, scrollPosition: .none)
      if let alignment {
        scrollToShown(indexPath, at: alignment, animated: animated)
      }
    }

    func deselectShown(_ indexPath: IndexPath, animated: Bool) {
      tableView?.deselectRow(at: indexPath, animated: animated)
    }

    func moveShownRow(from source: IndexPath, to destination: IndexPath) {
      tableView?.moveRow(at: source, to: destination)
    }
  }
#endif
