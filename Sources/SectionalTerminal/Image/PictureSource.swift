import Foundation
import Sectional

/// What a picture is made of: the file of an ``ImageItem``, or the bytes the load of an
/// `AsyncImageItem` brought (kept by the app's image pipeline). The ``PictureLibrary`` decodes
/// and caches both the same way.
enum PictureSource: Equatable, Sendable {
  /// The file the app's `imageFile` gives for an image row's source.
  case image(ImageItem.Source)
  /// The bytes loaded for an asynchronous image's source, once its load has ended.
  case loaded(AsyncImageItem.Source)

  /// The picture `component` shows and the aspect ratio it is sized by (1 when the
  /// component's is not a positive finite number); `nil` for a component that is not an image.
  ///
  /// - Parameter component: Any component.
  static func of(_ component: any Component) -> (source: PictureSource, ratio: Double)? {
    if let image = component as? ImageItem {
      return (.image(image.source), ImageRenderer.ratio(image.aspectRatio))
    }
    if let image = component as? AsyncImageItem {
      return (.loaded(image.source), ImageRenderer.ratio(image.aspectRatio))
    }
    return nil
  }
}
