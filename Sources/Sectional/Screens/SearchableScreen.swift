/// A screen a person can search: every host shows a search field bound to ``searchQuery`` and
/// rebuilds the screen as the query changes; the screen filters its own content by it.
///
/// UIKit shows a `UISearchController` in the navigation bar, SwiftUI a `.searchable` field, the
/// terminal its `/` query line, and `ScreenTestHost.search(_:)` types into it in a test. The
/// query is the screen's state, so the screen decides what matches (a name, a phone number,
/// words in any order) and what an empty query shows.
///
/// ```swift
/// @MainActor final class FruitScreen: SearchableScreen {
///   let title = "Fruit"
///   var fruit = ["apple", "banana", "cherry"]
///   var searchQuery = ""
///
///   var content: ListContent {
///     Section(id: "fruit") {
///       for name in fruit where searchQuery.isEmpty || name.localizedStandardContains(searchQuery) {
///         Row(id: name, TextItem(name))
///       }
///     }
///   }
/// }
/// ```
@MainActor
public protocol SearchableScreen: Screen {
  /// The text in the search field: the host sets it as the person types (an empty query when
  /// they clear or cancel the search), then rebuilds the screen.
  var searchQuery: String { get set }

  /// The search field's placeholder; ``SectionalStrings/search`` ("Search") unless given.
  var searchPrompt: String { get }
}

extension SearchableScreen {
  /// ``SectionalStrings/search``.
  public var searchPrompt: String { SectionalStrings.current.search }
}
