#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Display events come from the core's DisplayTracker, item by item, as UIKit reports cells and
  // header/footer views coming and going: `configure` then `willDisplay` when one comes on
  // screen, `didEndDisplaying` (to the row it showed, even if the content no longer has it) when
  // it leaves. A reloaded row gets a new cell: UIKit may report the new cell before it ends the
  // old one, so the liaison forwards only the end of the cell that shows the row now. After every
  // display and scroll the tracker hands the controller the visible region (pagination).
  extension TableViewLiaison: UITableViewDelegate {
    /// Sends the row's `configure` and `willDisplay`, then reports the visible region.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      guard let row = row(at: indexPath) else { return }
      let key = ObjectIdentifier(cell)
      displayedCells[key] = row.id
      cellShowing[row.id] = key
      tracker.rowWillDisplay(at: RowPath(indexPath), in: shown)
      reportViewport()
      cellWillDisplay(cell, for: row)
    }

    /// Sends `didEndDisplaying` to the row the cell showed, unless another cell shows it now.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      let key = ObjectIdentifier(cell)
      guard let id = displayedCells.removeValue(forKey: key), cellShowing[id] == key else {
        return
      }
      cellShowing[id] = nil
      tracker.rowDidEndDisplaying(id)
    }

    /// Dequeues the header view registered for the section's header component.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?
    {
      supplementaryView(.header, in: section, of: tableView)
    }

    /// Dequeues the footer view registered for the section's footer component.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
      -> UIView?
    {
      supplementaryView(.footer, in: section, of: tableView)
    }

    /// Sends the header's `configure` and `willDisplay`.
    public func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      decorationWillDisplay(view, .header, section)
    }

    /// Sends the footer's `configure` and `willDisplay`.
    public func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      decorationWillDisplay(view, .footer, section)
    }

    /// Sends the header's `didEndDisplaying`.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      decorationDidEndDisplaying(view)
    }

    /// Sends the footer's `didEndDisplaying`.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      decorationDidEndDisplaying(view)
    }

    /// Reports the visible region (pagination decides from it), then calls ``onScroll``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
      reportViewport()
      onScroll?(scrollView)
    }

    func decorationWillDisplay(_ view: UIView, _ kind: SectionContext.Kind, _ index: Int) {
      guard let section = section(at: index) else { return }
      let key = ObjectIdentifier(view)
      let decoration = Decoration(sectionID: section.id, kind: kind)
      displayedViews[key] = decoration
      viewShowing[decoration] = key
      tracker.willDisplay(kind, ofSection: index, in: shown)
    }

    func decorationDidEndDisplaying(_ view: UIView) {
      let key = ObjectIdentifier(view)
      guard let decoration = displayedViews.removeValue(forKey: key),
        viewShowing[decoration] == key
      else { return }
      viewShowing[decoration] = nil
      tracker.didEndDisplaying(decoration.kind, ofSection: decoration.sectionID)
    }

    /// Draws a header or footer.
    func supplementaryView(_ kind: SectionContext.Kind, in index: Int, of tableView: UITableView)
      -> UIView?
    {
      guard let section = section(at: index),
        let item = kind == .header ? section.header : section.footer
      else { return nil }
      let view = registry.headerFooterView(for: item.component, in: tableView) {
        [weak self] problem in self?.report(problem)
      }
      if kind == .header { decorateHeader(view, section: index) }
      return view
    }
  }
#endif
