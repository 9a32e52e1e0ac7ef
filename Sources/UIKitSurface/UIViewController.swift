/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  internal var surfaceView: UIView? {
    didSet {
      if oldValue?.surfaceViewController === self { oldValue?.surfaceViewController = nil }
      surfaceView?.surfaceViewController = self
    }
  }
  internal weak var surfaceParent: UIViewController?
  internal var surfaceChildren: [UIViewController] = []
  internal var surfacePresented: UIViewController?
  internal weak var surfacePresenting: UIViewController?
  /// What UIKit would have logged or raised here (a refused presentation, a bad push).
  internal var surfaceProblemLog: [String] = []

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view (loads the view on
  /// first use: `loadView()`, then `viewDidLoad()`)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      if surfaceView == nil {
        loadView()
        if surfaceView == nil { surfaceView = UIView(frame: .zero) }
        viewDidLoad()
      }
      return surfaceView
    }
    set { surfaceView = newValue }
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool { surfaceView != nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem (made on
  /// first use, as UIKit makes it)
  open var navigationItem: UINavigationItem {
    if let item = surfaceNavigationItem { return item }
    let item = UINavigationItem()
    surfaceNavigationItem = item
    return item
  }

  internal var surfaceNavigationItem: UINavigationItem?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() (a plain view
  /// unless overridden)
  open func loadView() { surfaceView = UIView(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  /// (the nearest navigation controller among its ancestors)
  open var navigationController: UINavigationController? {
    var ancestor = surfaceParent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.surfaceParent
    }
    return nil
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { surfacePresented }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
  /// (for a view controller that is not presented, the one presenting its nearest presented
  /// ancestor, as Apple documents: a column of a presented split view controller has one)
  open var presentingViewController: UIViewController? {
    surfacePresenting ?? surfaceParent?.presentingViewController
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  /// (none: the surface is a compact, iPhone-sized environment)
  open var popoverPresentationController: UIPopoverPresentationController? { nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  /// (refused, as UIKit refuses it, when this view controller's view is not in a window or it
  /// already presents one; the presented view joins the window)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard let window = view.window else {
      surfaceProblemLog.append(
        "Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the "
          + "window hierarchy.")
      return
    }
    if let presented = surfacePresented {
      surfaceProblemLog.append(
        "Attempt to present \(viewControllerToPresent) on \(self) which is already presenting "
          + "\(presented).")
      return
    }
    surfacePresented = viewControllerToPresent
    viewControllerToPresent.surfacePresenting = self
    viewControllerToPresent.view.frame = window.bounds
    window.addSubview(viewControllerToPresent.view)
    viewControllerToPresent.surfaceTraitsDidChange()
    completion?()
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  /// (recorded: the surface presents every view controller over the whole window)
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// The window's traits changed, or the view controller joined a window: UIKit tells the view
  /// controllers in it (`traitCollectionDidChange(_:)`, `willTransition(to:with:)`), children
  /// and presented ones too. A split view controller collapses or expands here.
  internal func surfaceTraitsDidChange() {
    for child in children { child.surfaceTraitsDidChange() }
    surfacePresented?.surfaceTraitsDidChange()
  }

  /// The horizontal size class of the window the view controller's view is in, if any.
  internal var surfaceHorizontalSizeClass: UIUserInterfaceSizeClass? {
    surfaceView?.window?.surfaceHorizontalSizeClass
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  /// (a presented view controller asks its presenter to dismiss it)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let presented = surfacePresented else {
      surfacePresenting?.dismiss(animated: flag, completion: completion)
      return
    }
    presented.surfacePresented.map { _ in presented.dismiss(animated: flag) }
    presented.surfaceView?.removeFromSuperview()
    presented.surfacePresenting = nil
    surfacePresented = nil
    completion?()
  }

  internal override var surfaceNextResponder: UIResponder? {
    surfacePresenting ?? surfaceView?.surfaceSuperview
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  open var parent: UIViewController? { surfaceParent }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
  open var children: [UIViewController] { surfaceChildren }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) (calls the
  /// child's `willMove(toParent:)`, as UIKit documents)
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    childController.willMove(toParent: self)
    childController.surfaceParent = self
    surfaceChildren.append(childController)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent() (calls
  /// `didMove(toParent: nil)`, as UIKit documents)
  open func removeFromParent() {
    guard let parent = surfaceParent else { return }
    parent.surfaceChildren.removeAll { $0 === self }
    surfaceParent = nil
    didMove(toParent: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  /// (the surface's navigation controller calls it on the view controller it is about to show
  /// on top: the root when it loads, a pushed one, and the one a pop uncovers)
  open func viewWillAppear(_ animated: Bool) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  open func willMove(toParent parent: UIViewController?) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  open func didMove(toParent parent: UIViewController?) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] { children }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  open var topViewController: UIViewController? { children.last }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  /// (the pushed view controller becomes a child and its view replaces the previous top's)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if viewController is UINavigationController {
      surfaceProblemLog.append("Pushing a navigation controller is not supported")
      return
    }
    if viewController is UISplitViewController {
      surfaceProblemLog.append("Split View Controllers cannot be pushed to a Navigation Controller")
      return
    }
    if children.contains(where: { $0 === viewController }) {
      surfaceProblemLog.append(
        "Pushing the same view controller instance more than once is not supported")
      return
    }
    let previous = topViewController
    addChild(viewController)
    if isViewLoaded {
      previous?.surfaceView?.removeFromSuperview()
      showTop()
    }
    viewController.didMove(toParent: self)
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  /// (never pops the root view controller)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1, let top = topViewController else { return nil }
    top.willMove(toParent: nil)
    top.surfaceView?.removeFromSuperview()
    top.removeFromParent()
    if isViewLoaded { showTop() }
    return top
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() (a view that
  /// keeps the top view controller's view filling it)
  open override func loadView() {
    view = FillingView(frame: .zero)
    showTop()
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (the top view
  /// controller's view fills the navigation controller's)
  internal func showTop() {
    guard let top = topViewController, let container = surfaceView else { return }
    top.viewWillAppear(false)
    top.view.frame = container.bounds
    container.addSubview(top.view)
  }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle (the styles the
/// renderer names)
public enum UIModalPresentationStyle: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
  case fullScreen = 0
  /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
  case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller (its
/// superclass UIPresentationController is not named by the renderer and is skipped).
@MainActor open class UIPopoverPresentationController: NSObject {
  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  open var sourceView: UIView?

  /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  open var sourceRect: CGRect = .zero
}

/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor open class UIAlertController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    surfaceStyle = preferredStyle
  }

  internal var surfaceStyle = UIAlertController.Style.alert
  internal var surfaceActions: [UIAlertAction] = []

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
  open var message: String?

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
  open var preferredStyle: UIAlertController.Style { surfaceStyle }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
  open var actions: [UIAlertAction] { surfaceActions }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) { surfaceActions.append(action) }

  internal var surfaceTextFields: [UITextField] = []

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
  /// (only an alert can have text fields: an action sheet records the exception UIKit raises)
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      surfaceProblemLog.append(
        "Text fields can only be added to an alert controller of style "
          + "UIAlertControllerStyleAlert")
      return
    }
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    surfaceTextFields.append(field)
    view.addSubview(field)
  }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/textfields (`nil` when
  /// the alert has none)
  open var textFields: [UITextField]? { surfaceTextFields.isEmpty ? nil : surfaceTextFields }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction
  /// (an action not added to the alert is ignored, as UIKit documents)
  open var preferredAction: UIAlertAction? {
    get { surfacePreferred }
    set { surfacePreferred = newValue.flatMap { action in actions.first { $0 === action } } }
  }
  internal var surfacePreferred: UIAlertAction?

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
    case actionSheet
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert
    case alert
  }
}

/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor open class UIAlertAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
  public convenience init(
    title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
  ) {
    self.init()
    surfaceTitle = title
    surfaceStyle = style
    surfaceHandler = handler
  }

  internal var surfaceTitle: String?
  internal var surfaceStyle = UIAlertAction.Style.default
  internal var surfaceHandler: ((UIAlertAction) -> Void)?

  /// https://developer.apple.com/documentation/uikit/uialertaction/title
  open var title: String? { surfaceTitle }

  /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled (a disabled
  /// button is dimmed and ignores taps)
  open var isEnabled: Bool = true

  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
  open var style: UIAlertAction.Style { surfaceStyle }

  /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
    case `default`
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
    case cancel
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
    case destructive
  }
}

/// https://developer.apple.com/documentation/uikit/uiactivity
@MainActor open class UIActivity: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller
@MainActor open class UIActivityViewController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    surfaceItems = activityItems
    super.init(nibName: nil, bundle: nil)
  }

  internal var surfaceItems: [Any] = []

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
  internal static let surfaceShared = UIApplication()
  internal var surfaceOpenableSchemes: Set<String> = []
  internal var surfaceOpenedURLs: [URL] = []

  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  open class var shared: UIApplication { surfaceShared }

  /// https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:) (no app
  /// opens anything unless a test says so)
  open func canOpenURL(_ url: URL) -> Bool {
    url.scheme.map { surfaceOpenableSchemes.contains($0) } ?? false
  }

  /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
  /// (records the link; the completion receives whether an app could open it)
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    surfaceOpenedURLs.append(url)
    completion?(canOpenURL(url))
  }

  /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
  public struct OpenExternalURLOptionsKey: Hashable, Sendable {}
}

/// https://developer.apple.com/documentation/uikit/uicontextualaction
@MainActor open class UIContextualAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
  public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.init()
    surfaceStyle = style
    surfaceTitle = title
    surfaceHandler = handler
  }

  internal var surfaceStyle = UIContextualAction.Style.normal
  internal var surfaceTitle: String?
  internal var surfaceHandler: UIContextualAction.Handler?

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/title
  open var title: String? { surfaceTitle }

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property
  open var style: UIContextualAction.Style { surfaceStyle }

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/image
  open var image: UIImage?

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor
  /// (`UIColor!` in UIKit; `nil` for the style's own: red for destructive, grey otherwise)
  open var backgroundColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/normal
    case normal
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/destructive
    case destructive
  }
}

/// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@MainActor open class UISwipeActionsConfiguration: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
  public convenience init(actions: [UIContextualAction]) {
    self.init()
    surfaceActions = actions
  }

  internal var surfaceActions: [UIContextualAction] = []

  /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
  open var actions: [UIContextualAction] { surfaceActions }

  /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  open var performsFirstActionWithFullSwipe: Bool = true
}
