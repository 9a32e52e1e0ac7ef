/// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor open class UITraitCollection {
  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  open var preferredContentSizeCategory: UIContentSizeCategory {
    SurfaceAccessibility.contentSizeCategory
  }
}
