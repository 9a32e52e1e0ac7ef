#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A view controller that shows a `Screen` in a table view, with a ``UIKitPresenter`` for its
  /// handlers. The core's `ScreenHost` runs the screen's loop: after a handler, an alert action
  /// or a request from the screen it reads the content again and applies what changed.
  ///
  /// ```swift
  /// let root = ScreenViewController(screen: SettingsScreen())
  /// root.liaison.onProblem = { problem in print(problem) }
  /// window.rootViewController = UINavigationController(rootViewController: root)
  /// ```
  ///
  /// A screen that has bars (`Screen.topBar`, `Screen.bottomBar`) when the view loads gets a
  /// view that pins them above and below the table view (the liaison's `tableView`); a screen without bars
  /// then keeps the table view as its view, and bars it describes later are not shown.
  ///
  /// Register your own cells with ``liaison`` any time (before the view loads is fine). Subclass
  /// it to configure the table view in ``configureTableView(_:)``; to show a screen in a view
  /// controller of your own, use ``ScreenTable``.
  ///
  /// A table view draws list sections only. A screen with grid, flow or carousel sections
  /// (`Section.layout(_:)`) shows in a collection view:
  ///
  /// ```swift
  /// let settings = ScreenViewController(screen: SettingsScreen(), container: .collectionView)
  /// ```
  ///
  /// On a table view such a section is refused: it shows without its rows, and the host's
  /// problem observers (and the liaison's `onProblem`) hear
  /// `ScreenProblem.unsupportedLayout(screen:section:layout:)` naming it.
  @MainActor
  open class ScreenViewController: UIViewController {
    /// The view a ``ScreenViewController`` shows its screen in.
    public enum Container: Sendable, Equatable {
      /// A `UITableView` driven by a ``TableViewLiaison``: list sections only.
      case tableView
      /// A `UICollectionView` with a compositional layout driven by a
      /// ``CollectionViewLiaison``: list, grid, flow and carousel sections.
      case collectionView
    }

    /// The wiring of the screen, the liaison and the presenter.
    public let screenTable: ScreenTable
    /// The table view's style, fixed when the table view is created.
    public let tableStyle: UITableView.Style
    /// Whether the screen shows in a table view or a collection view; fixed once the view
    /// loads.
    public internal(set) var container: Container

    /// The loop that rebuilds the screen's content; the only caller of `update(to:)`.
    public var host: ScreenHost { screenTable.host }
    /// The liaison between the controller and the table view.
    public var liaison: TableViewLiaison { screenTable.liaison }
    /// The liaison between the controller and the collection view of a
    /// ``Container/collectionView`` controller (register its cells any time).
    public var collectionLiaison: CollectionViewLiaison { screenTable.collectionLiaison }
    /// The presenter the screen's handlers use, once the view is loaded.
    public var presenter: UIKitPresenter? { screenTable.presenter }
    /// The screen shown.
    public var screen: any Screen { host.screen }
    /// The controller of the screen's content.
    public var controller: ListController { host.controller }

    /// Creates a view controller for `screen`. Content that breaks the identity rules is not
    /// shown: the table stays empty (or keeps its last good content) and ``liaison``'s
    /// `onProblem` hears ``RenderProblem/invalidContent(_:)``.
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - style: The table view's style; by default plain when a section pins its header
    ///     (`Section.pinnedHeader(_:)`), else inset grouped when a section is inset,
    ///     grouped when one is grouped, otherwise plain. Whether headers pin is UIKit's: a plain
    ///     table view floats every header at the top while its section scrolls under it (a
    ///     section's `pinnedHeader(false)` cannot stop that), a grouped or inset grouped one
    ///     floats none (`pinnedHeader()` has no effect there).
    ///   - container: A table view (the default) or a collection view, whose list sections
    ///     take their own appearance from their `SectionStyle`.
    public init(
      screen: any Screen, style: UITableView.Style? = nil, container: Container = .tableView
    ) {
      screenTable = ScreenTable(screen: screen)
      tableStyle = style ?? Self.style(for: screenTable.controller.content)
      self.container = container
      super.init(nibName: nil, bundle: nil)
      title = screen.title
    }

    /// Creates a view controller for a screen whose host navigates through something else,
    /// such as SwiftUI's navigation (see ``ScreenTable/init(host:)``): the host keeps its
    /// presenter, and the screen's commands are not put in this controller's navigation item.
    ///
    /// - Parameters:
    ///   - host: The screen's host, with its presenter set.
    ///   - style: The table view's style, as for ``init(screen:style:container:)``.
    ///   - container: A table view (the default) or a collection view. A screen with a grid,
    ///     flow or carousel section is shown in a collection view whatever this says.
    public init(
      host: ScreenHost, style: UITableView.Style? = nil, container: Container = .tableView
    ) {
      screenTable = ScreenTable(host: host)
      tableStyle = style ?? Self.style(for: host.controller.content)
      let needsCollection = host.controller.content.sections.contains { !$0.layout.isList }
      self.container = needsCollection ? .collectionView : container
      super.init(nibName: nil, bundle: nil)
      title = host.screen.title
    }

    /// Not supported: screens are created in code.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Makes a table view (or a collection view) the controller's view, lets a subclass
    /// configure it, and shows the screen in it.
    open override func loadView() {
      switch container {
      case .tableView:
        let tableView = UITableView(frame: .zero, style: tableStyle)
        install(tableView)
        configureTableView(tableView)
        screenTable.show(in: tableView, of: self)
      case .collectionView:
        let collectionView = UICollectionView(
          frame: .zero, collectionViewLayout: collectionLiaison.makeLayout())
        install(collectionView)
        configureCollectionView(collectionView)
        screenTable.show(in: collectionView, of: self)
      }
    }

    /// Makes `listView` the controller's view, or pins the screen's bars above and below it.
    private func install(_ listView: UIScrollView) {
      if host.bars.isEmpty {
        view = listView
      } else {
        // The screen's bars stay put above and below the list, rebuild after rebuild.
        let barsView = ScreenBarsView(listView: listView, registry: liaison.registry)
        view = barsView
        showBars(in: barsView)
        host.observeUpdates { [weak self, weak barsView] in
          guard let self, let barsView else { return }
          showBars(in: barsView)
        }
      }
    }

    private func showBars(in barsView: ScreenBarsView) {
      if let problem = barsView.show(host.bars) { liaison.onProblem?(problem) }
    }

    /// Rebuilds the screen when it shows again after a screen pushed over it was popped: that
    /// screen's handlers may have changed this one's state (a picker handing back its choice),
    /// as `ScreenHost.rebuildOnReturn()` explains. The first appearance rebuilds nothing.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      if hasAppeared { host.rebuildOnReturn() }
      hasAppeared = true
    }

    /// Whether the view appeared before.
    private var hasAppeared = false

    /// The key commands of a hardware keyboard (iPad, iPhone): those UIKit gives the controller
    /// (`addKeyCommand(_:)`), then one for each of the screen's commands that has a key
    /// (`ScreenCommand.shortcut`). UIKit runs a command when its key is pressed and lists it,
    /// with the command's title, in the overlay shown while the Command key is held.
    ///
    /// A key runs the command the screen has when it is pressed, as a bar button does: the
    /// screen's first command with that key, through the host, with the selected row. A
    /// disabled command's key command is shown disabled and runs nothing; a destructive one's is
    /// marked destructive; a command whose key an earlier command has gets none.
    ///
    /// The keys: ← and → for `.previous` and `.next`; a mnemonic's character, Shift and the
    /// letter for a capital (`.mnemonic("M")` is ⇧M); Control and the character for
    /// `.control`, whatever its case; Option and the character for `.alt`; F1 to F12; forward
    /// Delete for `.delete`. Return, Tab, Escape and Backspace are keys too. A key UIKit has no
    /// name for (another control character, a function key past F12) is simply not offered:
    /// nothing is reported.
    ///
    /// Typing keeps its keys. The key commands never take priority over text input or focus
    /// movement (`wantsPriorityOverSystemBehavior` is `false`: a letter typed in a field goes
    /// into the field, an arrow can move the focus), and while a text field or text view of the
    /// screen is editing, only keys with Control and function keys are offered: a mnemonic, an
    /// Option character, an arrow or Delete types or edits there instead, and the overlay does
    /// not promise otherwise. While the controller presents another view controller (an alert,
    /// a presented screen), the screen offers no keys: what is presented has the keyboard.
    open override var keyCommands: [UIKeyCommand]? {
      let inherited = super.keyCommands
      guard presentedViewController == nil else { return inherited }
      let own = screenTable.keyCommands(
        action: Self.screenCommandAction, isEditingText: isEditingText)
      return own.isEmpty ? inherited : (inherited ?? []) + own
    }

    /// Called once, before the liaison drives `tableView`: set its properties here. Does
    /// nothing by default.
    ///
    /// - Parameter tableView: The table view about to show the screen.
    open func configureTableView(_ tableView: UITableView) {}

    /// Called once, before the liaison drives `collectionView` (a ``Container/collectionView``
    /// controller): set its properties here. The liaison then gives it its compositional
    /// layout. Does nothing by default.
    ///
    /// - Parameter collectionView: The collection view about to show the screen.
    open func configureCollectionView(_ collectionView: UICollectionView) {}

    /// Reads the screen's content again and applies what changed, animated, through the diff.
    public func refresh() {
      screenTable.refresh()
    }

    /// Plain when a section pins its header (only a plain table view floats headers); else
    /// inset grouped when a section is inset, grouped when one is grouped, otherwise plain:
    /// UIKit fixes a table view's style when it is created.
    static func style(for content: ListContent) -> UITableView.Style {
      if content.sections.contains(where: { $0.pinsHeader == true }) { return .plain }
      let styles = content.sections.map(\.style)
      if styles.contains(.inset) { return .insetGrouped }
      if styles.contains(.grouped) { return .grouped }
      return .plain
    }
  }
#endif
