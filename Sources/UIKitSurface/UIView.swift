/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    surfaceFrame = frame
    super.init()
  }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override convenience init() { self.init(frame: .zero) }

  internal var surfaceFrame: CGRect = .zero
  internal weak var surfaceSuperview: UIView?
  /// The view controller whose view this is.
  internal weak var surfaceViewController: UIViewController?
  internal var surfaceSubviews: [UIView] = []

  /// https://developer.apple.com/documentation/uikit/uiview/frame (a change of size resizes
  /// the subviews whose autoresizing mask says so)
  open var frame: CGRect {
    get { surfaceFrame }
    set {
      let old = surfaceFrame.size
      surfaceFrame = newValue
      setNeedsLayout()
      surfaceAutoresizeSubviews(from: old)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  open var autoresizingMask: UIView.AutoresizingMask = []

  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }

  internal func surfaceAutoresizeSubviews(from old: CGSize) {
    let width = surfaceFrame.width - old.width
    let height = surfaceFrame.height - old.height
    guard width != 0 || height != 0 else { return }
    for view in surfaceSubviews where !view.autoresizingMask.isEmpty {
      var frame = view.frame
      if view.autoresizingMask.contains(.flexibleWidth) { frame.size.width += width }
      if view.autoresizingMask.contains(.flexibleHeight) { frame.size.height += height }
      view.frame = frame
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/bounds (a view's bounds have its
  /// frame's size; changing their size grows or shrinks the view around its center, as Apple
  /// documents; a scroll view's origin is its content offset, other views keep a zero origin)
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: surfaceFrame.size) }
    set { frame = surfaceFrame(keepingCenterWithSize: newValue.size) }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.surfaceSuperview
    }
    return nil
  }

  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { surfaceSuperview }

  /// https://developer.apple.com/documentation/uikit/uiview/subviews
  open var subviews: [UIView] { surfaceSubviews }

  /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() { surfaceNeedsLayout = true }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}

  internal var surfaceNeedsLayout = true

  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  /// (the surface lays every view out left to right)
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open var clipsToBounds: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open var contentMode: UIView.ContentMode = .scaleAspectFill

  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints: Bool = true

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    view.surfaceSuperview = self
    surfaceSubviews.append(view)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() (a first
  /// responder in the view, or the view itself, resigns: it leaves the window)
  open func removeFromSuperview() {
    surfaceResignFirstResponderLeavingWindow()
    surfaceSuperview?.surfaceSubviews.removeAll { $0 === self }
    surfaceSuperview = nil
  }

  internal override var surfaceResponderWindow: UIWindow? { window }
  internal override var surfaceNextResponder: UIResponder? {
    surfaceViewController ?? surfaceSuperview
  }

  /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) (a plain view's
  /// current size, a label's text size)
  open func sizeThatFits(_ size: CGSize) -> CGSize { surfaceSizeThatFits() }

  /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
  /// (the surface has no Auto Layout engine: `sizeThatFits(_:)` of the target size; a table
  /// view cell answers the table's self-sizing row height unless it overrides this)
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { sizeThatFits(targetSize) }

  /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-(cgrect,_) (`nil`:
  /// the window's coordinates)
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let mine = surfaceOriginInWindow()
    let theirs = view?.surfaceOriginInWindow() ?? .zero
    return rect.offsetBy(dx: mine.x - theirs.x, dy: mine.y - theirs.y)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (lays out this
  /// view, then its subviews)
  open func layoutIfNeeded() {
    if surfaceNeedsLayout {
      surfaceNeedsLayout = false
      layoutSubviews()
    }
    for view in surfaceSubviews {
      view.layoutIfNeeded()
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit() (takes the size
  /// `sizeThatFits(_:)` gives: its current size for a plain view, its text's for a label)
  open func sizeToFit() { frame.size = surfaceSizeThatFits() }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  /// (declared on UIView, where the renderer sets it, so that the view keeps it)
  open var accessibilityLabel: String?

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  /// (declared on UIView, where the renderer sets it, so that the view keeps it)
  open var isAccessibilityElement: Bool = false

  /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection (the
  /// app's text size and its window's horizontal size class; the surface has no other traits)
  open var traitCollection: UITraitCollection {
    UITraitCollection(
      surfaceHorizontalSizeClass: window?.surfaceHorizontalSizeClass ?? .unspecified)
  }

  /// https://developer.apple.com/documentation/uikit/uilargecontentvieweritem/showslargecontentviewer
  open var showsLargeContentViewer = false

  /// https://developer.apple.com/documentation/uikit/uilargecontentvieweritem/largecontenttitle
  open var largeContentTitle: String?

  /// https://developer.apple.com/documentation/uikit/uiview/interactions
  open var interactions: [any UIInteraction] = []

  /// https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:)
  open func addInteraction(_ interaction: any UIInteraction) {
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
  /// (declared on UIView, where the renderer sets it, so that the view keeps it)
  open var accessibilityValue: String?

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
  /// (declared on UIView, where the renderer sets it, so that the view keeps it)
  open var accessibilityHint: String?

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
  /// (declared on UIView, where the renderer sets it, so that the view keeps it)
  open var accessibilityTraits: UIAccessibilityTraits = .none

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
  /// (declared on UIView, where the renderer sets it, so that the view keeps it)
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
  /// (VoiceOver's swipe up on an element with the adjustable trait; UIKit declares it on
  /// `NSObject`, not isolated to the main actor, and does nothing by default)
  nonisolated open func accessibilityIncrement() {}

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
  /// (VoiceOver's swipe down on an element with the adjustable trait)
  nonisolated open func accessibilityDecrement() {}

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
  /// (declared on UIView, where the renderer sets it, so that the view keeps it)
  open var accessibilityElementsHidden = false

  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  /// (runs `animations` at once, as UIKit does; the surface draws no frames in between)
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) { animations() }

  /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:) (runs
  /// `actionsWithoutAnimation` at once; batches begun inside are recorded as not animated)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    SurfaceAccessibility.unanimatedDepth += 1
    defer { SurfaceAccessibility.unanimatedDepth -= 1 }
    actionsWithoutAnimation()
  }

  /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

  /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }

  /// https://developer.apple.com/documentation/uikit/uiview/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

  /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

  /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }

  /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }

  /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
  open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }

  /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
  open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }

  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  public enum ContentMode: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum/scaleaspectfill
    case scaleAspectFill
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
  /// The window's first responder (UIKit keeps it privately).
  internal weak var surfaceFirstResponder: UIResponder?

  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  public init(windowScene: UIWindowScene) {
    surfaceWindowScene = windowScene
    super.init(frame: .zero)
  }

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  internal var surfaceWindowScene: UIWindowScene?

  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  open var windowScene: UIWindowScene? { surfaceWindowScene }

  internal var surfaceRootViewController: UIViewController?

  /// The window's horizontal size class: compact, as on an iPhone, until a driver says the
  /// person made it regular (an iPad app at full width).
  internal var surfaceHorizontalSizeClass = UIUserInterfaceSizeClass.compact

  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (installs the
  /// root view controller's view, sized to the window; the view controllers then have the
  /// window's traits: a split view controller in a compact window collapses)
  open var rootViewController: UIViewController? {
    get { surfaceRootViewController }
    set {
      surfaceRootViewController?.view.removeFromSuperview()
      surfaceRootViewController = newValue
      guard let root = newValue else { return }
      root.view.frame = bounds
      addSubview(root.view)
      root.surfaceTraitsDidChange()
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene (its superclass UIScene is not
/// named by the renderer and is skipped).
@MainActor open class UIWindowScene: UIResponder {
  internal var surfaceReviewRequests = 0
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
  internal var surfaceContentOffset: CGPoint = .zero

  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset (the content
  /// can scroll past its end by the bottom inset)
  open var contentInset: UIEdgeInsets = .zero {
    didSet { setNeedsLayout() }
  }

  /// https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

  /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled (recorded;
  /// the drivers scroll regardless)
  open var isScrollEnabled: Bool = true

  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset (setting it
  /// lays the content out again at the next layout pass)
  open var contentOffset: CGPoint {
    get { surfaceContentOffset }
    set {
      surfaceContentOffset = newValue
      setNeedsLayout()
    }
  }

  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize = .zero

  /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  open var refreshControl: UIRefreshControl?

  /// https://developer.apple.com/documentation/uikit/uiview/bounds (a scroll view's bounds
  /// origin is its content offset)
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      super.bounds = newValue
      contentOffset = newValue.origin
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?

  /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
  open var attributedText: NSAttributedString?

  /// https://developer.apple.com/documentation/uikit/uilabel/font
  /// (implicitly unwrapped, as UIKit declares it: a label always has a font, the 17-point
  /// system font until one is set, which follows no text style)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! = UIFont(surfaceSize: 17, traits: .regular)

  /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory = false

  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1

  /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
  open var textAlignment: NSTextAlignment = .natural
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/nstextalignment/center
  case center = 1
  /// https://developer.apple.com/documentation/uikit/nstextalignment/right
  case right = 2
  /// https://developer.apple.com/documentation/uikit/nstextalignment/natural
  case natural = 4
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@MainActor open class UIActivityIndicatorView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/init(style:)
  public init(style: UIActivityIndicatorView.Style) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() {}

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() {}

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum
  public enum Style: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/style-swift.enum/medium
    case medium = 100
  }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis = .horizontal

  /// https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat = 0

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  open var alignment: UIStackView.Alignment = .leading

  internal var surfaceArrangedSubviews: [UIView] = []

  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  open var arrangedSubviews: [UIView] { surfaceArrangedSubviews }

  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:) (also
  /// adds it as a subview)
  open func addArrangedSubview(_ view: UIView) {
    surfaceArrangedSubviews.append(view)
    addSubview(view)
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
  /// (leaves it a subview, as UIKit documents)
  open func removeArrangedSubview(_ view: UIView) {
    surfaceArrangedSubviews.removeAll { $0 === view }
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/leading
    case leading
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/center
    case center
  }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection (the case
/// the surface's views have; UIKit has `rightToLeft` too)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
  case leftToRight
}
