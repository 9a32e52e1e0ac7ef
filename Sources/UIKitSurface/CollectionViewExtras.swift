// Declarations the collection-view liaison uses that the rest of the surface does not declare
// (added by the liaison's slice): a list cell's accessories, for the reorder control of movable
// rows in list sections.

/// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct (iOS 14; only
/// the reorder accessory, shown while the collection view is editing)
@available(iOS 14.0, tvOS 14.0, *)
public struct UICellAccessory {
  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate
  /// (only the state the liaison uses)
  public enum DisplayedState: Sendable {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/whenediting
    case whenEditing
  }

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  /// (the surface keeps none of the options)
  public struct ReorderOptions {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/init(ishidden:reservedlayoutwidth:tintcolor:showsverticalseparator:)
    /// (every parameter has a default; the surface takes none)
    public init() {}
  }

  internal let surfaceDisplayed: DisplayedState

  /// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(surfaceDisplayed: displayed)
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionViewListCell {
  /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories-8nui4
  /// (kept for the cell, by identity; the surface draws none)
  public var accessories: [UICellAccessory] {
    get {
      guard let entry = CellAccessories.entries[ObjectIdentifier(self)], entry.cell === self
      else { return [] }
      return entry.accessories
    }
    set {
      CellAccessories.entries = CellAccessories.entries.filter { $0.value.cell != nil }
      CellAccessories.entries[ObjectIdentifier(self)] = CellAccessories.Entry(
        cell: self, accessories: newValue)
    }
  }
}

/// The accessories of the list cells that have some (an extension cannot add storage to a
/// class): weakly, so a cell that is gone leaves nothing behind for a new cell at its address.
@MainActor
internal enum CellAccessories {
  internal struct Entry {
    internal weak var cell: UICollectionViewListCell?
    internal var accessories: [UICellAccessory]
  }

  internal static var entries: [ObjectIdentifier: Entry] = [:]
}
