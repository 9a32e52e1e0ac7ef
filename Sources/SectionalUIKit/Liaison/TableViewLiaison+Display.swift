#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Display events, in the order the headless table sends them: `configure` (from
  // `cellForRowAt` / `viewForHeaderInSection`), then `willDisplay`; `didEndDisplaying` reaches
  // the row the cell showed, even when the content no longer has it.
  extension TableViewLiaison: UITableViewDelegate {
    /// Sends the row's `willDisplay`, then offers the position to pagination.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      guard let row = row(at: indexPath) else { return }
      let path = RowPath(indexPath)
      displayedCells[ObjectIdentifier(cell)] = (row, path)
      controller.send(.willDisplay, to: row, at: path)
      // PAGINATION INTEGRATION POINT (willDisplay → controller): when the core's pagination
      // lands, ask the controller here whether `path` is within its threshold of the end.
      onWillDisplayRow?(path)
    }

    /// Sends `didEndDisplaying` to the row the cell showed.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      guard let shownRow = displayedCells.removeValue(forKey: ObjectIdentifier(cell)) else {
        return
      }
      controller.send(.didEndDisplaying, to: shownRow.row, at: shownRow.path)
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

    /// Sends the header's `willDisplay`.
    public func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      guard let shownSection = self.section(at: section) else { return }
      displayedHeaders[ObjectIdentifier(view)] = (shownSection, section)
      controller.send(.willDisplay, .header, of: shownSection, at: section)
    }

    /// Sends the footer's `willDisplay`.
    public func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      guard let shownSection = self.section(at: section) else { return }
      displayedFooters[ObjectIdentifier(view)] = (shownSection, section)
      controller.send(.willDisplay, .footer, of: shownSection, at: section)
    }

    /// Sends the header's `didEndDisplaying`.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      guard let shown = displayedHeaders.removeValue(forKey: ObjectIdentifier(view)) else {
        return
      }
      controller.send(.didEndDisplaying, .header, of: shown.section, at: shown.index)
    }

    /// Sends the footer's `didEndDisplaying`.
    public func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      guard let shown = displayedFooters.removeValue(forKey: ObjectIdentifier(view)) else {
        return
      }
      controller.send(.didEndDisplaying, .footer, of: shown.section, at: shown.index)
    }

    /// Draws a header or footer and sends its `configure`.
    func supplementaryView(_ kind: SectionContext.Kind, in index: Int, of tableView: UITableView)
      -> UIView?
    {
      guard let section = section(at: index),
        let item = kind == .header ? section.header : section.footer
      else { return nil }
      let view = registry.headerFooterView(for: item.component, in: tableView) {
        [weak self] problem in self?.report(problem)
      }
      controller.send(.configure, kind, of: section, at: index)
      return view
    }
  }
#endif
