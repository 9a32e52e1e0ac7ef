#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A `Screen` shown in a table view of your own view controller: one object that wires the
  /// screen's loop (`ScreenHost`), the ``TableViewLiaison``, a ``UIKitPresenter``, refresh
  /// after handlers and alert actions, pagination and problem reporting.
  /// ``ScreenViewController`` is built on it.
  ///
  /// ```swift
  /// final class ProfileViewController: UIViewController {
  ///   let screenTable = ScreenTable(screen: ProfileScreen())
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
  ///     view.addSubview(tableView)
  ///     screenTable.liaison.register(Avatar.self, cell: AvatarCell.self) { cell, avatar, _ in
  ///       cell.show(avatar)
  ///     }
  ///     screenTable.show(in: tableView, of: self)
  ///   }
  /// }
  /// ```
  ///
  /// Register cells with ``liaison`` before or after ``show(in:of:)-(UITableView,_)``. What runs
  /// where: the screen, its handlers and this object run on the main actor; a `PageLoader`'s
  /// loader runs off it, so build plain values there and `Row`s in the screen's `content`.
  @MainActor
  public final class ScreenTable {
    /// The loop that rebuilds the screen's content; the only caller of `update(to:)`.
    public let host: ScreenHost
    /// The liaison between the controller and the table view.
    public let liaison: TableViewLiaison
    /// The liaison between the controller and a collection view, used when the screen shows
    /// in a collection view instead of a table view: register its cells any time.
    public let collectionLiaison: CollectionViewLiaison
    /// The presenter the screen's handlers use, once the screen is shown.
    public private(set) var presenter: UIKitPresenter?
    /// Prepares every ``ScreenViewController`` the presenter pushes for a screen (see
    /// ``UIKitPresenter/preparePushedScreen``).
    public var preparePushedScreen: (@MainActor (ScreenViewController) -> Void)? {
      didSet { presenter?.preparePushedScreen = preparePushedScreen }
    }

    /// The bar buttons the screen's commands show as, and what they were made from (see
    /// ``showCommands(in:)``).
    var commandBar = CommandBar()
    /// The search field of a searchable screen, once shown.
    var searchField: SearchFieldBinding?
    /// Whether the table's presenter is the host's (pushes, alerts and commands through UIKit),
    /// or the host navigates through something else (``init(host:)``).
    private let navigatesItself: Bool

    /// The screen shown.
    public var screen: any Screen { host.screen }
    /// The controller of the screen's content.
    public var controller: ListController { host.controller }

    /// Hears what the renderer worked around (an unregistered component, a refused move) and
    /// content the screen built that breaks the identity rules (the last good content stays;
    /// the presenter also presents the problem alert every host presents).
    public var onProblem: (@MainActor (RenderProblem) -> Void)? {
      get { liaison.onProblem }
      set { liaison.onProblem = newValue }
    }

    /// Creates the wiring for `screen`; nothing is shown until ``show(in:of:)-(UITableView,_)``
    /// or ``show(in:of:)-(UICollectionView,_)``.
    ///
    /// - Parameter screen: The screen.
    public init(screen: any Screen) {
      host = ScreenHost(screen: screen)
      liaison = TableViewLiaison(controller: host.controller)
      collectionLiaison = CollectionViewLiaison(controller: host.controller)
      navigatesItself = true
      host.observeProblems { [weak self] error in
        guard let self else { return }
        liaison.onProblem?(.invalidContent(String(describing: error)))
        presenter?.present(
          Alert.contentProblem(error, screenTitle: screen.title, isShown: true))
      }
    }

    /// Creates the wiring for a screen whose host navigates through something else, such as
    /// SwiftUI's navigation (`SectionalSwiftUI`): the host keeps its presenter for pushes,
    /// presentations and alerts, and reports its own problems; ``presenter`` does only what
    /// UIKit alone can (share sheets, mail, links, native screens); and the screen's commands
    /// are left to whoever shows the navigation bar.
    ///
    /// - Parameter host: The screen's host, with its presenter set.
    public init(host: ScreenHost) {
      self.host = host
      liaison = TableViewLiaison(controller: host.controller)
      collectionLiaison = CollectionViewLiaison(controller: host.controller)
      navigatesItself = false
      host.observeProblems { [weak self] error in
        self?.liaison.onProblem?(.invalidContent(String(describing: error)))
      }
    }

    /// Shows the screen in `tableView`: the liaison becomes its data source and delegates, a
    /// presenter presents and pushes from `viewController`, the screen's commands become
    /// buttons of its navigation item, a searchable screen (`SearchableScreen`) gets the
    /// navigation item's search field, a refreshable screen (`RefreshableScreen`) gets a
    /// refresh control (pull to refresh), and the screen's loop starts. Call it once.
    ///
    /// - Parameters:
    ///   - tableView: The table view, in `viewController`'s view.
    ///   - viewController: What the presenter presents from, and whose navigation controller
    ///     pushes.
    /// A table view draws list sections only: a grid, flow or carousel section is shown
    /// without its rows, and the host's problem observers (and ``onProblem``) hear
    /// `ScreenProblem.unsupportedLayout(screen:section:layout:)` naming it.
    public func show(in tableView: UITableView, of viewController: UIViewController) {
      guard startPresenting(from: viewController) else { return }
      liaison.asksDeleteQuestions = true
      let screenName = String(describing: type(of: screen))
      liaison.refusedLayout = { [weak host] section, layout in
        host?.reportRendererProblem(
          .unsupportedLayout(screen: screenName, section: section, layout: layout))
      }
      liaison.liaise(tableView)
      installRefreshControl(on: tableView)
      host.start()
    }

    /// Shows the screen in `collectionView`, with a ``CollectionViewLiaison`` (which gives it
    /// its compositional layout): every section layout draws, list sections as
    /// `UICollectionLayoutListConfiguration` lists. Otherwise as
    /// ``show(in:of:)-(UITableView,_)``: a presenter, a refresh control for a refreshable
    /// screen, and the screen's loop. Call it once, instead of showing it in a table view.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view, in `viewController`'s view.
    ///   - viewController: What the presenter presents from, and whose navigation controller
    ///     pushes.
    public func show(in collectionView: UICollectionView, of viewController: UIViewController) {
      guard startPresenting(from: viewController) else { return }
      collectionLiaison.asksDeleteQuestions = true
      collectionLiaison.onProblem = { [weak self] problem in self?.liaison.onProblem?(problem) }
      collectionLiaison.liaise(collectionView)
      installRefreshControl(on: collectionView)
      host.start()
    }

    /// Makes the presenter, once; `false` when the screen is shown already.
    private func startPresenting(from viewController: UIViewController) -> Bool {
      guard presenter == nil else { return false }
      // A screen that selects rows shows it as the view's editing mode, after every update.
      if controller.rowSelection != nil {
        host.observeUpdates { [weak self] in
          self?.liaison.showRowSelection()
          self?.collectionLiaison.showRowSelection()
        }
      }
      let presenter = UIKitPresenter(host: viewController)
      presenter.preparePushedScreen = preparePushedScreen
      self.presenter = presenter
      guard navigatesItself else { return true }
      host.presenter = presenter
      // A searchable screen's query is the navigation bar's search field.
      if host.isSearchable {
        let field = SearchFieldBinding(host: host)
        viewController.navigationItem.searchController = field.searchController
        searchField = field
      }
      // The screen's commands are bar buttons of the view controller's navigation item, kept
      // up to date as the screen rebuilds.
      showCommands(in: viewController)
      host.observeUpdates { [weak self, weak viewController] in
        guard let self, let viewController else { return }
        showCommands(in: viewController)
      }
      return true
    }

    /// Reads the screen's content again and applies what changed.
    public func refresh() {
      host.setNeedsUpdate()
      host.updateIfNeeded()
    }
  }
#endif
