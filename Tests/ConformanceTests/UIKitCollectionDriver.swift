#if os(Linux)
  import Sectional
  import SectionalUIKit
  import UIKitSurface

  /// SectionalUIKit's collection-view liaison on the behaving UIKit surface: a ``ScreenTable``
  /// shown in a view controller's collection view, driven by the surface's touch drivers.
  @MainActor
  final class UIKitCollectionDriver: ConformanceDriver {
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
  }

  extension UIKitCollectionDriver: UIKitCursorDriver {
    var shown: ListContent { screenTable.collectionLiaison.shown }
    var listView: UIScrollView { collection }
    /// As `scrollToItem(at:at: [])`.
    func scrollIntoView(_ indexPath: IndexPath) {
      collection.scrollToItem(at: indexPath, at: [], animated: false)
    }
    func touch(_ indexPath: IndexPath) throws { try collection.tapItem(at: indexPath) }
  }
#endif
