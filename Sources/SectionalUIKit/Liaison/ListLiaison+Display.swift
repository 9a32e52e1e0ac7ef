#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Display events, the same on a table view and a collection view: they come from the core's
  // DisplayTracker, item by item, as UIKit reports cells and header/footer views coming and
  // going: `configure` then `willDisplay` when one comes on screen, `didEndDisplaying` (to the
  // row it showed, even if the content no longer has it) when it leaves. A reloaded row gets a
  // new cell: UIKit may report the new cell before it ends the old one, so the liaison forwards
  // only the end of the cell that shows the row now. After every display and scroll the tracker
  // hands the controller the visible region (pagination).
  extension ListLiaison {
    /// `cell` shows `row`, at `indexPath`: sends the row's `configure` and `willDisplay`, then
    /// reports the visible region.
    func rowWillDisplay(_ row: Row, at indexPath: IndexPath, in cell: AnyObject) {
      state.cells.display(row.id, in: cell)
      tracker.rowWillDisplay(at: RowPath(indexPath), in: shown)
      reportViewport()
    }

    /// Sends `didEndDisplaying` to the row `cell` showed, unless another cell shows it now.
    func rowDidEndDisplaying(in cell: AnyObject) {
      guard let id = state.cells.endDisplaying(cell) else { return }
      tracker.rowDidEndDisplaying(id)
    }

    /// Sends the `configure` and `willDisplay` of the header or footer `view` shows.
    func decorationWillDisplay(_ view: AnyObject, _ kind: SectionContext.Kind, _ index: Int) {
      guard let section = section(at: index) else { return }
      state.decorations.display(Decoration(sectionID: section.id, kind: kind), in: view)
      tracker.willDisplay(kind, ofSection: index, in: shown)
    }

    /// Sends the `didEndDisplaying` of the header or footer `view` showed, unless another view
    /// shows it now.
    func decorationDidEndDisplaying(_ view: AnyObject) {
      guard let decoration = state.decorations.endDisplaying(view) else { return }
      tracker.didEndDisplaying(decoration.kind, ofSection: decoration.sectionID)
    }
  }
#endif
