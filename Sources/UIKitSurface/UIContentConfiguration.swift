/// https://developer.apple.com/documentation/uikit/uicontentconfiguration-swift.protocol
/// (iOS 14; the cell that shows a configuration makes its content view with
/// `makeContentView()`, or hands the configuration to the content view it has when that view
/// supports it: see `UIContentView.supports(_:)`). Its requirements are not isolated to the
/// main actor in the SDK: a main-actor type conforms with `@preconcurrency`.
public protocol UIContentConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-swift.protocol/makecontentview()
  func makeContentView() -> any UIView & UIContentView

  /// https://developer.apple.com/documentation/uikit/uicontentconfiguration-swift.protocol/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// https://developer.apple.com/documentation/uikit/uicontentview
@MainActor public protocol UIContentView: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uicontentview/configuration
  var configuration: any UIContentConfiguration { get set }

  /// https://developer.apple.com/documentation/uikit/uicontentview/supports(_:)
  /// (iOS 16; an optional requirement: without it, a view supports configurations of the type
  /// of the one it shows)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Not UIKit API (surface-only): UIKit's rule for a content view that does not implement the
  /// optional `supports(_:)`: a configuration of the type of the one it shows.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// https://developer.apple.com/documentation/uikit/uiconfigurationstate
@MainActor public protocol UIConfigurationState {
  /// https://developer.apple.com/documentation/uikit/uiconfigurationstate/traitcollection
  var traitCollection: UITraitCollection { get set }
}

/// https://developer.apple.com/documentation/uikit/uicellconfigurationstate
/// (iOS 14; what a cell is; the surface models its editing and expanded states)
public struct UICellConfigurationState: UIConfigurationState {
  /// UIKit's `init(traitCollection:)`: how the surface's cells make their state.
  internal init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// https://developer.apple.com/documentation/uikit/uiviewconfigurationstate/traitcollection
  public var traitCollection: UITraitCollection

  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isediting
  public var isEditing = false

  /// https://developer.apple.com/documentation/uikit/uicellconfigurationstate/isexpanded
  /// (whether the cell shows an expanded item of an outline: what its outline disclosure
  /// accessory points to)
  public var isExpanded = false
}
