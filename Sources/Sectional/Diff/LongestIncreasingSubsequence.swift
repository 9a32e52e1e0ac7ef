/// Marks the longest strictly increasing subsequence of `values`: the items that keep their
/// place, so that only the others move.
///
/// Patience sorting with predecessor links: O(k log k) for k values, O(k) when `values` is
/// already mostly increasing (each value that extends the longest run costs one comparison).
///
/// - Parameters:
///   - values: The old positions of the items, in their new order (distinct).
///   - keep: Set to `true` at the positions of the subsequence; must have `values.count` items.
func markLongestIncreasingSubsequence(
  _ values: ContiguousArray<Int32>, keep: inout ContiguousArray<Bool>
) {
  let count = values.count
  guard count > 0 else { return }
  // tails[l]: index in `values` of the smallest tail of an increasing run of length l + 1.
  var tails = ContiguousArray<Int32>()
  tails.reserveCapacity(min(count, 1024))
  var previous = ContiguousArray<Int32>(repeating: -1, count: count)
  for index in 0..<count {
    let value = values[index]
    if let last = tails.last, values[Int(last)] >= value {
      var low = 0
      var high = tails.count - 1
      while low < high {
        let middle = (low + high) >> 1
        if values[Int(tails[middle])] < value {
          low = middle + 1
        } else {
          high = middle
        }
      }
      tails[low] = Int32(index)
      previous[index] = low > 0 ? tails[low - 1] : -1
    } else {
      previous[index] = tails.last ?? -1
      tails.append(Int32(index))
    }
  }
  var cursor = tails.last ?? -1
  while cursor >= 0 {
    keep[Int(cursor)] = true
    cursor = previous[Int(cursor)]
  }
}
