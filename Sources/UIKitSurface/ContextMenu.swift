import Foundation

/// https://developer.apple.com/documentation/uikit/uimenu (a menu of actions; the renderer makes
/// flat menus only)
@MainActor open class UIMenu: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.init()
    surfaceTitle = title
    surfaceImage = image
    surfaceChildren = children
  }

  internal var surfaceChildren: [UIMenuElement] = []

  /// https://developer.apple.com/documentation/uikit/uimenu/children
  open var children: [UIMenuElement] { surfaceChildren }

  /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct (only the
  /// type of `init`'s defaulted `identifier` parameter)
  public struct Identifier: Hashable, Sendable {}

  /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
  public struct Options: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
    public init(rawValue: UInt) { self.rawValue = rawValue }
  }
}

/// https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// https://developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
@MainActor open class UIContextMenuConfiguration: NSObject {
  /// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
  public convenience init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.init()
    surfaceActionProvider = actionProvider
  }

  /// What UIKit calls, with the system's suggested actions (none here), when the menu is about
  /// to show.
  internal var surfaceActionProvider: UIContextMenuActionProvider?
}
