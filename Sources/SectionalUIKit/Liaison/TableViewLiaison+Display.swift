#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  // Display events (ListLiaison+Display.swift) for a table view's rows, headers and footers.
  extension TableViewLiaison: UITableViewDelegate {
    /// Sends the row's `configure` and `willDisplay`, then reports the visible region.
    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      guard let row = row(at: indexPath) else { return }
      rowWillDisplay(row, at: indexPath, in: cell)
      cellWillDisplay(cell, for: row)
    }

    /// Sends `didEndDisplaying` to the row the cell showed, unless another cell shows it now.
    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      rowDidEndDisplaying(in: cell)
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
      if let description = kind == .header
        ? section.headerAccessibilityDescription : section.footerAccessibilityDescription
      {
        view?.applyAccessibility(description) { _ in false }
      }
      return view
    }
  }
#endif
