extension ScreenHost {
  /// Whether the screen is a ``SearchableScreen``: hosts show it a search field.
  public var isSearchable: Bool { screen is any SearchableScreen }

  /// A person changed the text of the screen's search field to `query`: the screen's
  /// ``SearchableScreen/searchQuery`` becomes it, and the screen rebuilds now, as after any
  /// user action.
  ///
  /// ```swift
  /// host.search("an")  // the screen shows what matches "an"
  /// host.search("")  // the person cleared the field: everything again
  /// ```
  ///
  /// - Parameter query: The field's text.
  /// - Returns: `false` when the screen is not searchable (nothing changes).
  @discardableResult
  public func search(_ query: String) -> Bool {
    guard let searchable = screen as? any SearchableScreen else { return false }
    guard searchable.searchQuery != query else { return true }
    searchable.searchQuery = query
    updateAfterUserAction()
    return true
  }
}
