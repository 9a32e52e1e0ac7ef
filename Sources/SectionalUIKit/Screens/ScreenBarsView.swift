#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The view of a ``ScreenViewController`` whose screen has fixed bars: the screen's table or
  /// collection view between a top bar and a bottom bar that stay put while it scrolls.
  ///
  /// Each bar is a small table view that does not scroll or select, with its own liaison (the
  /// screen's cell registrations, copied): a rebuild that changes a bar's rows is applied as a
  /// batch update, so a bar never flickers, and its rows never take the list's selection.
  @MainActor
  final class ScreenBarsView: UIView {
    /// The screen's table view or collection view.
    let listView: UIScrollView
    /// The bar above the table view.
    let top: BarTable
    /// The bar below the table view.
    let bottom: BarTable

    init(listView: UIScrollView, registry: ComponentRegistry) {
      self.listView = listView
      top = BarTable(registry: registry)
      bottom = BarTable(registry: registry)
      super.init(frame: .zero)
      addSubview(top.tableView)
      addSubview(listView)
      addSubview(bottom.tableView)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// Shows `bars`; a bar whose rows did not change is left alone.
    ///
    /// - Returns: A problem when a bar's rows repeat an id (that bar keeps its last rows).
    func show(_ bars: Bars) -> RenderProblem? {
      let problem = top.show(bars.top) ?? bottom.show(bars.bottom)
      setNeedsLayout()
      return problem
    }

    /// The bars take the height of their rows; the table view takes the rest.
    override func layoutSubviews() {
      super.layoutSubviews()
      let width = bounds.width
      let topHeight = min(bounds.height, top.height(forWidth: width))
      let bottomHeight = min(bounds.height - topHeight, bottom.height(forWidth: width))
      top.tableView.frame = CGRect(x: 0, y: 0, width: width, height: topHeight)
      listView.frame = CGRect(
        x: 0, y: topHeight, width: width, height: bounds.height - topHeight - bottomHeight)
      bottom.tableView.frame = CGRect(
        x: 0, y: bounds.height - bottomHeight, width: width, height: bottomHeight)
    }
  }

  /// One bar: a table view that neither scrolls nor selects, fed by its own controller.
  @MainActor
  final class BarTable {
    let tableView = UITableView(frame: .zero, style: .plain)
    let controller = ListController()
    let liaison: TableViewLiaison

    init(registry: ComponentRegistry) {
      liaison = TableViewLiaison(controller: controller)
      liaison.registry = registry
      tableView.isScrollEnabled = false
      tableView.allowsSelection = false
      liaison.liaise(tableView)
    }

    /// The rows shown.
    var rows: [Row] { controller.content.sections.first.map { Array($0.rows) } ?? [] }

    /// Shows `rows` through the diff: only what changed is reloaded, inserted or deleted.
    func show(_ rows: [Row]) -> RenderProblem? {
      do {
        try controller.update(to: ListContent(sections: [Section(id: "bar", rows: rows)]))
        return nil
      } catch {
        return .invalidContent(String(describing: error))
      }
    }

    /// The height of the rows: fixed or computed heights, else their estimate, else 44 points.
    func height(forWidth width: CGFloat) -> CGFloat {
      rows.reduce(0) { total, row in
        total + CGFloat(row.height.resolved(forWidth: Double(width)) ?? row.height.estimate ?? 44)
      }
    }
  }
#endif
