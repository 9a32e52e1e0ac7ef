/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor open class UIBarItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uibaritem/title
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled (a disabled item
  /// ignores taps)
  open var isEnabled: Bool = true
}

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    surfaceSystemItem = systemItem
    surfacePrimaryAction = primaryAction
  }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  /// (a tap runs the primary action; without one, a tap shows the menu)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    surfaceImage = image
    surfacePrimaryAction = primaryAction
    self.menu = menu
  }

  internal var surfaceSystemItem: UIBarButtonItem.SystemItem?
  internal var surfacePrimaryAction: UIAction?
  internal var surfaceImage: UIImage?

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu
  open var menu: UIMenu?

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  public enum SystemItem: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/done
    case done = 0
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/cancel
    case cancel = 1
  }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
  open var leftBarButtonItem: UIBarButtonItem?

  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
  /// (the first of ``rightBarButtonItems``: setting it replaces them all with this one)
  open var rightBarButtonItem: UIBarButtonItem? {
    get { surfaceRightItems.first }
    set { surfaceRightItems = newValue.map { [$0] } ?? [] }
  }

  /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  /// (right to left: the first is at the right edge)
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { surfaceRightItems.isEmpty ? nil : surfaceRightItems }
    set { surfaceRightItems = newValue ?? [] }
  }

  internal var surfaceRightItems: [UIBarButtonItem] = []
}
