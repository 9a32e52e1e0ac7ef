/// https://developer.apple.com/documentation/uikit/uitraitcollection (the text size, and the
/// horizontal size class of the window the view is in)
@MainActor open class UITraitCollection {
  /// The window's horizontal size class; `.unspecified` outside a window.
  internal let surfaceHorizontalSizeClass: UIUserInterfaceSizeClass

  internal init(surfaceHorizontalSizeClass: UIUserInterfaceSizeClass = .unspecified) {
    self.surfaceHorizontalSizeClass = surfaceHorizontalSizeClass
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  open var preferredContentSizeCategory: UIContentSizeCategory {
    SurfaceAccessibility.contentSizeCategory
  }

  /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
  /// (the window's: compact unless the person made it regular, as on an iPhone; see the drivers'
  /// `userResize(toHorizontalSizeClass:)`)
  open var horizontalSizeClass: UIUserInterfaceSizeClass { surfaceHorizontalSizeClass }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/unspecified
  case unspecified = 0
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/compact
  case compact = 1
  /// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass/regular
  case regular = 2
}
