import Foundation

/// An image loaded asynchronously — from the network, a database, a file — shown with a
/// placeholder until it arrives and whenever it cannot be loaded, in a row whose height follows
/// its aspect ratio, as an ``ImageItem``'s does.
///
/// The renderer loads it through its ``ImagePipeline``: a row in the prefetch window starts the
/// load, a row that comes on screen shows the cached image at once or waits for it, and a row
/// that leaves (or whose prefetch is cancelled) cancels a load no other row waits for. Two rows
/// showing one ``source`` share one load, and the image stays in the pipeline's cache, so a
/// rebuild, a reload or scrolling back shows it without a flicker.
///
/// ```swift
/// let row = Row(
///   id: photo.id,
///   AsyncImageItem(
///     .url(photo.thumbnailURL), aspectRatio: 1, accessibilityLabel: photo.caption,
///     placeholder: .named("photo")))
/// ```
public struct AsyncImageItem: Component, FollowsDisplay {
  /// What to load.
  public var source: Source
  /// Width divided by height; always positive.
  public var aspectRatio: Double
  /// What assistive technologies read for the image, and what the terminal writes in its place.
  public var accessibilityLabel: String
  /// What shows until the image is loaded, and when it cannot be: a named asset or symbol, or
  /// a file; `nil` shows nothing but the row's background (and, in the terminal, the label).
  public var placeholder: ImageItem.Source?

  /// What an ``AsyncImageItem`` loads: the key its pipeline caches it by and its loader is
  /// given.
  public enum Source: Hashable, Sendable {
    /// A URL, which ``URLImageLoader`` loads.
    case url(URL)
    /// A key of the app's own (a photo's id in a library, a path in a bundle), which the app's
    /// ``ImageLoading`` loader understands.
    case key(String)
  }

  /// Creates an image loaded asynchronously.
  ///
  /// - Parameters:
  ///   - source: What to load.
  ///   - aspectRatio: Width divided by height. A ratio that is not a positive finite number is
  ///     replaced by 1.
  ///   - accessibilityLabel: What the image shows, for people who cannot see it.
  ///   - placeholder: What shows until it is loaded and when it cannot be; nothing by default.
  public init(
    _ source: Source, aspectRatio: Double, accessibilityLabel: String,
    placeholder: ImageItem.Source? = nil
  ) {
    self.source = source
    self.aspectRatio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
    self.accessibilityLabel = accessibilityLabel
    self.placeholder = placeholder
  }

  /// The height the image takes at `width`.
  ///
  /// - Parameter width: The available width.
  public func height(forWidth width: Double) -> Double {
    let ratio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
    return max(0, width) / ratio
  }
}

extension AsyncImageItem.Source: CustomStringConvertible {
  /// The URL's text, or the key.
  public var description: String {
    switch self {
    case .url(let url): url.absoluteString
    case .key(let key): key
    }
  }
}
