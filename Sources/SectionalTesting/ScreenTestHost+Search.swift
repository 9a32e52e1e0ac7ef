import Sectional

extension ScreenTestHost {
  /// Types `query` into the search field of the screen on top (a `SearchableScreen`),
  /// replacing what it held, as a person does: the screen's query becomes it and the screen
  /// rebuilds. An empty query is the person clearing the field.
  ///
  /// ```swift
  /// let app = ScreenTestHost(FruitScreen())
  /// try app.search("an")
  /// #expect(app.content.rowCount == 1)
  /// ```
  ///
  /// - Parameter query: The field's new text.
  /// - Throws: ``Failure`` when the screen on top has no search field.
  public func search(_ query: String) throws {
    guard host.search(query) else {
      throw Failure(
        interaction: "search", problem: "\(Swift.type(of: screen)) is not a SearchableScreen")
    }
  }
}
