#if os(Linux)
  import Sectional
  import SectionalUIKit
  import UIKitSurface

  /// SectionalUIKit's real code on the behaving UIKit surface: a ``ScreenTable`` in a view
  /// controller's table view, driven by the surface's touch drivers.
  @MainActor
  final class UIKitDriver: ConformanceDriver {
    let window: UIWindow
    let viewController = UIViewController()
    let table: UITableView
    let screenTable: ScreenTable
    /// The row keyboard focus is on (see `LayoutConformanceDriver`).
    var cursor: IndexPath?

    init(_ screen: any Screen, viewport: Int) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(viewport)))
      window.rootViewController = viewController
      // A grouped table: its headers scroll with the rows, as in the other renderers.
      table = UITableView(frame: window.bounds, style: .grouped)
      viewController.view.addSubview(table)
      screenTable = ScreenTable(screen: screen)
      screenTable.show(in: table, of: viewController)
      table.layoutIfNeeded()
    }

    var host: ScreenHost { screenTable.host }

    func path(_ id: ListID) throws -> IndexPath {
      guard let path = screenTable.liaison.shown.path(of: id) else {
        throw ConformanceFailure(description: "no row \(id) in the UIKit table")
      }
      return path.indexPath
    }

    func tap(_ id: ListID) throws { try table.tapRow(at: path(id)) }
    func scroll(toOffset offset: Double) { table.scroll(toOffsetY: CGFloat(offset)) }
    func requestDelete(_ id: String) throws {
      try table.swipeRow(at: path(ListID(id)), from: .trailing)
    }
    func choose(_ title: String) throws { try table.tapSwipeAction(titled: title) }
    func move(_ id: String, to destination: RowPath) throws {
      table.setEditing(true, animated: false)
      try table.dragRow(at: path(ListID(id)), to: destination.indexPath)
      table.setEditing(false, animated: false)
    }
  }
#endif
