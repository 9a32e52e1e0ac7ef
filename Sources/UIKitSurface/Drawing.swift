/// https://developer.apple.com/documentation/uikit/uiimage
@MainActor open class UIImage: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public convenience init?(systemName name: String) { self.init() }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public convenience init?(named name: String) { self.init() }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(contentsoffile:)
  public convenience init?(contentsOfFile path: String) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uifont
@MainActor open class UIFont: NSObject {
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }

  /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }

  /// https://developer.apple.com/documentation/uikit/uifont/italicsystemfont(ofsize:)
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }

  /// https://developer.apple.com/documentation/uikit/uifont/pointsize
  open var pointSize: CGFloat { 17 }

  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle()
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline = TextStyle()
  }
}

/// https://developer.apple.com/documentation/uikit/uicolor
@MainActor open class UIColor: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uicolor/label
  open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }

  /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  open class var secondaryLabel: UIColor { label }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { label }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen
  open class var systemGreen: UIColor { label }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow
  open class var systemYellow: UIColor { label }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
  open class var systemBlue: UIColor { label }

  /// https://developer.apple.com/documentation/uikit/uicolor/systempink
  open class var systemPink: UIColor { label }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemteal
  open class var systemTeal: UIColor { label }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray
  open class var systemGray: UIColor { label }
}

/// https://developer.apple.com/documentation/uikit/uinib
@MainActor open class UINib: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
  public init(nibName name: String, bundle bundleOrNil: Bundle?) { super.init() }
}
