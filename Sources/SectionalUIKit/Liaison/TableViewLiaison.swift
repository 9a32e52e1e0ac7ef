#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The liaison between a `ListController` and a `UITableView`: its data source, delegate and
  /// prefetch data source, driven by Sectional's content.
  ///
  /// ```swift
  /// let controller = try ListController(content: screen.content)
  /// let liaison = TableViewLiaison(controller: controller)
  /// liaison.register(RatingItem.self, cell: RatingCell.self) { cell, item, _ in
  ///   cell.stars = item.stars
  /// }
  /// liaison.liaise(tableView)
  /// ```
  ///
  /// The liaison keeps its own copy of the content (what the data source answers from). Each stage
  /// of a `StagedChangeset` switches that copy to the stage's content and performs the stage in
  /// its own `performBatchUpdates`; a table view that is not in a window is reloaded instead.
  /// Events come back by index path, are resolved against that copy and reach the row's handlers
  /// through the controller. Selection is kept by row id across updates.
  @MainActor
  public final class TableViewLiaison: NSObject, ListLiaison {
    /// The controller whose content the table view shows.
    public let controller: ListController

    /// The table view, once ``liaise(_:)`` was called.
    public private(set) weak var tableView: UITableView?

    /// Called when the renderer had to work around a problem (a cell of the wrong class, a
    /// component no cell is registered for, a move the controller refused). Nothing crashes.
    public var onProblem: (@MainActor (RenderProblem) -> Void)?

    /// Called after the user interacted with a row (selection, a control in a cell, a swipe action,
    /// a delete or a move), once its handlers ran.
    ///
    /// Nothing in Sectional sets it: a screen's `ScreenHost` (behind ``ScreenTable`` and
    /// ``ScreenViewController``) learns of user actions from its controller and rebuilds on its
    /// own. Set it where you drive a `ListController` without a screen and want to act after
    /// each interaction, such as saving state or updating a toolbar.
    public var onInteraction: (@MainActor () -> Void)?

    /// Called after every scroll (the liaison is the table view's delegate, so it receives
    /// `scrollViewDidScroll(_:)`), once the visible region went to the controller: the place for
    /// your own scroll handling.
    public var onScroll: (@MainActor (UIScrollView) -> Void)?

    /// How a change of content is shown: animated batch updates up to 1,000 changed rows and
    /// sections, a reload of the data above (``UpdateStrategy/animated``, the default).
    public var updateStrategy: UpdateStrategy {
      get { state.updateStrategy }
      set { state.updateStrategy = newValue }
    }

    /// What the data source answers from: the content of the last stage applied.
    public internal(set) var shown: ListContent = .empty

    /// Turns the cells and header/footer views UIKit shows into display, prefetch and visible
    /// region events, as for every renderer. Pagination needs nothing more: the visible region
    /// reaches the controller after every display and every scroll.
    public let tracker: DisplayTracker

    /// The selection, the rows and views on screen, the registry and the editing state, kept
    /// as the collection view liaison keeps them.
    var state = LiaisonState()
    /// The row a swipe began editing (`willBeginEditingRowAt`), and where it was then.
    var editingRow: (row: Row, path: RowPath)?
    /// The grid, flow and carousel sections refused in the content shown (see
    /// ``reportRefusedSections(of:)``).
    var refusedSectionIDs: Set<ListID> = []
    /// Hears each refused section's id and layout; set by a screen host, which reports a
    /// `ScreenProblem`.
    var refusedLayout: (@MainActor (_ section: String, _ layout: String) -> Void)?

    /// Creates a liaison for `controller`. Call ``liaise(_:)`` to attach a table view.
    ///
    /// - Parameter controller: The controller to show.
    public init(controller: ListController) {
      self.controller = controller
      self.tracker = DisplayTracker(controller: controller)
      super.init()
      useImages(.shared)
    }

    /// Makes the liaison the table view's data source, delegate and prefetch data source,
    /// registers every cell and header/footer view it knows, and connects to the controller
    /// (which reloads the table view).
    ///
    /// - Parameter tableView: The table view to drive.
    public func liaise(_ tableView: UITableView) {
      self.tableView = tableView
      registry.registerAll(in: tableView)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.prefetchDataSource = self
      connect()
    }
  }

  /// A problem the UIKit renderer worked around.
  public enum RenderProblem: Sendable, Equatable {
    /// `dequeueReusableCell(withIdentifier:for:)` returned a cell of another class than the one
    /// registered; a plain cell was shown instead.
    case unexpectedCell(reuseIdentifier: String, expected: String, received: String)
    /// `dequeueReusableHeaderFooterView(withIdentifier:)` returned nothing or another class.
    case unexpectedHeaderFooterView(reuseIdentifier: String, expected: String)
    /// No cell is registered for a component type; a plain cell describing it was shown.
    case unregisteredComponent(String)
    /// The controller refused a move the user made; the table view was reloaded.
    case rejectedMove(String)
    /// The controller refused a delete the user confirmed.
    case rejectedDelete(String)
    /// The controller refused to expand or collapse a node of an outline the user toggled
    /// (its children repeat ids the list has); nothing changed.
    case rejectedExpansion(String)
    /// A screen's content broke the identity rules; the previous content stays.
    case invalidContent(String)
    /// A section's layout is one a table view cannot draw (a grid, a flow or a carousel): the
    /// section is shown without its rows. `section` is its id, `layout` the layout in words.
    /// Show such content in a collection view (``CollectionViewLiaison``).
    case unsupportedLayout(section: String, layout: String)
  }

  extension RowPath {
    /// The row path of a table view index path: what the liaison's controller and
    /// ``DisplayTracker`` take.
    ///
    /// ```swift
    /// let path = RowPath(tableView.indexPathForSelectedRow ?? IndexPath(row: 0, section: 0))
    /// ```
    ///
    /// - Parameter indexPath: An index path of a table view row.
    public init(_ indexPath: IndexPath) {
      self.init(section: indexPath.section, row: indexPath.row)
    }

    /// The table view index path of this row path.
    ///
    /// ```swift
    /// if let path = controller.content.path(of: ListID("settings")) {
    ///   tableView.selectRow(at: path.indexPath, animated: true, scrollPosition: .none)
    /// }
    /// ```
    public var indexPath: IndexPath {
      IndexPath(row: row, section: section)
    }
  }
#endif
