extension Row {
  /// Where the row sits in an ``Outline``; `nil` for a row that is not one's.
  package var outline: OutlinePlace? { extras?.outline }

  /// Whether a person's tap (a click, Enter on the cursor row) expands or collapses the row
  /// instead of selecting it: a node with children whose row has no select handler, as a
  /// sidebar's folder. Every host asks this one question.
  package var togglesOnTap: Bool {
    guard let disclosure = outline?.disclosure, disclosure != .leaf else { return false }
    return !handles(.didSelect) && !handles(.willSelect)
  }

  /// The row, placed in an outline at `place`.
  func placed(_ place: OutlinePlace) -> Row {
    var row = self
    row.setExtras(
      traits: traits, handlers: handlers, height: extras?.height, outline: .some(place))
    return row
  }
}
