import Foundation

/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
  public let rawValue: UInt64

  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
  public static let none = UIAccessibilityTraits([])
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/link
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor open class UIAccessibilityCustomAction {
  /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
  open var name: String
  /// The handler, which VoiceOver calls when the user chooses the action.
  package let actionHandler: (UIAccessibilityCustomAction) -> Bool

  /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
  }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
  /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  @MainActor public static var isReduceMotionEnabled: Bool { SurfaceAccessibility.reduceMotion }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: Hashable, Sendable {
    internal let rawValue: UInt32

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    public static let announcement = Notification(rawValue: 1008)
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged
    public static let layoutChanged = Notification(rawValue: 1001)
  }

  /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: Notification, argument: Any?) {
    if notification == .announcement, let text = argument as? String {
      SurfaceAccessibility.announcements.append(text)
    }
    if notification == .layoutChanged, let view = argument as? UIView {
      SurfaceAccessibility.focused = view
    }
  }
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, Sendable {
  internal let surfaceName: String
  internal let surfaceIsAccessibility: Bool

  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/iscontentsizecategoryaccessibility
  /// (the Swift name is `isAccessibilityCategory`)
  public var isAccessibilityCategory: Bool { surfaceIsAccessibility }

  /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}

/// https://developer.apple.com/documentation/uikit/uiinteraction
@MainActor public protocol UIInteraction: AnyObject {
  /// https://developer.apple.com/documentation/uikit/uiinteraction/view
  var view: UIView? { get }
  /// https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
  func willMove(to view: UIView?)
  /// https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
  func didMove(to view: UIView?)
}

/// https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction
@MainActor open class UILargeContentViewerInteraction: UIInteraction {
  /// https://developer.apple.com/documentation/uikit/uiinteraction/view
  public private(set) weak var view: UIView?

  /// https://developer.apple.com/documentation/uikit/uilargecontentviewerinteraction/init(delegate:)
  /// (the surface takes no delegate: the default behaviour shows the item under the finger)
  public init() {}

  /// https://developer.apple.com/documentation/uikit/uiinteraction/willmove(to:)
  public func willMove(to view: UIView?) {}

  /// https://developer.apple.com/documentation/uikit/uiinteraction/didmove(to:)
  public func didMove(to view: UIView?) { self.view = view }
}
