#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Foundation
  import Sectional

  /// How a pipeline of `UIImage`s decodes. It calls `prepareForDisplay(completionHandler:)`,
  /// not its async form `byPreparingForDisplay()`, which the Swift 6.3 compiler crashes
  /// lowering against the iOS 16 SDK.
  enum UIKitImageDecoding {
    /// The image of `data`, prepared for display, and what keeping it costs.
    @Sendable static func decode(_ data: Data) async throws -> (image: UIImage, cost: Int) {
      guard let image = UIImage(data: data) else { throw ImageLoadError.undecodable }
      let prepared = await withCheckedContinuation { continuation in
        image.prepareForDisplay { continuation.resume(returning: $0) }
      }
      guard let prepared else { return (image, cost(of: image, data: data)) }
      return (prepared, cost(of: prepared, data: data))
    }

    /// What keeping `image` costs: its bitmap's bytes where UIKit says them, else the bytes
    /// it was decoded from.
    static func cost(of image: UIImage, data: Data) -> Int {
      #if canImport(UIKit)
        if let bitmap = image.cgImage { return bitmap.bytesPerRow * bitmap.height }
      #endif
      return data.count
    }
  }

  /// The pipeline every liaison uses until it is given another (``shared``).
  @MainActor private var sharedPipeline: ImagePipeline<UIImage>?

  extension ImagePipeline where Image == UIImage {
    /// Creates a pipeline that decodes images with `UIImage(data:)` and prepares them for
    /// display (`prepareForDisplay(completionHandler:)`), off the main thread, so a cell shows
    /// a decoded bitmap. Each costs its bitmap's bytes.
    ///
    /// ```swift
    /// ImagePipeline<UIImage>.shared = ImagePipeline(loader: PhotoLibraryLoader())
    /// ```
    ///
    /// - Parameters:
    ///   - loader: What loads the bytes; `URLImageLoader` by default.
    ///   - costLimit: The most bytes of bitmaps the cache keeps; 64 MB by default.
    public convenience init(
      loader: any ImageLoading = URLImageLoader(), costLimit: Int = 64 << 20
    ) {
      self.init(loader: loader, costLimit: costLimit, decode: UIKitImageDecoding.decode)
    }

    /// The pipeline of every ``TableViewLiaison`` and ``CollectionViewLiaison`` made from now
    /// on (one cache for the app): one loading URLs with `URLImageLoader` until the app sets
    /// another, at launch, before making screens.
    public static var shared: ImagePipeline<UIImage> {
      get {
        if let sharedPipeline { return sharedPipeline }
        let pipeline = ImagePipeline<UIImage>()
        sharedPipeline = pipeline
        return pipeline
      }
      set { sharedPipeline = newValue }
    }

  }
#endif
