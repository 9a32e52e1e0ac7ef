/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
  open var isSelected: Bool = false

  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled (a disabled control
  /// ignores touches: the drivers refuse to use it)
  open var isEnabled: Bool = true

  internal var surfaceActions: [(action: UIAction, events: UIControl.Event)] = []

  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    surfaceActions.append((action, controlEvents))
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:) (runs the
  /// handler of every action added for one of `controlEvents`)
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in surfaceActions where !entry.events.intersection(controlEvents).isEmpty {
      entry.action.surfaceHandler?(entry.action)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
    public static let editingChanged = Event(rawValue: 1 << 17)
  }

  /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  public struct State: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static let normal = State([])
  }
}

/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }

  internal var surfaceTitles: [UInt: String] = [:]

  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) {
    surfaceTitles[state.rawValue] = title
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/title(for:)
  open func title(for state: UIControl.State) -> String? { surfaceTitles[state.rawValue] }

  internal var surfaceImages: [UInt: UIImage] = [:]

  /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    surfaceImages[state.rawValue] = image
  }

  /// https://developer.apple.com/documentation/uikit/uibutton/image(for:)
  open func image(for state: UIControl.State) -> UIImage? { surfaceImages[state.rawValue] }

  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  public enum ButtonType: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
    case system = 1
  }
}

/// https://developer.apple.com/documentation/uikit/uimenuelement (its title, image and the
/// nested types that UIAction's initializer names).
@MainActor open class UIMenuElement: NSObject {
  internal var surfaceTitle = ""
  internal var surfaceImage: UIImage?

  /// https://developer.apple.com/documentation/uikit/uimenuelement/title
  open var title: String { surfaceTitle }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/image
  open var image: UIImage? { surfaceImage }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
    public static let destructive = Attributes(rawValue: 1 << 1)
  }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  public enum State: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state/off
    case off
  }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init()
    surfaceTitle = title
    surfaceImage = image
    self.attributes = attributes
    surfaceHandler = handler
  }

  internal var surfaceHandler: UIActionHandler?

  /// https://developer.apple.com/documentation/uikit/uiaction/attributes
  open var attributes: UIMenuElement.Attributes = []

  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct (only the
  /// type of `init`'s defaulted `identifier` parameter: the renderer never makes one)
  public struct Identifier: Hashable, Sendable {}
}

/// https://developer.apple.com/documentation/uikit/uistepper (its value stays within
/// `minimumValue`...`maximumValue`, as Apple documents)
@MainActor open class UIStepper: UIControl {
  internal var surfaceValue: Double = 0

  /// https://developer.apple.com/documentation/uikit/uistepper/value (clamped to the range)
  open var value: Double {
    get { surfaceValue }
    set { surfaceValue = min(max(newValue, minimumValue), maximumValue) }
  }

  /// https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
  open var minimumValue: Double = 0 {
    didSet { value = surfaceValue }
  }

  /// https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
  open var maximumValue: Double = 100 {
    didSet { value = surfaceValue }
  }

  /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue
  open var stepValue: Double = 1
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {
  internal var surfaceTitles: [String?] = []
  internal var surfaceSelected = UISegmentedControl.noSegment

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/nosegment
  public static let noSegment = -1

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/numberofsegments
  open var numberOfSegments: Int { surfaceTitles.count }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex
  /// (`noSegment` or a segment's index)
  open var selectedSegmentIndex: Int {
    get { surfaceSelected }
    set {
      surfaceSelected =
        surfaceTitles.indices.contains(newValue) ? newValue : UISegmentedControl.noSegment
    }
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/insertsegment(withtitle:at:animated:)
  /// (an index past the end appends, as Apple documents)
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    surfaceTitles.insert(title, at: min(max(0, segment), surfaceTitles.count))
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/removeallsegments()
  open func removeAllSegments() {
    surfaceTitles = []
    surfaceSelected = UISegmentedControl.noSegment
  }

  /// https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titleforsegment(at:)
  open func titleForSegment(at segment: Int) -> String? {
    surfaceTitles.indices.contains(segment) ? surfaceTitles[segment] : nil
  }
}
