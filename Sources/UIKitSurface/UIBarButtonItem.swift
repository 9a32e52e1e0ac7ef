/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor open class UIBarItem: NSObject {}

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

  internal var surfaceSystemItem: UIBarButtonItem.SystemItem?
  internal var surfacePrimaryAction: UIAction?

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
  open var rightBarButtonItem: UIBarButtonItem?
}
