/// A branch's number of children.
struct BranchHeader {
  var childCount: Int
}
