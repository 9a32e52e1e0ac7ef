import Sectional
import SectionalSwiftUI
import SectionalUIKit
import SwiftUI

/// The examples of SectionalSwiftUI's doc comments, as an app writes them.
@MainActor
enum NavigationFromOutside {
  /// Opens Ada's contact on a navigation the app keeps (a deep link, say).
  static func openAda(store: ContactStore, ada: Contact) -> ScreenNavigation {
    let navigation = ScreenNavigation(root: ContactsScreen(store: store))
    navigation.stacks[0][0].host.presenter.push(ContactScreen(contact: ada, store: store))
    print(navigation.path(ofStack: 0).map(\.title))  // ["Ada Lovelace"]
    return navigation
  }

  /// The first page's title.
  static func firstTitle(store: ContactStore) {
    let navigation = ScreenNavigation(root: ContactsScreen(store: store))
    let page = navigation.stacks[0][0]
    print(page.title)  // "Contacts"
  }

  /// The contacts in a table view of UIKit, with their SwiftUI rows.
  static func inATableView(store: ContactStore) -> ScreenViewController {
    let controller = ScreenViewController(screen: ContactsScreen(store: store))
    controller.liaison.registerSwiftUIItems()
    return controller
  }

  /// The contacts in a collection view of UIKit, with their SwiftUI rows.
  static func inACollectionView(store: ContactStore) -> ScreenViewController {
    let controller = ScreenViewController(
      screen: ContactsScreen(store: store), container: .collectionView)
    controller.collectionLiaison.registerSwiftUIItems()
    return controller
  }
}
