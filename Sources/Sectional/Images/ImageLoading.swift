import Foundation

/// What loads the bytes of an ``AsyncImageItem``'s image: the network, a photo library, a
/// database. An ``ImagePipeline`` calls it off the main actor, at most once at a time for each
/// source, and cancels the task when no row wants the image any more.
///
/// ```swift
/// struct BundleImages: ImageLoading {
///   func loadImage(_ source: AsyncImageItem.Source) async throws -> Data {
///     guard case .key(let name) = source,
///       let url = Bundle.main.url(forResource: name, withExtension: "png")
///     else { throw CocoaError(.fileNoSuchFile) }
///     return try Data(contentsOf: url)
///   }
/// }
/// ```
///
/// Check `Task.isCancelled` (or call `Task.checkCancellation()`) in long work: a cancelled load
/// is thrown away whatever it returns.
public protocol ImageLoading: Sendable {
  /// Loads the image's bytes (PNG, JPEG, HEIC: whatever the renderer's decoder reads).
  ///
  /// - Parameter source: What to load.
  /// - Returns: The bytes.
  /// - Throws: Why it could not be loaded; the row shows its placeholder.
  func loadImage(_ source: AsyncImageItem.Source) async throws -> Data
}
