#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws an `AsyncImageItem` edge to edge: its placeholder, then its image once the
  /// liaison's pipeline has it (decoded off the main thread), its height following its aspect
  /// ratio when the row sizes itself.
  ///
  /// The view does not own the load: the pipeline loads for the row, from its prefetch or
  /// display, and cancels when the row leaves. The view only shows what the pipeline has for
  /// the source it was last configured with: a load that finishes for another source (the row
  /// its cell showed before it was reused) never reaches it.
  final class AsyncImageContentView: PictureContentView {
    /// The source shown, and its placeholder.
    private(set) var shownItem: AsyncImageItem?
    /// Hears the pipeline's finished loads.
    private var observation: ObserverRegistration?
    private weak var observed: ImagePipeline<UIImage>?

    /// Shows the item: the image when the liaison's pipeline has it, else the placeholder
    /// until it does.
    override func configure() {
      guard let item = component(AsyncImageItem.self) else { return }
      let images = context?.liaison?.imagePipeline ?? .shared
      shownItem = item
      if observed !== images {
        observation?.cancel()
        observed = images
        observation = images.observe { [weak self] source, phase in
          self?.loadFinished(source, phase)
        }
      }
      show(
        images.phase(of: item.source).image ?? Self.placeholder(of: item),
        label: item.accessibilityLabel, aspectRatio: item.aspectRatio)
    }

    /// A load finished: shows its image (or the placeholder, when it failed) only when this
    /// cell still shows that source.
    private func loadFinished(_ source: AsyncImageItem.Source, _ phase: ImagePhase<UIImage>) {
      guard let item = shownItem, item.source == source else { return }
      picture.image = phase.image ?? Self.placeholder(of: item)
    }

    /// The placeholder's image, if it has one and it exists.
    static func placeholder(of item: AsyncImageItem) -> UIImage? {
      item.placeholder.flatMap(image)
    }
  }
#endif
