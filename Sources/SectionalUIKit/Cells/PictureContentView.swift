#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A content view that shows one picture edge to edge, its height following its aspect
  /// ratio when the row sizes itself: ``ImageContentView`` and ``AsyncImageContentView``.
  class PictureContentView: ComponentContentView {
    let picture = UIImageView()
    private var aspect: NSLayoutConstraint?

    override func setUp() {
      picture.contentMode = .scaleAspectFill
      picture.clipsToBounds = true
      picture.isAccessibilityElement = true
      Layout.pin(picture, toEdgesOf: self)
    }

    /// Shows `image`, read as `label` by VoiceOver, at `aspectRatio` (width ÷ height).
    func show(_ image: UIImage?, label: String, aspectRatio: Double) {
      picture.image = image
      picture.accessibilityLabel = label
      aspect = Layout.keepAspect(of: picture, ratio: aspectRatio, replacing: aspect)
    }

    /// The image a source names: the app's asset, else a system symbol; or the file at a path.
    /// `nil` when none exists.
    static func image(_ source: ImageItem.Source) -> UIImage? {
      switch source {
      case .named(let name): UIImage(named: name) ?? UIImage(systemName: name)
      case .path(let path): UIImage(contentsOfFile: path)
      }
    }
  }
#endif
