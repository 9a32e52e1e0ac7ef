/// A leaf's count and the sum of its heights.
struct LeafHeader {
  var count: Int
  var sum: Double
}
