/// https://developer.apple.com/documentation/uikit/uikeymodifierflags (the modifiers the
/// renderer names)
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/init(rawvalue:)
  public let rawValue: Int
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/init(rawvalue:)
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/shift
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/control
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/alternate (Option)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// https://developer.apple.com/documentation/uikit/uikeymodifierflags/command
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// https://developer.apple.com/documentation/uikit/uicommandalternate (only the type of
/// `UIKeyCommand.init`'s defaulted `alternates`: the renderer makes none)
@MainActor open class UICommandAlternate: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicommandalternate (Apple makes `init()`
  /// unavailable)
  @available(*, unavailable)
  public override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uikeycommand (its superclass UICommand is not
/// named by the renderer and is skipped). A key command a responder lists in `keyCommands`
/// sends its action along the responder chain when its key is pressed (the drivers'
/// `userPressKey(_:modifierFlags:)`).
@MainActor open class UIKeyCommand: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
  public convenience init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.init()
    surfaceTitle = title
    surfaceImage = image
    surfaceAction = action
    surfaceInput = input
    surfaceModifierFlags = modifierFlags
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
  }

  internal var surfaceAction: Selector?
  internal var surfaceInput: String?
  internal var surfaceModifierFlags: UIKeyModifierFlags = []

  /// https://developer.apple.com/documentation/uikit/uikeycommand/input
  open var input: String? { surfaceInput }

  /// https://developer.apple.com/documentation/uikit/uikeycommand/modifierflags
  open var modifierFlags: UIKeyModifierFlags { surfaceModifierFlags }

  /// https://developer.apple.com/documentation/uikit/uikeycommand/discoverabilitytitle
  open var discoverabilityTitle: String?

  /// https://developer.apple.com/documentation/uikit/uikeycommand/attributes (Apple documents
  /// `.disabled` as a style and not whether the key still sends the action: the surface sends it,
  /// so a responder must refuse what it cannot do itself)
  open var attributes: UIMenuElement.Attributes = []

  /// https://developer.apple.com/documentation/uikit/uikeycommand/wantspriorityoversystembehavior
  /// (`false` by default: a text input that is first responder takes the keys it types with
  /// first)
  open var wantsPriorityOverSystemBehavior: Bool = false

  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputleftarrow (Apple's is a
  /// `class let`; Swift allows no stored class properties, so `static let`. Isolated to the main
  /// actor with its class, as the iOS 16 SDK has these; later SDKs make them `nonisolated`)
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputrightarrow
  public static let inputRightArrow = "UIKeyInputRightArrow"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputescape
  public static let inputEscape = "UIKeyInputEscape"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/inputdelete (forward delete)
  public static let inputDelete = "UIKeyInputDelete"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f1
  public static let f1 = "UIKeyInputF1"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f2
  public static let f2 = "UIKeyInputF2"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f3
  public static let f3 = "UIKeyInputF3"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f4
  public static let f4 = "UIKeyInputF4"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f5
  public static let f5 = "UIKeyInputF5"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f6
  public static let f6 = "UIKeyInputF6"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f7
  public static let f7 = "UIKeyInputF7"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f8
  public static let f8 = "UIKeyInputF8"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f9
  public static let f9 = "UIKeyInputF9"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f10
  public static let f10 = "UIKeyInputF10"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f11
  public static let f11 = "UIKeyInputF11"
  /// https://developer.apple.com/documentation/uikit/uikeycommand/f12
  public static let f12 = "UIKeyInputF12"
}
