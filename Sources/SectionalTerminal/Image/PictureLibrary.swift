import Foundation
import Sectional

/// Where image rows get their pictures: PNG files found through the app's `imageFile`, decoded
/// once and scaled once per size (both cached), in the colours the terminal shows.
///
/// Shared by the app's lists and their component renderers (which run on the main actor; the
/// lock makes the shared cache safe anywhere).
final class PictureLibrary: @unchecked Sendable {
  private let lock = NSLock()
  private let file: @Sendable (ImageItem.Source) -> URL?
  private var colors: ColorCapability = .none
  private var decoded: [URL: Result<PNGImage, PNGError>] = [:]
  private var scaled: [TerminalKey: Result<Picture, PNGError>] = [:]

  struct TerminalKey: Hashable {
    var url: URL
    var columns: Int
    var rows: Int
  }

  /// The most scaled pictures kept (a few screens' worth); the oldest go first.
  static let capacity = 64
  private var order: [TerminalKey] = []
  /// Files read and pictures scaled so far (for tests of the cache).
  private(set) var loads = 0
  private(set) var scales = 0

  /// How the terminal draws pictures itself, if it does.
  let inline: InlineImages

  init(file: @escaping @Sendable (ImageItem.Source) -> URL?, inline: InlineImages = .none) {
    self.file = file
    self.inline = inline
  }

  /// The colours pictures are drawn in; `.none` draws alt text instead.
  var capability: ColorCapability {
    get { lock.withLock { colors } }
    set {
      lock.withLock {
        guard colors != newValue else { return }
        colors = newValue
        scaled = [:]
        order = []
      }
    }
  }

  /// The picture of `source` scaled to `columns × rows` cells, or why there is none: `nil` when
  /// the source has no file.
  func picture(_ source: ImageItem.Source, columns: Int, rows: Int) -> Result<Picture, PNGError>? {
    guard columns > 0, rows > 0, let url = file(source) else { return nil }
    return lock.withLock {
      let key = TerminalKey(url: url, columns: columns, rows: rows)
      if let cached = scaled[key] { return cached }
      let image: Result<PNGImage, PNGError>
      if let known = decoded[url] {
        image = known
      } else {
        image = Self.load(url)
        loads += 1
        // Decoded files are kept while few; a screen full of new pictures starts afresh.
        if decoded.count >= Self.capacity { decoded = [:] }
        decoded[url] = image
      }
      let picture = image.map { Picture($0, columns: columns, rows: rows, capability: colors) }
      scales += 1
      if order.count >= Self.capacity {
        scaled[order.removeFirst()] = nil
      }
      order.append(key)
      scaled[key] = picture
      return picture
    }
  }

  /// The largest picture file read: a photo-sized PNG is a few megabytes, and a picture is
  /// drawn in a few dozen cells.
  static let sizeLimit = FileSizeLimit(bytes: 16 << 20, noun: "a picture")

  /// The bytes of the picture file at `url`, read in bounded time and memory whatever is there
  /// (a FIFO, a device or a folder is refused at once; see `BoundedFile`).
  static func data(_ url: URL) throws(PNGError) -> Data {
    do {
      return try BoundedFile.read(url.path, limit: sizeLimit)
    } catch {
      throw PNGError(file: url.path, problem: .unreadable(error.reason))
    }
  }

  static func load(_ url: URL) -> Result<PNGImage, PNGError> {
    Result { () throws(PNGError) in
      try PNGImage(data: try data(url), name: url.lastPathComponent)
    }
  }
}
