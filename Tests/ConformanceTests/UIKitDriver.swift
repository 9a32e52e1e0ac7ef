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

    /// - Parameter style: `.grouped` by default: its headers scroll with the rows, as in the
    ///   other renderers; `.plain` floats them, as a screen whose sections pin gets.
    init(_ screen: any Screen, viewport: Int, style: UITableView.Style = .grouped) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(viewport)))
      window.rootViewController = viewController
      table = UITableView(frame: window.bounds, style: style)
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

    /// The section whose header floats at the top, away from its own place (`nil` where every
    /// header on screen is where its section puts it), read from the header views' frames as an
    /// app would: UIKit moves a floating header's view, `rect(forSection:)` keeps the section's.
    var pinnedHeader: ListID? {
      for section in 0..<table.numberOfSections {
        guard let view = table.headerView(forSection: section),
          view.frame.minY > table.rect(forSection: section).minY
        else { continue }
        return screenTable.liaison.shown.sections[section].id
      }
      return nil
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
