#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Which view on screen shows which row (or header or footer), for a liaison told item by
  /// item: UIKit may report a reloaded item's new view before it ends the old one, so the end of
  /// a view counts only when that view still shows its item.
  struct DisplayedViews<Item: Hashable> {
    private var itemOfView: [ObjectIdentifier: Item] = [:]
    private var viewOfItem: [Item: ObjectIdentifier] = [:]

    /// Records that `view` shows `item` from now on.
    mutating func display(_ item: Item, in view: AnyObject) {
      let key = ObjectIdentifier(view)
      itemOfView[key] = item
      viewOfItem[item] = key
    }

    /// Forgets `view`; returns the item it showed when no other view shows that item now.
    mutating func endDisplaying(_ view: AnyObject) -> Item? {
      let key = ObjectIdentifier(view)
      guard let item = itemOfView.removeValue(forKey: key), viewOfItem[item] == key else {
        return nil
      }
      viewOfItem[item] = nil
      return item
    }
  }

  /// The rows UIKit named in a `will`/`should` call, by the index path it named them with: a
  /// handler of that call may change the content (the host rebuilds after every handler), and
  /// UIKit names the same index path in the `did` call that follows.
  struct PinnedRows {
    private var ids: [IndexPath: ListID] = [:]

    /// Remembers that `indexPath` means the row with `id`.
    mutating func pin(_ indexPath: IndexPath, to id: ListID) {
      ids[indexPath] = id
    }

    /// Whether UIKit named `indexPath` in a `will`/`should` call not yet followed by its `did`.
    func isPinned(_ indexPath: IndexPath) -> Bool {
      ids[indexPath] != nil
    }

    /// The row UIKit means by `indexPath` in a `did` call (the pinned one, or `shownID` when
    /// UIKit named none first), and where it is in `content` now.
    mutating func row(at indexPath: IndexPath, shownID: ListID?, in content: ListContent)
      -> (Row, RowPath)?
    {
      let id = ids.removeValue(forKey: indexPath) ?? shownID
      guard let id, let path = content.path(of: id), let row = content[path] else { return nil }
      return (row, path)
    }
  }
#endif
