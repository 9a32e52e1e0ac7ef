import Foundation

/// Why ``URLImageLoader`` could not load an image.
public enum ImageLoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The server answered with a status other than 2xx.
  case status(Int, URL)
  /// The URL's scheme cannot be loaded here: on Linux the core loads `file:` URLs only (it does
  /// not link FoundationNetworking); give the pipeline a loader of your own for the network.
  case unsupportedURL(URL)
  /// The source is an app's key, which only the app's own loader understands.
  case unknownKey(String)
  /// The bytes arrived but are not an image the renderer can decode.
  case undecodable

  /// One line saying what went wrong.
  public var description: String {
    switch self {
    case .status(let status, let url): "\(url.absoluteString) answered \(status)"
    case .unsupportedURL(let url): "cannot load \(url.absoluteString) here"
    case .unknownKey(let key): "no loader knows the key \(key)"
    case .undecodable: "the bytes are not an image"
    }
  }
}
