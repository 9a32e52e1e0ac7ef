/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override convenience init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect = .zero

  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { nil }

  /// https://developer.apple.com/documentation/uikit/uiview/superview
  open var superview: UIView? { nil }

  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  open var clipsToBounds: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  open var contentMode: UIView.ContentMode = .scaleAspectFill

  /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints: Bool = true

  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}

  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {}

  /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() {}

  /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
  open func sizeToFit() {}

  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void
  ) {}

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
  /// https://developer.apple.com/documentation/uikit/uiwindow/windowscene
  open var windowScene: UIWindowScene? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene (its superclass UIScene is not
/// named by the renderer and is skipped).
@MainActor open class UIWindowScene: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint = .zero
  /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize = .zero
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?

  /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
  open var attributedText: NSAttributedString?

  /// https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont?

  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  open var textColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
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

  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  open var arrangedSubviews: [UIView] { [] }

  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  open func addArrangedSubview(_ view: UIView) {}

  /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
  open func removeArrangedSubview(_ view: UIView) {}

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/leading
    case leading
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/center
    case center
  }
}
