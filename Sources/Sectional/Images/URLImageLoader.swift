import Foundation

/// Loads ``AsyncImageItem/Source/url(_:)`` sources: with `URLSession` on Apple platforms (any
/// scheme it loads: `https`, `http`, `file`, `data`), and `file:` URLs on Linux, where the core
/// does not link FoundationNetworking. The default loader of every renderer's pipeline.
///
/// ```swift
/// let pipeline = ImagePipeline(loader: URLImageLoader())
/// ```
///
/// A key (``AsyncImageItem/Source/key(_:)``) fails with ``ImageLoadError/unknownKey(_:)``:
/// keys are for a loader of the app's own (``ImageLoading``). A response whose HTTP status is
/// not 2xx fails with ``ImageLoadError/status(_:_:)``.
public struct URLImageLoader: ImageLoading {
  #if canImport(Darwin)
    /// The session requests go through.
    public let session: URLSession

    /// Creates a loader using `session`.
    ///
    /// - Parameter session: The session; `URLSession.shared` by default (its `URLCache` keeps
    ///   responses on disk as their headers allow, under the pipeline's memory cache).
    public init(session: URLSession = .shared) {
      self.session = session
    }
  #else
    /// Creates a loader of `file:` URLs.
    public init() {}
  #endif

  /// Loads the bytes at the source's URL.
  ///
  /// - Parameter source: A URL.
  /// - Returns: The bytes.
  /// - Throws: ``ImageLoadError``, or the session's error (a cancelled task throws
  ///   `CancellationError` or `URLError.cancelled`).
  public func loadImage(_ source: AsyncImageItem.Source) async throws -> Data {
    let url: URL
    switch source {
    case .url(let address): url = address
    case .key(let key): throw ImageLoadError.unknownKey(key)
    }
    #if canImport(Darwin)
      let (data, response) = try await session.data(from: url)
      if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
        throw ImageLoadError.status(http.statusCode, url)
      }
      return data
    #else
      guard url.isFileURL else { throw ImageLoadError.unsupportedURL(url) }
      try Task.checkCancellation()
      return try BoundedFile.read(url.path, limit: Self.fileLimit)
    #endif
  }

  /// The largest image file read on Linux: 64 MB.
  static let fileLimit = FileSizeLimit(bytes: 64 << 20, noun: "an image")
}
