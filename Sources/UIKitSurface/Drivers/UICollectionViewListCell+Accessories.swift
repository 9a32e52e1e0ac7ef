// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
  /// The cell's accessories as a person sees them, leading to trailing as set:
  /// `"disclosureIndicator"`, `"checkmark"`, `"detail"`, `"outlineDisclosure"`,
  /// `"label: TEXT"`, `"reorder"` or `"customView: TYPE"`; the reorder control only while
  /// `editing` is on.
  ///
  /// - Parameter editing: Whether the collection view is editing (accessories shown
  ///   `.whenEditing` show only then).
  public func shownAccessories(editing: Bool = false) -> [String] {
    accessories.filter { editing || $0.surfaceDisplayed == .always }.map(\.surfaceName)
  }

  /// The view of the cell's first custom-view accessory (a switch, say), for a test to use it;
  /// `nil` when it has none.
  public var accessoryCustomView: UIView? {
    accessories.lazy.compactMap(\.surfaceView).first
  }
}

extension UICollectionView {
  /// A tap on the detail button of the list cell at `indexPath`: its accessory's action handler
  /// runs, as UIKit runs it.
  ///
  /// - Parameter indexPath: An item on screen whose list cell shows a detail accessory.
  /// - Throws: When the item is not on screen or its cell shows no detail accessory.
  public func tapAccessoryButton(ofItemAt indexPath: IndexPath) throws(SurfaceDriverError) {
    let cell = try surfaceTouch(indexPath)
    guard let list = cell as? UICollectionViewListCell else {
      throw .noAccessoryButton(indexPath)
    }
    guard
      let detail = list.accessories.first(where: {
        $0.surfaceName == "detail" && (isEditing || $0.surfaceDisplayed == .always)
      })
    else { throw .noAccessoryButton(indexPath) }
    detail.surfaceAction?()
  }

  /// A tap on the outline disclosure of the list cell at `indexPath`: its accessory's action
  /// handler runs, as UIKit runs it (the cell is not selected).
  ///
  /// - Parameter indexPath: An item on screen whose list cell shows an outline disclosure.
  /// - Throws: When the item is not on screen or its cell shows no outline disclosure.
  public func tapOutlineDisclosure(ofItemAt indexPath: IndexPath) throws(SurfaceDriverError) {
    let cell = try surfaceTouch(indexPath)
    guard let list = cell as? UICollectionViewListCell,
      let disclosure = list.accessories.first(where: {
        $0.surfaceName == "outlineDisclosure" && (isEditing || $0.surfaceDisplayed == .always)
      })
    else { throw .noOutlineDisclosure(indexPath) }
    disclosure.surfaceAction?()
    layoutIfNeeded()
  }
}
