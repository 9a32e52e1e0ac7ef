/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller (the column style of
/// iOS 14, as UISplitViewController.h of the iPhoneOS SDK declares it: columns set with
/// `setViewController(_:for:)`, each wrapped in a navigation controller of its own but the
/// compact column's. Regular width shows the columns the display mode shows side by side; a
/// compact horizontal size class collapses the split into the primary column's navigation
/// controller, with the columns up to the top one the delegate chooses pushed on it, and a
/// regular one expands it again. Behaviour/SplitColumns.swift has the behaviour)
@MainActor open class UISplitViewController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
  public init(style: UISplitViewController.Style) {
    surfaceStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (storyboards
  /// are not modelled: `nil`)
  public required init?(coder: NSCoder) {
    return nil
  }

  internal let surfaceStyle: UISplitViewController.Style
  /// The view controller set for each column, as given.
  internal var surfaceGiven: [Column: UIViewController] = [:]
  /// The navigation controller of each column but the compact one: the one given, or the one
  /// made for the view controller given.
  internal var surfaceNavigations: [Column: UINavigationController] = [:]
  /// The first view controller of each column's own stack: where the column starts in the
  /// collapsed stack.
  internal var surfaceRoots: [Column: UIViewController] = [:]
  internal var surfaceCollapsed = false
  /// The display mode `show(_:)` and `hide(_:)` moved to; `nil` for the preferred one.
  internal var surfaceDisplayMode: DisplayMode?

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate
  open weak var delegate: (any UISplitViewControllerDelegate)?

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
  /// (`.automatic` shows every column side by side in a regular width)
  open var preferredDisplayMode: UISplitViewController.DisplayMode = .automatic {
    didSet {
      surfaceDisplayMode = nil
      surfaceLayOutColumns()
    }
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredsplitbehavior
  /// (recorded: the surface tiles the columns)
  open var preferredSplitBehavior: UISplitViewController.SplitBehavior = .automatic

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredprimarycolumnwidthfraction
  /// (UIKit's automatic dimension, a negative number, by default: a third of the width, at most
  /// 320 points)
  open var preferredPrimaryColumnWidthFraction: CGFloat = -1 {
    didSet { surfaceLayOutColumns() }
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredsupplementarycolumnwidthfraction
  /// (likewise, for the supplementary column of a triple-column split)
  open var preferredSupplementaryColumnWidthFraction: CGFloat = -1 {
    didSet { surfaceLayOutColumns() }
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
  open var isCollapsed: Bool { surfaceCollapsed }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
  /// (a view controller that is not a navigation controller gets one, except in the compact
  /// column; the supplementary column exists in a triple-column split only)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    surfaceSet(vc, for: column)
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
  /// (the view controller set for the column, as it was given)
  open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
    surfaceGiven[column]
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:) (collapsed:
  /// pushes the column and the columns before it that are not in the stack, or pops the
  /// columns over it; expanded: moves to the nearest display mode that shows it, ignored for
  /// the secondary column; never the compact column)
  open func show(_ column: UISplitViewController.Column) {
    surfaceShow(column)
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:) (collapsed:
  /// pops the column when it is on top, ignored for the primary column; expanded: moves to the
  /// nearest display mode that hides it, ignored for the secondary column; never the compact
  /// column)
  open func hide(_ column: UISplitViewController.Column) {
    surfaceHide(column)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() (a view that
  /// lays the columns out side by side, or shows the collapsed stack)
  open override func loadView() {
    view = SplitColumnsView(split: self)
    surfaceInstallColumnViews()
  }

  /// Collapses in a compact horizontal size class, expands in a regular one, then tells the
  /// view controllers it shows.
  internal override func surfaceTraitsDidChange() {
    surfaceFollowSizeClass()
    super.surfaceTraitsDidChange()
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
  /// (the column styles; the classic style is not modelled)
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
    case doubleColumn = 1
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn
    case tripleColumn = 2
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
  public enum Column: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary
    case primary = 0
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary
    case supplementary = 1
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary
    case secondary = 2
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact
    case compact = 3
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
  /// (the tiled modes; the overlay and displace modes are not modelled)
  public enum DisplayMode: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/automatic
    case automatic = 0
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/secondaryonly
    case secondaryOnly = 1
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/onebesidesecondary
    case oneBesideSecondary = 2
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twobesidesecondary
    case twoBesideSecondary = 4
  }

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/splitbehavior-swift.enum
  /// (the behaviours the renderer names)
  public enum SplitBehavior: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/splitbehavior-swift.enum/automatic
    case automatic = 0
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/splitbehavior-swift.enum/tile
    case tile = 1
  }
}

// UIKit declares these requirements `optional`. As for the table view's protocols, every
// requirement here is one the renderer implements, so each is required.

/// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate (the
/// column-style requirements the renderer implements)
@MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
  /// (asked as the split collapses; UIKit proposes the secondary column)
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:displaymodeforexpandingtoproposeddisplaymode:)
  /// (asked as the split expands, before its columns leave the collapsed stack)
  func splitViewController(
    _ svc: UISplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController
      .DisplayMode
  ) -> UISplitViewController.DisplayMode

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:)
  func splitViewControllerDidExpand(_ svc: UISplitViewController)

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willshow:)
  /// (the system shows a column, as when a person brings a hidden one in; not for `show(_:)`,
  /// and the surface has no gesture that does it)
  func splitViewController(
    _ svc: UISplitViewController, willShow column: UISplitViewController.Column)

  /// https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:)
  /// (the system hides a column, as when a person rotates the device; not for `hide(_:)`, and
  /// the surface has no gesture that does it)
  func splitViewController(
    _ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}
