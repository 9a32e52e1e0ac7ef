#if os(Linux)
  import Sectional
  import SectionalUIKit
  import Testing
  import UIKitSurface

  /// SectionalUIKit's ``SplitViewController`` on the behaving UIKit surface, as the root of an
  /// iPad app's window: the script's calls are what a person does there. A tap is a touch on a
  /// row (in whichever column shows it); "compact" is the app made narrow (a Split View or
  /// Slide Over window, an iPhone), which collapses the split; back is the navigation bar's
  /// back button in the collapsed stack, and in a regular width, where no back button leads
  /// from one column to another, ⌘[ on the hardware keyboard; focusing a pane is ⌘[ or ⌘]
  /// until it has the focus. What the log reads is UIKit's: the columns whose views are in the
  /// window, the selected row of a pane's table, the title of the controller in a column.
  @MainActor
  final class UIKitSplitDriver: PaneDriver {
    let window: UIWindow
    let split: SplitViewController?

    /// - Parameters:
    ///   - screen: A `SplitScreen`.
    ///   - viewport: The window's height in points (the rows are a point high).
    init(_ screen: any Screen, viewport: Int) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: CGFloat(viewport)))
      // An iPad app at full width: the split starts expanded.
      window.userResize(toHorizontalSizeClass: .regular)
      split = (screen as? any SplitScreen).map { SplitViewController(screen: $0) }
      window.rootViewController = split
      window.layoutIfNeeded()
    }

    /// The focused pane's host: what the script waits for and rebuilds, as the headless host's.
    var host: ScreenHost {
      split?.focusedPaneController.host ?? ScreenHost(screen: Unsplit())
    }

    /// Each pane's index, by the script's name of its id.
    private func index(ofPane id: String) -> Int? {
      split?.panes.panes.firstIndex { $0.id == ListID(id) }
    }

    /// The controller in the column of the pane at `index`, as UIKit has it.
    private func columnController(_ index: Int) -> ScreenViewController? {
      guard let split, split.columns.indices.contains(index) else { return nil }
      return split.viewController(for: split.columns[index]) as? ScreenViewController
    }

    private func table(of controller: ScreenViewController?) -> UITableView? {
      controller?.view as? UITableView
    }

    var focusedPane: String? {
      split.map { name($0.panes.panes[$0.panes.focus].id) }
    }

    /// The panes whose controllers' views are in the window: side by side, every column; in
    /// the collapsed stack, the one on top.
    var shownPanes: [String] {
      guard let split else { return [] }
      return split.panes.panes.indices.compactMap { index in
        guard let controller = columnController(index), controller.isViewLoaded,
          controller.view.window != nil
        else { return nil }
        return name(split.panes.panes[index].id)
      }
    }

    func title(ofPane id: String) -> String? {
      guard let split, let index = index(ofPane: id) else { return nil }
      // Reading the pane brings a detail up to date (the core's rule for every host), which
      // puts its controller in the column.
      _ = split.panes.pane(at: index)
      return columnController(index)?.title
    }

    func cursor(ofPane id: String) -> String? {
      guard let index = index(ofPane: id), let controller = columnController(index),
        let selected = table(of: controller)?.indexPathForSelectedRow
      else { return nil }
      return controller.liaison.shown[RowPath(selected)].map { name($0.id) }
    }

    func focus(_ pane: String) throws {
      guard let split, let target = index(ofPane: pane) else {
        throw ConformanceFailure(description: "no pane \(pane) in the UIKit split")
      }
      for _ in 0..<split.panes.count where split.panes.focus != target {
        try split.userPressKey(split.panes.focus > target ? "[" : "]", modifierFlags: .command)
      }
      window.layoutIfNeeded()
    }

    func back() {
      guard let split else { return }
      do {
        if split.isCollapsed {
          try split.viewController(for: .primary)?.navigationController?.userTapBackButton()
        } else {
          try split.userPressKey("[", modifierFlags: .command)
        }
      } catch {
        Issue.record("back: \(error)")
      }
      window.layoutIfNeeded()
    }

    func setCompact(_ compact: Bool) {
      window.userResize(toHorizontalSizeClass: compact ? .compact : .regular)
      window.layoutIfNeeded()
    }

    /// The focused pane's table first, then the others shown: a touch on the row.
    func tap(_ id: ListID) throws {
      window.layoutIfNeeded()
      guard let split else { throw ConformanceFailure(description: "no split") }
      let order = [split.panes.focus] + split.panes.panes.indices.filter { $0 != split.panes.focus }
      for index in order {
        guard let controller = columnController(index), controller.isViewLoaded,
          controller.view.window != nil, let table = table(of: controller),
          let path = controller.liaison.shown.path(of: id)
        else { continue }
        try table.tapRow(at: path.indexPath)
        window.layoutIfNeeded()
        return
      }
      throw ConformanceFailure(description: "no row \(id) shown in the UIKit split")
    }

    private var focusedTable: UITableView? {
      table(of: split?.focusedPaneController)
    }

    func scroll(toOffset offset: Double) { focusedTable?.scroll(toOffsetY: CGFloat(offset)) }

    func requestDelete(_ id: String) throws {
      guard let controller = split?.focusedPaneController, let table = table(of: controller),
        let path = controller.liaison.shown.path(of: ListID(id))
      else { throw ConformanceFailure(description: "no row \(id) in the focused pane") }
      try table.swipeRow(at: path.indexPath, from: .trailing)
    }

    func choose(_ title: String) throws {
      guard let table = focusedTable else { throw ConformanceFailure(description: "no table") }
      try table.tapSwipeAction(titled: title)
    }

    func move(_ id: String, to destination: RowPath) throws {
      guard let controller = split?.focusedPaneController, let table = table(of: controller),
        let path = controller.liaison.shown.path(of: ListID(id))
      else { throw ConformanceFailure(description: "no row \(id) in the focused pane") }
      table.setEditing(true, animated: false)
      try table.dragRow(at: path.indexPath, to: destination.indexPath)
      table.setEditing(false, animated: false)
    }

    /// What the driver hosts when it was given a screen that is not a split.
    @MainActor
    private final class Unsplit: Screen {
      let title = ""
      var content: ListContent { ListContent(sections: []) }
    }
  }

  /// A row's or pane's id as the script names it.
  private func name(_ id: ListID) -> String { (id.base as? String) ?? "\(id)" }
#endif
