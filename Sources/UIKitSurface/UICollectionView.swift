// Behaviour: Behaviour/CollectionView+*.swift; what a test does as a user: Drivers/.

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    surfaceLayoutObject = layout
    super.init(frame: frame)
    layout.surfaceCollectionView = self
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
  public required init?(coder: NSCoder) {
    surfaceLayoutObject = UICollectionViewLayout()
    super.init(frame: .zero)
    surfaceLayoutObject.surfaceCollectionView = self
  }

  internal var surface = ListState<UICollectionViewCell>()
  internal var surfaceCollection = CollectionState()
  /// Whether each batch so far was animated (not begun inside `performWithoutAnimation`).
  internal var surfaceAnimatedBatches: [Bool] = []
  internal var surfaceLayoutObject: UICollectionViewLayout

  /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  /// (a new layout lays the items out again at the next layout pass)
  open var collectionViewLayout: UICollectionViewLayout {
    get { surfaceLayoutObject }
    set {
      surfaceLayoutObject.surfaceCollectionView = nil
      surfaceLayoutObject = newValue
      newValue.surfaceCollectionView = self
      surfaceInvalidateLayout()
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  open weak var dataSource: (any UICollectionViewDataSource)?

  /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  open weak var delegate: (any UICollectionViewDelegate)?

  /// https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset (tells the
  /// delegate `scrollViewDidScroll(_:)` when it changes, as UIKit does)
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      let old = super.contentOffset
      super.contentOffset = newValue
      if newValue != old { delegate?.scrollViewDidScroll(self) }
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection (a tap
  /// selects nothing when `false`)
  open var allowsSelection: Bool = true

  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
  open var allowsMultipleSelection: Bool = false

  /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselectionduringediting
  /// (iOS 14; while editing, a tap selects or deselects items, several at once)
  @available(iOS 14.0, tvOS 14.0, *)
  open var allowsMultipleSelectionDuringEditing: Bool = false

  /// https://developer.apple.com/documentation/uikit/uicollectionview/isediting (iOS 14; list
  /// cells show their reorder controls while editing)
  @available(iOS 14.0, tvOS 14.0, *)
  open var isEditing: Bool {
    get { surface.isEditing }
    set { surface.isEditing = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  /// (iOS 14; registers the registration's cell class at its first use; dequeues only for the
  /// index path `collectionView(_:cellForItemAt:)` is asked for, once; then runs the
  /// registration's handler; otherwise, or with a registration created while the collection
  /// view was asking for a cell, UIKit raises, and the surface records the exception)
  @available(iOS 14.0, tvOS 14.0, *)
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    surfaceDequeueConfiguredCell(using: registration, for: indexPath, item: item)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  /// (iOS 14; only for the element kind and index path the collection view is asking its data
  /// source for; then the registration's handler)
  @available(iOS 14.0, tvOS 14.0, *)
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    surfaceDequeueConfiguredSupplementary(using: registration, for: indexPath)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  /// (validates the batch by UIKit's rules when `updates` returns, against the counts read when
  /// the batch began, and applies it at once; the completion runs later, when the animations
  /// end: at the next user gesture a test driver makes, or `finishAnimations()`)
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    surfaceAnimatedBatches.append(SurfaceAccessibility.unanimatedDepth == 0)
    surfacePerformBatch { updates?() }
    if let completion { surface.completions.append(completion) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
  open func insertSections(_ sections: IndexSet) {
    surfaceRecord { $0.sectionInserts += sections }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
  open func deleteSections(_ sections: IndexSet) {
    surfaceRecord { $0.sectionDeletes += sections }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
  open func reloadSections(_ sections: IndexSet) {
    surfaceRecord { $0.sectionReloads += sections }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    surfaceRecord { $0.sectionMoves.append((section, newSection)) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  open func insertItems(at indexPaths: [IndexPath]) {
    surfaceRecord { $0.rowInserts += indexPaths }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  open func deleteItems(at indexPaths: [IndexPath]) {
    surfaceRecord { $0.rowDeletes += indexPaths }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  open func reloadItems(at indexPaths: [IndexPath]) {
    surfaceRecord { $0.rowReloads += indexPaths }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
  /// (asks the data source again for the cells of the items on screen at `indexPaths`, and the
  /// dequeue in `collectionView(_:cellForItemAt:)` returns the existing cell, not prepared for
  /// reuse: no cell leaves or comes, no display ends or starts. Dequeuing another identifier,
  /// or returning another cell, is recorded as the exception UIKit raises. Items off screen
  /// have no cell to configure. The items are measured again. In a batch, the index paths are
  /// those before it, and the items are configured once it is applied)
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    surfaceRecord { $0.rowReconfigures += indexPaths }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    surfaceRecord { $0.rowMoves.append((indexPath, newIndexPath)) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata() (asks the
  /// data source for its counts at once, ends the display of every cell and supplementary view,
  /// clears the selection; cells come at the next layout pass)
  open func reloadData() { surfaceReloadData() }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (shows the items
  /// and supplementary views in the viewport, with the display and prefetch calls UIKit makes)
  open override func layoutSubviews() { surfaceLayout() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  open var numberOfSections: Int { surfaceCounts().count }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  open func numberOfItems(inSection section: Int) -> Int {
    surfaceCount(inSection: section)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:) (`nil`
  /// unless the item is on screen)
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    surface.cells[indexPath]
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  open var indexPathsForVisibleItems: [IndexPath] { surfaceVisiblePaths() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)
  /// (iOS 9; `nil` unless the view is on screen)
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    surfaceCollection.supplementaries[
      SupplementaryPlace(kind: elementKind, section: indexPath.section)]
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
  /// (`nil` when no item is selected)
  open var indexPathsForSelectedItems: [IndexPath]? {
    surfaceSortedSelection()
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
  /// (calls no delegate method, as UIKit documents; `nil` clears the selection; scrolls to the
  /// item unless the position is empty)
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    surfaceSelect(indexPath)
    if let indexPath, !scrollPosition.isEmpty, surface.selected.contains(indexPath) {
      surfaceScroll(to: indexPath, at: scrollPosition)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
  /// (calls no delegate method)
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    surfaceDeselect(indexPath)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  /// (puts the item at the vertical position, clamped to the content; an empty position
  /// scrolls the least that shows it whole; an item that does not exist is the exception UIKit
  /// raises)
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) { surfaceScroll(to: indexPath, at: scrollPosition) }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  public struct ScrollPosition: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
    public let rawValue: UInt

    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
    public static let top = ScrollPosition(rawValue: 1 << 0)

    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)

    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UICollectionView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
  @MainActor @preconcurrency
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
    public typealias Handler = (Cell, IndexPath, Item) -> Void

    internal let surfaceIdentifier: String
    internal let surfaceHandler: Handler
    internal let surfaceCreatedInCellRequest: Bool

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
      surfaceIdentifier = UICollectionView.surfaceNewRegistrationIdentifier("\(Cell.self)")
      surfaceHandler = handler
      surfaceCreatedInCellRequest = UICollectionView.surfaceCellRequests > 0
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
  @MainActor @preconcurrency
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/handler
    public typealias Handler = (Supplementary, String, IndexPath) -> Void

    internal let surfaceIdentifier: String
    internal let surfaceElementKind: String
    internal let surfaceHandler: Handler

    /// https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    public init(
      elementKind: String,
      handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {
      surfaceIdentifier = UICollectionView.surfaceNewRegistrationIdentifier("\(Supplementary.self)")
      surfaceElementKind = elementKind
      surfaceHandler = handler
    }
  }
}
