/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
/// (iOS 14)
@available(iOS 14.0, tvOS 14.0, *)
@MainActor public struct UICollectionLayoutListConfiguration {
  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    surfaceAppearance = appearance
  }

  internal let surfaceAppearance: Appearance

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
  public var appearance: UICollectionLayoutListConfiguration.Appearance { surfaceAppearance }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider
  public var leadingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
  public var trailingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
  public enum Appearance: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/plain
    case plain
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/grouped
    case grouped
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/insetgrouped
    case insetGrouped
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum
  public enum HeaderMode: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/none
    case none
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/supplementary
    case supplementary
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum
  public enum FooterMode: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum/none
    case none
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum/supplementary
    case supplementary
  }
}
