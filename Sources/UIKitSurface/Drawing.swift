/// https://developer.apple.com/documentation/uikit/uiimage (immutable and usable from any
/// thread, as UIKit documents it: `Sendable`, not bound to the main actor)
open class UIImage: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) (the surface
  /// does not know the symbol set: every name gives a symbol image)
  public convenience init?(systemName name: String) {
    self.init()
    surfaceSource = .symbol(name)
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:) (`nil` unless the
  /// app's asset catalog has an image of that name)
  public convenience init?(named name: String) {
    guard Self.surfaceAssetNames.contains(name) else { return nil }
    self.init()
    surfaceSource = .asset(name)
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(contentsoffile:) (`nil`
  /// when no readable, non-empty file is at `path`; the surface decodes no image data)
  public convenience init?(contentsOfFile path: String) {
    guard FileManager.default.isReadableFile(atPath: path),
      let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
      size.intValue > 0
    else { return nil }
    self.init()
    surfaceSource = .file(path)
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/init(data:) (`nil` for empty
  /// data; the surface decodes no image data and keeps the bytes)
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init()
    surfaceSource = .data(data)
  }

  /// https://developer.apple.com/documentation/uikit/uiimage/preparefordisplay(completionhandler:)
  /// (the surface has no bitmap to decode: the handler gets the image itself, at once)
  public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
    completionHandler(self)
  }

  internal static var surfaceAssetNames: Set<String> {
    get { surfaceAssetNamesLock.withLock { surfaceAssetNamesStorage } }
    set { surfaceAssetNamesLock.withLock { surfaceAssetNamesStorage = newValue } }
  }
  private static let surfaceAssetNamesLock = NSLock()
  nonisolated(unsafe) private static var surfaceAssetNamesStorage: Set<String> = []
  /// Set once, by the initializer that made the image.
  internal var surfaceSource = SurfaceImageSource.file("")
}

/// https://developer.apple.com/documentation/uikit/uifont (not an NSObject here: Foundation on
/// Linux cannot compare attributed-string attributes that are Swift NSObject subclasses, and the
/// renderer never names the superclass; equal as NSObject's `isEqual` makes it)
@MainActor open class UIFont: Equatable {
  internal init(surfaceSize: CGFloat, traits: SurfaceFontTraits) {
    self.surfaceSize = surfaceSize
    surfaceTraits = traits
  }

  internal let surfaceSize: CGFloat
  internal let surfaceTraits: SurfaceFontTraits
  /// The text style of a font made by `preferredFont(forTextStyle:)`.
  internal var surfaceTextStyle: UIFont.TextStyle?

  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:) (the
  /// sizes of the default Dynamic Type setting, "Large")
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    let font = UIFont(surfaceSize: 17, traits: style == .headline ? .semibold : .regular)
    font.surfaceTextStyle = style
    return font
  }

  /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(surfaceSize: fontSize, traits: .bold)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/italicsystemfont(ofsize:)
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(surfaceSize: fontSize, traits: .italic)
  }

  /// https://developer.apple.com/documentation/uikit/uifont/pointsize
  open var pointSize: CGFloat { surfaceSize }

  /// https://developer.apple.com/documentation/uikit/uifont/lineheight (1.2 of the point size:
  /// the surface has no font metrics)
  open var lineHeight: CGFloat { surfaceSize * 1.2 }

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:) (fonts
  /// of one face and size are equal)
  nonisolated public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.surfaceSize == rhs.surfaceSize && lhs.surfaceTraits == rhs.surfaceTraits
  }

  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, Sendable {
    internal let surfaceName: String
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(surfaceName: "body")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
    public static let headline = TextStyle(surfaceName: "headline")
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
    public static let footnote = TextStyle(surfaceName: "footnote")
  }
}

/// https://developer.apple.com/documentation/uikit/uicolor (not an NSObject here, for the reason
/// UIFont gives; equal as NSObject's `isEqual` makes it)
@MainActor open class UIColor: Equatable {
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    surfaceComponents = [red, green, blue, alpha]
  }

  internal let surfaceComponents: [CGFloat]

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:) (colours
  /// with equal components are equal)
  nonisolated public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.surfaceComponents == rhs.surfaceComponents
  }

  internal convenience init(surfaceHex hex: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  // The system colours' light-appearance values from Apple's Human Interface Guidelines.

  /// https://developer.apple.com/documentation/uikit/uicolor/label
  open class var label: UIColor { UIColor(surfaceHex: 0x000000) }

  /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  open class var secondaryLabel: UIColor { UIColor(surfaceHex: 0x3C3C43, alpha: 0.6) }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { UIColor(surfaceHex: 0xFF3B30) }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen
  open class var systemGreen: UIColor { UIColor(surfaceHex: 0x34C759) }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow
  open class var systemYellow: UIColor { UIColor(surfaceHex: 0xFFCC00) }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
  open class var systemBlue: UIColor { UIColor(surfaceHex: 0x007AFF) }

  /// https://developer.apple.com/documentation/uikit/uicolor/systempink
  open class var systemPink: UIColor { UIColor(surfaceHex: 0xFF2D55) }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemteal
  open class var systemTeal: UIColor { UIColor(surfaceHex: 0x30B0C7) }

  /// https://developer.apple.com/documentation/uikit/uicolor/systemgray
  open class var systemGray: UIColor { UIColor(surfaceHex: 0x8E8E93) }
}

/// https://developer.apple.com/documentation/uikit/uinib
@MainActor open class UINib: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
  public init(nibName name: String, bundle bundleOrNil: Bundle?) { super.init() }
}
