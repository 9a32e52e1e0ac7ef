// TEST DRIVERS — not UIKit API (see SurfaceDriverError.swift).

extension UISearchController {
  /// A person types into the search field until it holds `text` (the field becomes active),
  /// and UIKit tells the search results updater, as it does after each change.
  ///
  /// - Parameter text: The field's text after typing.
  public func userType(_ text: String) {
    isActive = true
    searchBar.text = text
    searchResultsUpdater?.updateSearchResults(for: self)
  }

  /// A person taps the field's Cancel button: the field empties and leaves, and UIKit tells
  /// the updater once more.
  public func userCancel() {
    searchBar.text = ""
    isActive = false
    searchResultsUpdater?.updateSearchResults(for: self)
  }
}
