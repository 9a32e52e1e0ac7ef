#if os(Linux)
  import Sectional
  import SectionalUIKit
  import UIKitSurface

  /// SectionalUIKit's collection-view liaison on the behaving UIKit surface: a ``ScreenTable``
  /// shown in a view controller's collection view, driven by the surface's touch drivers.
  @MainActor
  final class UIKitCollectionDriver: LayoutConformanceDriver {
    let window: UIWindow
    let viewController = UIViewController()
    let collection: UICollectionView
    let screenTable: ScreenTable
    /// The item keyboard focus is on.
    var cursor: IndexPath?

    init(_ screen: any Screen, viewport: Int, width: CGFloat = 320) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(viewport)))
      window.rootViewController = viewController
      screenTable = ScreenTable(screen: screen)
      collection = UICollectionView(
        frame: window.bounds, collectionViewLayout: screenTable.collectionLiaison.makeLayout())
      viewController.view.addSubview(collection)
      screenTable.show(in: collection, of: viewController)
      collection.layoutIfNeeded()
    }

    var host: ScreenHost { screenTable.host }

    func path(_ id: ListID) throws -> IndexPath {
      guard let path = screenTable.collectionLiaison.shown.path(of: id) else {
        throw ConformanceFailure(description: "no item \(id) in the collection view")
      }
      return path.indexPath
    }

    func tap(_ id: ListID) throws { try collection.tapItem(at: path(id)) }
    func scroll(toOffset offset: Double) { collection.scroll(toOffsetY: CGFloat(offset)) }
    func requestDelete(_ id: String) throws {
      try collection.swipeItem(at: path(ListID(id)), from: .trailing)
    }
    func choose(_ title: String) throws { try collection.tapSwipeAction(titled: title) }
    func move(_ id: String, to destination: RowPath) throws {
      collection.isEditing = true
      try collection.dragItem(at: path(ListID(id)), to: destination.indexPath)
      collection.isEditing = false
    }

    /// Focus on an item scrolls the least that shows it, as `scrollToItem(at:at: [])`.
    func cursor(to id: String) throws { try place(path(ListID(id))) }

    func place(_ indexPath: IndexPath) {
      cursor = indexPath
      collection.scrollToItem(at: indexPath, at: [], animated: false)
      collection.layoutIfNeeded()
    }

    /// Arrow keys move focus to the item the core's navigation names, over what the collection
    /// view shows, passing over items that cannot be selected.
    func move(_ direction: ListLayout.Direction) {
      guard let cursor else { return }
      let shown = screenTable.collectionLiaison.shown
      let layout = ListLayout(content: shown, width: Double(collection.bounds.width))
      var current = RowPath(section: cursor.section, row: cursor.row)
      for _ in 0..<shown.rowCount {
        guard let next = layout.row(from: current, moving: direction) else { return }
        if shown[next]?.traits.isSelectable == true {
          place(next.indexPath)
          return
        }
        current = next
      }
    }

    func activate() throws {
      guard let cursor else { throw ConformanceFailure(description: "no item has the cursor") }
      try collection.tapItem(at: cursor)
    }
  }
#endif
