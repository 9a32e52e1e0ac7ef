/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView!

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? { nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController? { nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  open var popoverPresentationController: UIPopoverPresentationController? { nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
  open var parent: UIViewController? { nil }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  open func addChild(_ childController: UIViewController) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
  open func removeFromParent() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
  open func willMove(toParent parent: UIViewController?) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  open func didMove(toParent parent: UIViewController?) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { nil }
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
  ) { self.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
  open func addAction(_ action: UIAlertAction) {}

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
  ) { self.init() }

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
    super.init(nibName: nil, bundle: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiapplication/shared
  open class var shared: UIApplication { UIApplication() }

  /// https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
  open func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}

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
  ) { self.init() }

  /// https://developer.apple.com/documentation/uikit/uicontextualaction/image
  open var image: UIImage?

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
  public convenience init(actions: [UIContextualAction]) { self.init() }

  /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  open var performsFirstActionWithFullSwipe: Bool = true
}
