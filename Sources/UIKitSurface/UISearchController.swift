// The search field of a navigation bar: a search controller, its search bar, and the object that
// hears what a person types.

/// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
  func updateSearchResults(for searchController: UISearchController)
}

/// https://developer.apple.com/documentation/uikit/uisearchbar
@MainActor open class UISearchBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uisearchbar/text
  open var text: String?

  /// https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
  open var placeholder: String?
}

/// https://developer.apple.com/documentation/uikit/uisearchcontroller
@MainActor open class UISearchController: UIViewController {
  internal let surfaceSearchBar = UISearchBar(frame: .zero)
  internal var surfaceActive = false

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
  }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater
  open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
  open var searchBar: UISearchBar { surfaceSearchBar }

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/obscuresbackgroundduringpresentation
  open var obscuresBackgroundDuringPresentation = true

  /// https://developer.apple.com/documentation/uikit/uisearchcontroller/isactive
  open var isActive: Bool {
    get { surfaceActive }
    set { surfaceActive = newValue }
  }
}

extension UINavigationItem {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
  /// (kept for the item, by identity: an extension cannot add storage to a class)
  public var searchController: UISearchController? {
    get { SearchControllers.storage[self] }
    set { SearchControllers.storage[self] = newValue }
  }
}

/// The search controllers of the navigation items that have one.
@MainActor
internal enum SearchControllers {
  internal static var storage = ExtensionStorage<UINavigationItem, UISearchController>()
}
