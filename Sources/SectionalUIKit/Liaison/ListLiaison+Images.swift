#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension ListLiaison {
    /// The pipeline that loads the list's `AsyncImageItem` images.
    var imagePipeline: ImagePipeline<UIImage> {
      state.images ?? .shared
    }

    /// Loads the list's images with `images` from now on: it follows the controller's display
    /// and prefetch events; the pipeline before stops following them (its loads for this list
    /// are released).
    ///
    /// - Parameter images: The pipeline.
    func useImages(_ images: ImagePipeline<UIImage>) {
      state.imageFollow?.cancel()
      state.images = images
      state.imageFollow = images.follow(controller)
    }
  }

  extension TableViewLiaison {
    /// What loads, decodes and caches the images of the table's `AsyncImageItem` rows:
    /// `ImagePipeline/shared` (one cache for the app) unless you set another. The rows in
    /// the prefetch window start their loads, and a row that leaves the screen cancels a load
    /// no other row waits for.
    ///
    /// ```swift
    /// liaison.images = ImagePipeline(loader: PhotoLibraryLoader())
    /// ```
    public var images: ImagePipeline<UIImage> {
      get { imagePipeline }
      set { useImages(newValue) }
    }
  }

  extension CollectionViewLiaison {
    /// What loads, decodes and caches the images of the collection's `AsyncImageItem`
    /// items: `ImagePipeline/shared` (one cache for the app) unless you set another. The
    /// items in the prefetch window start their loads, and an item that leaves the screen
    /// cancels a load no other item waits for.
    ///
    /// ```swift
    /// liaison.images = ImagePipeline(loader: PhotoLibraryLoader())
    /// ```
    public var images: ImagePipeline<UIImage> {
      get { imagePipeline }
      set { useImages(newValue) }
    }
  }
#endif
