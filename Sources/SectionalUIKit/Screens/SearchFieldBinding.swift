#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Foundation
  import Sectional

  /// The search field of a searchable screen (`SearchableScreen`) in the navigation bar: a
  /// `UISearchController` whose text is the screen's query. Each change the person makes, and
  /// the Cancel that clears it, reaches the host, which sets the query and rebuilds.
  @MainActor
  final class SearchFieldBinding: NSObject, UISearchResultsUpdating {
    let searchController = UISearchController(searchResultsController: nil)
    private weak var host: ScreenHost?

    init(host: ScreenHost) {
      self.host = host
      super.init()
      searchController.searchResultsUpdater = self
      // The list itself shows the results: nothing to dim over it.
      searchController.obscuresBackgroundDuringPresentation = false
      if let screen = host.screen as? any SearchableScreen {
        searchController.searchBar.placeholder = screen.searchPrompt
        searchController.searchBar.text = screen.searchQuery
      }
    }

    func updateSearchResults(for searchController: UISearchController) {
      host?.search(searchController.searchBar.text ?? "")
    }
  }
#endif
