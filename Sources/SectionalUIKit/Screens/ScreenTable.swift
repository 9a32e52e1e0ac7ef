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
  /// Register cells with ``liaison`` before or after ``show(in:of:)``. What runs where: the
  /// screen, its handlers and this object run on the main actor; a `PageLoader`'s loader runs
  /// off it, so build plain values there and `Row`s in the screen's `content`.
  @MainActor
  public final class ScreenTable {
    /// The loop that rebuilds the screen's content; the only caller of `update(to:)`.
    public let host: ScreenHost
    /// The liaison between the controller and the table view.
    public let liaison: TableViewLiaison
    /// The presenter the screen's handlers use, once ``show(in:of:)`` ran.
    public private(set) var presenter: UIKitPresenter?
    /// Prepares every ``ScreenViewController`` the presenter pushes for a screen (see
    /// ``UIKitPresenter/preparePushedScreen``).
    public var preparePushedScreen: (@MainActor (ScreenViewController) -> Void)? {
      didSet { presenter?.preparePushedScreen = preparePushedScreen }
    }

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

    /// Creates the wiring for `screen`; nothing is shown until ``show(in:of:)``.
    ///
    /// - Parameter screen: The screen.
    public init(screen: any Screen) {
      host = ScreenHost(screen: screen)
      liaison = TableViewLiaison(controller: host.controller)
      host.observeProblems { [weak self] error in
        guard let self else { return }
        liaison.onProblem?(.invalidContent(String(describing: error)))
        presenter?.present(
          Alert.contentProblem(error, screenTitle: screen.title, isShown: true))
      }
    }

    /// Shows the screen in `tableView`: the liaison becomes its data source and delegates, a
    /// presenter presents and pushes from `viewController`, a refreshable screen
    /// (`RefreshableScreen`) gets a refresh control (pull to refresh), and the screen's loop
    /// starts. Call it once.
    ///
    /// - Parameters:
    ///   - tableView: The table view, in `viewController`'s view.
    ///   - viewController: What the presenter presents from, and whose navigation controller
    ///     pushes.
    public func show(in tableView: UITableView, of viewController: UIViewController) {
      guard presenter == nil else { return }
      let presenter = UIKitPresenter(host: viewController)
      presenter.preparePushedScreen = preparePushedScreen
      self.presenter = presenter
      host.presenter = presenter
      liaison.asksDeleteQuestions = true
      liaison.liaise(tableView)
      installRefreshControl(on: tableView)
      host.start()
    }

    /// Reads the screen's content again and applies what changed.
    public func refresh() {
      host.setNeedsUpdate()
      host.updateIfNeeded()
    }
  }
#endif
