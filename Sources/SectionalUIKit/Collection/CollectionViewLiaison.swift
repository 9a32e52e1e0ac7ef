#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The liaison between a `ListController` and a `UICollectionView` with a compositional
  /// layout: its layout, data source, delegate and prefetch data source, driven by Sectional's
  /// content. Every section layout draws here: list sections through
  /// `UICollectionLayoutListConfiguration`, grid, flow and carousel sections through
  /// `NSCollectionLayoutSection`.
  ///
  /// ```swift
  /// let controller = try ListController(content: screen.content)
  /// let liaison = CollectionViewLiaison(controller: controller)
  /// let collectionView = UICollectionView(
  ///   frame: view.bounds, collectionViewLayout: liaison.makeLayout())
  /// liaison.liaise(collectionView)
  /// ```
  ///
  /// As ``TableViewLiaison`` does, the liaison keeps its own copy of the content (what the data
  /// source answers from). Each stage of a `StagedChangeset` switches that copy to the stage's
  /// content inside its own `performBatchUpdates`; a collection view that is not in a window is
  /// reloaded instead. Events come back by index path, are resolved against that copy and reach
  /// the row's handlers through the controller, in the order the article "Events" gives.
  ///
  /// Cells come from cell registrations, and every standard component is a
  /// `UICollectionViewListCell` showing a content configuration: a text item, a button, a
  /// paragraph or a loading row a `UIListContentConfiguration` (with list cell accessories),
  /// every other component its own configuration and content view, the same a table cell
  /// shows, configured again in place while the component keeps its type. Register your own
  /// `UICollectionViewCell` subclasses with ``register(_:cell:configure:)``. Forms edit as in a
  /// table view: values, focus and Return go through the controller, a rebuild never ends
  /// editing, and the keyboard insets the collection view.
  @MainActor
  public final class CollectionViewLiaison: NSObject, ListLiaison {
    /// The controller whose content the collection view shows.
    public let controller: ListController
    /// The collection view, once ``liaise(_:)`` was called.
    public private(set) weak var collectionView: UICollectionView?
    /// Hears each problem the liaison worked around (an item no cell is registered for, a move
    /// the controller refused); nothing crashes.
    public var onProblem: (@MainActor (RenderProblem) -> Void)?
    /// Called once the handlers of a user's interaction with an item ran (a selection, a control
    /// in a cell, a swipe action, a delete, a move). A screen host needs none.
    public var onInteraction: (@MainActor () -> Void)?
    /// Called after every scroll, once the controller has the new visible region.
    public var onScroll: (@MainActor (UIScrollView) -> Void)?

    /// How a change of content is shown: animated batch updates up to 1,000 changed rows and
    /// sections, a reload of the data above (``UpdateStrategy/animated``, the default).
    public var updateStrategy: UpdateStrategy {
      get { state.updateStrategy }
      set { state.updateStrategy = newValue }
    }
    /// The content of the last stage applied: what the data source answers from.
    public internal(set) var shown: ListContent = .empty
    /// Sends the display, prefetch and visible region events of the cells and supplementary
    /// views UIKit shows, as for every renderer (pagination follows from the region).
    public let tracker: DisplayTracker

    /// How far apart the items of a line of a grid, flow or carousel section are, in points; 8
    /// by default, as `ListLayout.Metrics.itemSpacing` has it. Lines follow one another without
    /// a gap, as in the core's layout. A change lays the collection view out again.
    public var itemSpacing: CGFloat = 8 {
      didSet { collectionView?.collectionViewLayout = makeLayout() }
    }

    /// What every liaison keeps (see ``LiaisonState``): selection, views on screen, registry,
    /// editing.
    var state = LiaisonState()
    /// Cell registrations of the collection view cells registered with
    /// ``register(_:cell:configure:)``, by component type.
    var collectionCells: [ObjectIdentifier: CollectionCellBinding] = [:]
    /// The registrations every collection view of this liaison uses, made in ``liaise(_:)``
    /// (before UIKit asks for any cell).
    lazy var registrations = Registrations(liaison: self)
    /// The geometry of each grid, flow and carousel section the section provider last worked
    /// out, by section id (see ``geometry(of:width:metrics:)``).
    var geometries: [ListID: SectionGeometry] = [:]

    /// Creates a liaison for `controller`. Call ``liaise(_:)`` to attach a collection view.
    ///
    /// - Parameter controller: The controller to show.
    public init(controller: ListController) {
      self.controller = controller
      self.tracker = DisplayTracker(controller: controller)
      super.init()
      useImages(.shared)
    }

    /// Makes the liaison the collection view's data source, delegate and prefetch data source,
    /// gives it the liaison's compositional layout (``makeLayout()``), makes the cell and
    /// supplementary registrations, and connects to the controller (which reloads the
    /// collection view).
    ///
    /// - Parameter collectionView: The collection view to drive.
    public func liaise(_ collectionView: UICollectionView) {
      self.collectionView = collectionView
      _ = registrations
      collectionView.collectionViewLayout = makeLayout()
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.prefetchDataSource = self
      connect()
    }

    /// A collection view shows every section layout: all of `content`.
    func showable(_ content: ListContent) -> ListContent {
      content
    }
  }
#endif
