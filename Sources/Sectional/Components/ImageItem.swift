/// An image with a known aspect ratio, so its height follows the available width.
///
/// Renderers that cannot show pictures draw a frame with ``altText``.
///
/// ```swift
/// ImageItem(source: .path("photos/fox.png"), aspectRatio: 4.0 / 3.0, altText: "A red fox")
/// ```
public struct ImageItem: Component {
  /// Where the image comes from.
  public var source: Source
  /// Width divided by height; always positive.
  public var aspectRatio: Double
  /// A description of the image for people who cannot see it.
  public var altText: String

  /// Where an ``ImageItem``'s picture comes from.
  public enum Source: Equatable, Sendable {
    /// A named asset, or a symbol name.
    case named(String)
    /// A file path.
    case path(String)
  }

  /// Creates an image.
  ///
  /// - Parameters:
  ///   - source: The named asset or file path.
  ///   - aspectRatio: Width divided by height. A ratio that is not a positive finite number is
  ///     replaced by 1.
  ///   - altText: A description of the image.
  public init(source: Source, aspectRatio: Double, altText: String) {
    self.source = source
    self.aspectRatio = aspectRatio.isFinite && aspectRatio > 0 ? aspectRatio : 1
    self.altText = altText
  }

  /// The height the image takes at `width`.
  ///
  /// - Parameter width: The available width.
  public func height(forWidth width: Double) -> Double {
    max(0, width) / aspectRatio
  }
}
