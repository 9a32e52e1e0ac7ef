/// Where an ``AsyncImageItem``'s image is: what its row shows.
public enum ImagePhase<Image: Sendable>: Sendable {
  /// No row has asked for it (or every row that did went away): the placeholder shows.
  case empty
  /// Being loaded for a row on screen or in the prefetch window: the placeholder shows.
  case loading
  /// Loaded and decoded: the image shows.
  case loaded(Image)
  /// The loader or the decoder failed, saying why: the placeholder shows. The rows that want
  /// it show it failed until every one of them has left the screen; one that comes back later
  /// loads it again.
  case failed(String)

  /// The image, when it is loaded.
  public var image: Image? {
    if case .loaded(let image) = self { return image }
    return nil
  }
}

extension ImagePhase: Equatable where Image: Equatable {}
