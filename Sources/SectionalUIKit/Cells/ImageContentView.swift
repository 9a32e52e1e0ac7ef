#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws an ``ImageItem`` edge to edge, its height following its aspect ratio when the row
  /// sizes itself.
  final class ImageContentView: ComponentContentView {
    private let picture = UIImageView()
    private var aspect: NSLayoutConstraint?

    override func setUp() {
      picture.contentMode = .scaleAspectFill
      picture.clipsToBounds = true
      picture.isAccessibilityElement = true
      Layout.pin(picture, toEdgesOf: self)
    }

    override func configure() {
      guard let item = component(ImageItem.self) else { return }
      switch item.source {
      case .named(let name):
        picture.image = UIImage(named: name) ?? UIImage(systemName: name)
      case .path(let path):
        picture.image = UIImage(contentsOfFile: path)
      }
      picture.accessibilityLabel = item.altText
      aspect = Layout.keepAspect(of: picture, ratio: item.aspectRatio, replacing: aspect)
    }
  }
#endif
