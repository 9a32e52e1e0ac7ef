/// How the elements of one ``ForEach`` source compare with those of another, taken once for
/// the pair: the diff asks it of each row two contents both show, and a change that brings
/// back rows asks it of each row it brings.
@usableFromInline
struct ElementComparison {
  /// Whether both sources are over the very same storage (an array given again, as a search
  /// cleared gives back the whole collection): element `e` of one is element `e` of the other,
  /// with no comparison, since an array whose storage another value holds is copied before it
  /// changes.
  @usableFromInline let sharesElements: Bool
  /// Whether the element of row `row` of one source equals the element of row `otherRow` of
  /// the other.
  @usableFromInline let equal: (_ row: Int, _ otherRow: Int) -> Bool

  /// A comparison; `sharesElements` only for sources over the very same storage.
  @usableFromInline
  init(sharesElements: Bool, equal: @escaping (_ row: Int, _ otherRow: Int) -> Bool) {
    self.sharesElements = sharesElements
    self.equal = equal
  }
}
