#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws an ``ImageItem`` edge to edge, its height following its aspect ratio when the row
  /// sizes itself.
  final class ImageContentView: PictureContentView {
    override func configure() {
      guard let item = component(ImageItem.self) else { return }
      show(Self.image(item.source), label: item.altText, aspectRatio: item.aspectRatio)
    }
  }
#endif
