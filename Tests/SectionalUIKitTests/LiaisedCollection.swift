import Sectional
import SectionalUIKit
import UIKitSurface

/// A collection view in a 320-point-wide window, liaised to a controller: the setup a view
/// controller makes, with the window standing for the screen.
@MainActor
struct LiaisedCollection {
  let window: UIWindow
  let collection: UICollectionView
  let controller: ListController
  let liaison: CollectionViewLiaison

  init(_ content: ListContent, height: CGFloat = 440, inWindow: Bool = true) throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    controller = try ListController(content: content)
    liaison = CollectionViewLiaison(controller: controller)
    collection = UICollectionView(frame: window.bounds, collectionViewLayout: liaison.makeLayout())
    if inWindow { window.addSubview(collection) }
    liaison.liaise(collection)
    collection.layoutIfNeeded()
  }

  /// The index paths on screen.
  var visible: [IndexPath] { collection.indexPathsForVisibleItems }

  /// The text each visible list cell shows.
  var titles: [String] {
    visible.compactMap { collection.cellForItem(at: $0) }.map { cell in
      (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
    }
  }
}

/// `count` text rows with ids "prefix0", "prefix1", … .
@MainActor
func textRows(_ count: Int, prefix: String, log: EventLog? = nil) -> [Row] {
  (0..<count).map { index in
    let row = Row(id: "\(prefix)\(index)", TextItem("\(prefix) \(index)"))
    return log.map { row.logged(to: $0) } ?? row
  }
}
