extension Row {
  /// Where the row sits in an ``Outline``; `nil` for a row that is not one's.
  package var outline: OutlinePlace? { extras?.outline }

  /// The row, placed in an outline at `place`.
  func placed(_ place: OutlinePlace) -> Row {
    var row = self
    row.setExtras(
      traits: traits, handlers: handlers, height: extras?.height, outline: .some(place))
    return row
  }
}
