/// The decoded images of a pipeline, least recently used first out once their cost passes a
/// limit.
///
/// Lookups and inserts are O(1); going over the limit evicts the least recently used entries
/// down to three quarters of it at once, in O(n log n) for n entries, so evicting costs
/// O(log n) an insert over time.
struct ImageCache<Image: Sendable>: Sendable {
  private struct Entry: Sendable {
    var image: Image
    var cost: Int
    var used: UInt64
  }

  /// The most the entries' costs add up to.
  let costLimit: Int
  private var entries: [AsyncImageItem.Source: Entry] = [:]
  private var clock: UInt64 = 0
  /// The entries' costs, added up.
  private(set) var totalCost = 0

  init(costLimit: Int) {
    self.costLimit = max(0, costLimit)
  }

  /// How many images are kept.
  var count: Int { entries.count }

  /// The image of `source`, marked as just used.
  mutating func image(for source: AsyncImageItem.Source) -> Image? {
    guard var entry = entries[source] else { return nil }
    clock += 1
    entry.used = clock
    entries[source] = entry
    return entry.image
  }

  /// The image of `source`, leaving its place in line as it is.
  func peek(_ source: AsyncImageItem.Source) -> Image? {
    entries[source]?.image
  }

  /// Keeps `image` for `source` at `cost`, evicting the least recently used images when the
  /// total goes over the limit. An image costing more than the whole limit is not kept.
  mutating func insert(_ image: Image, cost: Int, for source: AsyncImageItem.Source) {
    let cost = max(1, cost)
    remove(source)
    guard cost <= costLimit else { return }
    clock += 1
    entries[source] = Entry(image: image, cost: cost, used: clock)
    totalCost += cost
    guard totalCost > costLimit else { return }
    let target = costLimit / 4 * 3
    for (key, entry) in entries.sorted(by: { $0.value.used < $1.value.used }) where key != source {
      guard totalCost > target else { break }
      entries[key] = nil
      totalCost -= entry.cost
    }
  }

  /// Forgets the image of `source`.
  mutating func remove(_ source: AsyncImageItem.Source) {
    if let old = entries.removeValue(forKey: source) { totalCost -= old.cost }
  }

  /// Forgets every image.
  mutating func removeAll() {
    entries = [:]
    totalCost = 0
  }
}
