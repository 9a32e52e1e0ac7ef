#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A view controller that shows a ``Screen`` in a table view, with a ``UIKitPresenter`` for its
  /// handlers. After each interaction it reads the screen's content again.
  ///
  /// ```swift
  /// let root = try ScreenViewController(screen: SettingsScreen())
  /// window.rootViewController = UINavigationController(rootViewController: root)
  /// ```
  @MainActor
  public final class ScreenViewController: UIViewController {
    /// The screen shown.
    public let screen: any Screen
    /// The controller of the screen's content.
    public let controller: ListController
    /// The liaison between the controller and the table view.
    public let liaison: TableViewLiaison
    /// The presenter the screen's handlers use.
    public private(set) var presenter: UIKitPresenter?
    private let tableStyle: UITableView.Style

    /// Creates a view controller for `screen`.
    ///
    /// - Parameter screen: The screen to show.
    /// - Throws: ``ContentError`` when the screen's content repeats ids.
    public init(screen: any Screen) throws(ContentError) {
      let content = screen.content
      self.screen = screen
      self.controller = try ListController(content: content)
      self.liaison = TableViewLiaison(controller: controller)
      self.tableStyle = Self.style(for: content)
      super.init(nibName: nil, bundle: nil)
      title = screen.title
    }

    /// Not supported: screens are created in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Makes the table view the controller's view and liaises it.
    public override func loadView() {
      let tableView = UITableView(frame: .zero, style: tableStyle)
      view = tableView
      let presenter = UIKitPresenter(host: self)
      self.presenter = presenter
      controller.presenter = presenter
      liaison.onInteraction = { [weak self] in self?.refresh() }
      // Where the viewport is, after every row that comes on screen: pagination decides from it.
      liaison.onWillDisplayRow = { [weak self, weak tableView] path in
        guard let self, let tableView else { return }
        let bottom = tableView.contentOffset.y + tableView.bounds.height
        controller.visibleRegionDidChange(
          VisibleRegion(
            lastVisibleRow: path, distanceToEnd: max(0, tableView.contentSize.height - bottom),
            viewportHeight: tableView.bounds.height))
      }
      controller.onVisibleRegionChange = { [weak self] region in
        self?.screen.visibleRegionDidChange(region)
      }
      screen.attach { [weak self] in self?.refresh() }
      liaison.liaise(tableView)
    }

    /// Reads the screen's content again and applies what changed, animated, through the diff.
    public func refresh() {
      do {
        try controller.update(to: screen.content)
      } catch {
        liaison.onProblem?(.invalidContent(String(describing: error)))
      }
    }

    /// Inset grouped when a section is inset, grouped when one is grouped, otherwise plain:
    /// UIKit fixes a table view's style when it is created.
    static func style(for content: ListContent) -> UITableView.Style {
      let styles = content.sections.map(\.style)
      if styles.contains(.inset) { return .insetGrouped }
      if styles.contains(.grouped) { return .grouped }
      return .plain
    }
  }
#endif
