/// The baseline the layout tree is compared with: a plain prefix-sum array, where `offsets[i]` is
/// the top of item `i`. Lookups are O(1) or a binary search; every edit rewrites the sums after it.
public struct PrefixSumLayout {
  /// The heights.
  public private(set) var heights: [Double]
  /// `offsets[i]` = sum of `heights[0..<i]`; one longer than `heights`.
  public private(set) var offsets: [Double]

  /// Builds the sums.
  public init(heights: [Double]) {
    self.heights = heights
    var offsets = [Double](repeating: 0, count: heights.count + 1)
    var sum = 0.0
    for (index, height) in heights.enumerated() {
      offsets[index] = sum
      sum += height
    }
    offsets[heights.count] = sum
    self.offsets = offsets
  }

  /// Sets one height and rewrites every sum after it: O(n).
  public mutating func setHeight(_ height: Double, at index: Int) {
    heights[index] = height
    recompute(from: index)
  }

  /// Inserts heights and rewrites the sums after them: O(n).
  public mutating func insert(contentsOf new: [Double], at index: Int) {
    heights.insert(contentsOf: new, at: index)
    offsets.insert(contentsOf: repeatElement(0, count: new.count), at: index)
    recompute(from: index)
  }

  private mutating func recompute(from index: Int) {
    var sum = offsets[index]
    for position in index..<heights.count {
      offsets[position] = sum
      sum += heights[position]
    }
    offsets[heights.count] = sum
  }

  /// The top of item `index`: O(1).
  public func offset(of index: Int) -> Double { offsets[index] }

  /// The item covering `offset`, by binary search: O(log n).
  public func index(atOffset offset: Double) -> Int {
    var low = 0
    var high = heights.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The items covering `top..<top + height`: O(log n + k).
  public func visibleRange(top: Double, height: Double) -> Range<Int> {
    let first = index(atOffset: top)
    var last = first
    while last < heights.count && offsets[last] < top + height { last += 1 }
    return first..<last
  }
}
