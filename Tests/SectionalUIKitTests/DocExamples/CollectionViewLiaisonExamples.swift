import Foundation
import Sectional
import SectionalUIKit
import Testing
import UIKitSurface

/// The app's own collection view cell for a ``RatingItem``.
final class RatingCollectionCell: UICollectionViewCell {
  var stars = 0
}

/// The examples in the doc comments of Sources/SectionalUIKit/Collection/ (the liaison and its
/// registration) and of ``ScreenViewController``'s collection view container, run on the
/// behaving UIKit surface.
@MainActor
@Suite struct CollectionViewLiaisonExamples {
  /// CollectionViewLiaison.swift, the type
  @Test func aLiaisonForACollectionView() throws {
    let screen = RatingScreen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let view = UIView(frame: window.bounds)
    window.addSubview(view)
    let controller = try ListController(content: screen.content)
    let liaison = CollectionViewLiaison(controller: controller)
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: liaison.makeLayout())
    liaison.liaise(collectionView)
    view.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    _ = window
  }

  /// CollectionViewLiaison+Registrations.swift, `register(_:cell:configure:)`
  @Test func aCollectionCellOfTheAppsOwn() throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let controller = try ListController(content: RatingScreen().content)
    let liaison = CollectionViewLiaison(controller: controller)
    liaison.register(RatingItem.self, cell: RatingCollectionCell.self) { cell, item, _ in
      cell.stars = item.stars
    }
    let collectionView = UICollectionView(
      frame: window.bounds, collectionViewLayout: liaison.makeLayout())
    window.addSubview(collectionView)
    liaison.liaise(collectionView)
    collectionView.layoutIfNeeded()
    let cell = collectionView.cellForItem(at: IndexPath(row: 1, section: 0))
    #expect((cell as? RatingCollectionCell)?.stars == 4)
  }

  /// ScreenViewController.swift, a screen in a collection view
  @Test func aScreenInACollectionView() {
    let settings = ScreenViewController(screen: SettingsScreen(), container: .collectionView)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = settings
    window.layoutIfNeeded()
    let collectionView = settings.view as? UICollectionView
    #expect(collectionView?.numberOfItems(inSection: 0) == 1)
    #expect(settings.collectionLiaison.collectionView === collectionView)
  }
}
