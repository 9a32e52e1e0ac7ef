import Foundation
import Sectional

/// Where image rows get their pictures: PNG files found through the app's `imageFile`, and the
/// bytes the loads of `AsyncImageItem` rows brought, decoded off the main actor straight to the
/// size drawn, and cached by file (or loaded source), size and colours.
///
/// This is the terminal's one way to show content that is expensive to make. Drawing asks
/// ``picture(_:columns:rows:)``, which answers at once: the picture when it is ready, else
/// ``Lookup/pending`` — the row draws a placeholder of the picture's size (its alt text) and
/// marks its canvas provisional, so that it is drawn again rather than kept — and the decode
/// starts on a background thread (at most ``concurrency`` at a time). When a decode finishes,
/// ``onChange`` is called, and the app redraws the row in place. A decode whose picture no
/// frame drew since the last ``frameDidEnd()`` (its row left the screen, another screen
/// covers it) is cancelled: it stops within a few scanlines and nothing of it is kept.
///
/// A decode holds the downsampled result and a few scanlines, never the whole image
/// (``PNGDecoder``), and is bounded in time and memory by the decoder's limits whatever the
/// file says.
final class PictureLibrary: @unchecked Sendable {
  /// What the library has for a picture.
  enum Lookup: Equatable {
    /// The picture, or why there is none.
    case ready(Result<Picture, PNGError>)
    /// Being decoded (or waiting to be): draw a placeholder.
    case pending
  }

  /// What identifies a picture: where its bytes are, the cells it is drawn in, their colours,
  /// and whether it is drawn in half blocks or sent to the terminal as a PNG.
  struct Key: Hashable, Sendable {
    /// Where a picture's bytes are.
    enum Origin: Hashable, Sendable {
      /// A file.
      case file(URL)
      /// The bytes loaded for an asynchronous image (the app's image pipeline keeps them), and
      /// how many there are: a source loaded again with other bytes (the pipeline forgot it,
      /// the server changed it) is another picture.
      case loaded(AsyncImageItem.Source, byteCount: Int)

      /// The name errors give: the file's, or the loaded URL's last component (or key).
      var name: String {
        switch self {
        case .file(let url): url.lastPathComponent
        case .loaded(.url(let url), _): url.lastPathComponent
        case .loaded(.key(let key), _): key
        }
      }
    }

    var origin: Origin
    var columns: Int
    var rows: Int
    var colors: ColorCapability
    var isInline = false
  }

  /// What a decode makes.
  enum Product: Equatable, Sendable {
    /// Half-block cells.
    case cells(Picture)
    /// A PNG at a bounded size, for a terminal that draws pictures itself.
    case png(Data)
  }

  /// The most pixels an inline picture is sent with a cell, across and down: about what a
  /// terminal's cell shows.
  static let inlinePixelsPerCell = (across: 8, down: 16)
  /// The most pixels on a side of an inline picture.
  static let inlineMaximumSide = 640

  /// A decode asked for and not finished.
  final class Job: @unchecked Sendable {
    let key: Key
    /// The loaded bytes the picture is made of, for a ``Key/Origin/loaded(_:byteCount:)`` key.
    let bytes: Data?
    /// The frame that last drew (asked for) the picture; guarded by the library's lock.
    var wantedInFrame: UInt64
    /// Set, under the library's lock, when nothing wants the picture any more.
    var isCancelled = false

    init(key: Key, bytes: Data?, frame: UInt64) {
      self.key = key
      self.bytes = bytes
      wantedInFrame = frame
    }
  }

  private let lock = NSLock()
  private let file: @Sendable (ImageItem.Source) -> URL?
  private let loaded: @Sendable (AsyncImageItem.Source) -> Data?
  private var colors: ColorCapability = .none
  private var scaled: [Key: Result<Product, PNGError>] = [:]
  /// The keys of `scaled`, oldest first.
  private var order: [Key] = []
  /// Decodes asked for and not finished, and those not started yet, in order.
  private var jobs: [Key: Job] = [:]
  private var waiting: [Job] = []
  private var running = 0
  private var frame: UInt64 = 0
  private var settledWaiters: [UUID: CheckedContinuation<Void, Never>] = [:]
  private var _onChange: (@Sendable () -> Void)?
  private var _whileDecoding: (@Sendable (Key.Origin, _ row: Int?) -> Void)?

  /// The most scaled pictures kept (a few screens' worth); the oldest go first.
  static let capacity = 64
  /// The most decodes run at once.
  static let concurrency = 2
  /// The most cells a picture is decoded for; a larger box shows the alt text.
  static let maximumCells = 1 << 20

  /// Files read and decoded so far (for tests of the cache).
  private(set) var loads = 0
  /// Results stored so far: a frame drawn before the count changed may show placeholders.
  var stored: Int { lock.withLock { storedCount } }
  private var storedCount = 0
  /// Decodes cancelled so far (for tests).
  private(set) var cancellations = 0
  /// The most working memory a decode held, its output included (for tests of the bound).
  private(set) var largestDecode = 0

  /// How the terminal draws pictures itself, if it does.
  let inline: InlineImages

  /// Creates a library reading image rows' files from `file` and the bytes of loaded
  /// images from `loaded` (the app's image pipeline: `nil` until a source's load ends).
  init(
    file: @escaping @Sendable (ImageItem.Source) -> URL?,
    loaded: @escaping @Sendable (AsyncImageItem.Source) -> Data? = { _ in nil },
    inline: InlineImages = .none
  ) {
    self.file = file
    self.loaded = loaded
    self.inline = inline
  }

  /// Called on a background thread after a decode's result is stored: the app redraws.
  var onChange: (@Sendable () -> Void)? {
    get { lock.withLock { _onChange } }
    set { lock.withLock { _onChange = newValue } }
  }

  /// Called on the decoding thread, with where the picture's bytes are, before they are read
  /// (`row` is `nil`), then each time the decoder looks for a cancellation, with the scanlines
  /// decoded so far: a test hook (a test blocks here to hold a decode in flight, before it
  /// starts or part way through).
  var whileDecoding: (@Sendable (Key.Origin, _ row: Int?) -> Void)? {
    get { lock.withLock { _whileDecoding } }
    set { lock.withLock { _whileDecoding = newValue } }
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

  /// Whether a decode is asked for and not finished.
  var hasPending: Bool { lock.withLock { !jobs.isEmpty } }

  /// The key of `source` at `columns × rows` cells and, for a loaded image, its bytes; `nil`
  /// when it has no file (no bytes: its load has not ended, or failed) or the box is empty or
  /// larger than ``maximumCells``.
  private func key(_ source: PictureSource, columns: Int, rows: Int) -> (key: Key, bytes: Data?)? {
    guard columns > 0, rows > 0, columns <= Self.maximumCells / rows else { return nil }
    let origin: Key.Origin
    var bytes: Data?
    switch source {
    case .image(let image):
      guard let url = file(image) else { return nil }
      origin = .file(url)
    case .loaded(let image):
      guard let data = loaded(image) else { return nil }
      origin = .loaded(image, byteCount: data.count)
      bytes = data
    }
    return (Key(origin: origin, columns: columns, rows: rows, colors: capability), bytes)
  }

  /// The picture of `source` scaled to `columns × rows` cells, or ``Lookup/pending`` while it
  /// is decoded — which this starts, or keeps wanted, for the current frame. `nil` when the
  /// source has no file, or no bytes loaded. Answers at once.
  func picture(_ source: PictureSource, columns: Int, rows: Int) -> Lookup? {
    guard let (key, bytes) = key(source, columns: columns, rows: rows) else { return nil }
    return Self.cells(request(key, bytes: bytes))
  }

  /// The picture of `source` as a PNG of a bounded size for `columns × rows` cells of a
  /// terminal that draws pictures itself (`nil` while it is decoded, which this starts, or
  /// keeps wanted), or why there is none; `nil` when the source has no file, or no bytes
  /// loaded.
  func inlinePicture(_ source: PictureSource, columns: Int, rows: Int) -> Result<
    Data, PNGError
  >?? {
    guard let resolved = key(source, columns: columns, rows: rows) else { return nil }
    var key = resolved.key
    key.isInline = true
    guard let made = request(key, bytes: resolved.bytes) else { return .some(nil) }
    return .some(
      made.map { product in
        if case .png(let data) = product { return data }
        return Data()
      })
  }

  /// The result for `key`, or `nil` while it is decoded: a decode (of `bytes`, for a loaded
  /// image) is started, or the one running is kept wanted for the current frame.
  private func request(_ key: Key, bytes: Data?) -> Result<Product, PNGError>? {
    lock.withLock {
      if let cached = scaled[key] { return cached }
      if let job = jobs[key] {
        job.wantedInFrame = frame
        return nil
      }
      let job = Job(key: key, bytes: bytes, frame: frame)
      jobs[key] = job
      waiting.append(job)
      startWorkers()
      return nil
    }
  }

  /// The lookup for a half-block picture's result (`nil`: pending).
  private static func cells(_ made: Result<Product, PNGError>?) -> Lookup {
    guard let made else { return .pending }
    return .ready(
      made.map { product in
        if case .cells(let picture) = product { return picture }
        return Picture(pixels: [], columns: 0, rows: 0, capability: .none)
      })
  }

  /// What ``picture(_:columns:rows:)`` would answer, without starting a decode (for measuring
  /// rows that may not be drawn).
  func lookup(_ source: PictureSource, columns: Int, rows: Int) -> Lookup? {
    guard let key = key(source, columns: columns, rows: rows)?.key else { return nil }
    return Self.cells(lock.withLock { scaled[key] })
  }

  /// Ends a frame: every decode that the frame did not ask for is cancelled.
  func frameDidEnd() {
    let settled = lock.withLock {
      for (key, job) in jobs where job.wantedInFrame != frame {
        job.isCancelled = true
        jobs[key] = nil
        cancellations += 1
      }
      waiting.removeAll { $0.isCancelled }
      frame &+= 1
      return takeWaitersIfSettled()
    }
    for waiter in settled { waiter.resume() }
  }

  /// Returns once no decode is pending, or after `limit`, whichever comes first.
  func settle(within limit: Duration) async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.settled() }
      group.addTask { try? await Task.sleep(for: limit) }
      await group.next()
      group.cancelAll()
    }
  }

  /// Returns once no decode is pending (or the task is cancelled).
  private func settled() async {
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = lock.withLock { () -> Bool in
          if jobs.isEmpty || Task.isCancelled { return true }
          settledWaiters[id] = continuation
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      lock.withLock { settledWaiters.removeValue(forKey: id) }?.resume()
    }
  }

  /// The waiters to resume, when nothing is pending; called under the lock.
  private func takeWaitersIfSettled() -> [CheckedContinuation<Void, Never>] {
    guard jobs.isEmpty else { return [] }
    let waiters = Array(settledWaiters.values)
    settledWaiters = [:]
    return waiters
  }

  /// Starts workers for waiting jobs, up to ``concurrency``; called under the lock.
  private func startWorkers() {
    while running < Self.concurrency && !waiting.isEmpty {
      running += 1
      // A thread of its own: a decode is long, blocking work that must neither wait for a
      // busy shared pool nor hold one of its few threads.
      let thread = Thread { self.work() }
      thread.qualityOfService = .utility
      thread.start()
    }
  }

  /// Decodes waiting jobs until none is left.
  private func work() {
    while let job = nextJob() {
      let hook = whileDecoding
      hook?(job.key.origin, nil)
      let result = Self.decode(job.key, bytes: job.bytes) { [self] row in
        hook?(job.key.origin, row)
        return lock.withLock { job.isCancelled }
      }
      let (notify, settled) = lock.withLock {
        () -> (Bool, [CheckedContinuation<Void, Never>]) in
        loads += 1
        if let usage = result.usage { largestDecode = max(largestDecode, usage.bytesHeld) }
        guard !job.isCancelled else { return (false, takeWaitersIfSettled()) }
        jobs[job.key] = nil
        store(result.picture, for: job.key)
        storedCount += 1
        return (true, takeWaitersIfSettled())
      }
      if notify { onChange?() }
      for waiter in settled { waiter.resume() }
    }
  }

  /// The next job to decode, or `nil` (and one worker fewer) when there is none.
  private func nextJob() -> Job? {
    lock.withLock {
      while !waiting.isEmpty {
        let job = waiting.removeFirst()
        if !job.isCancelled { return job }
      }
      running -= 1
      return nil
    }
  }

  /// Keeps `picture` for `key`, forgetting the oldest beyond ``capacity``; under the lock.
  private func store(_ picture: Result<Product, PNGError>, for key: Key) {
    // A picture decoded for colours no longer shown is not kept.
    guard key.colors == colors else { return }
    if order.count >= Self.capacity { scaled[order.removeFirst()] = nil }
    order.append(key)
    scaled[key] = picture
  }

  /// Reads (or, for a loaded image, takes `bytes`) and decodes the picture of `key`,
  /// downsampled to its cells (or, inline, to a bounded size) while it is decoded.
  static func decode(
    _ key: Key, bytes loaded: Data? = nil, isCancelled: @escaping @Sendable (Int) -> Bool
  ) -> (picture: Result<Product, PNGError>, usage: PNGDecoder.Usage?) {
    var usage: PNGDecoder.Usage?
    let picture = Result { () throws(PNGError) -> Product in
      let bytes = try data(key.origin, loaded: loaded)
      let size =
        key.isInline
        ? (
          width: min(key.columns * inlinePixelsPerCell.across, inlineMaximumSide),
          height: min(key.rows * inlinePixelsPerCell.down, inlineMaximumSide)
        ) : (width: key.columns, height: key.rows * 2)
      var sampler = Downsampler(width: size.width, height: size.height)
      usage = try PNGDecoder(name: key.origin.name, isCancelled: isCancelled)
        .decode(bytes, into: &sampler)
      guard key.isInline else {
        return .cells(
          Picture(
            pixels: sampler.pixels, columns: key.columns, rows: key.rows, capability: key.colors))
      }
      let rgba = sampler.rgba
      let png = PNGWriter.png(width: size.width, height: size.height, colorType: 6) { y in
        Array(rgba[y * size.width * 4..<(y + 1) * size.width * 4])
      }
      guard let png else {
        throw PNGError(file: key.origin.name, problem: .badImageData("zlib failed"))
      }
      return .png(png)
    }
    return (picture, usage)
  }

  /// The largest picture file read, or loaded image decoded: a photo-sized PNG is a few
  /// megabytes, and a picture is drawn in a few dozen cells.
  static let sizeLimit = FileSizeLimit(bytes: 16 << 20, noun: "a picture")

  /// The bytes a picture from `origin` is made of: the file's, read as ``data(_:)`` reads it,
  /// or the `loaded` ones, refused beyond ``sizeLimit`` as a file would be.
  static func data(_ origin: Key.Origin, loaded: Data?) throws(PNGError) -> Data {
    switch origin {
    case .file(let url):
      return try data(url)
    case .loaded(let source, _):
      let bytes = loaded ?? Data()
      guard bytes.count <= sizeLimit.bytes else {
        let refusal = FileReadError(
          path: source.description, problem: .tooLarge(size: bytes.count, limit: sizeLimit))
        throw PNGError(file: origin.name, problem: .unreadable(refusal.reason))
      }
      return bytes
    }
  }

  /// The bytes of the picture file at `url`, read in bounded time and memory whatever is there
  /// (a FIFO, a device or a folder is refused at once; see `BoundedFile`).
  static func data(_ url: URL) throws(PNGError) -> Data {
    do {
      return try BoundedFile.read(url.path, limit: sizeLimit)
    } catch {
      throw PNGError(file: url.path, problem: .unreadable(error.reason))
    }
  }
}
