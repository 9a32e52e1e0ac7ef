import DemoScreens
import Sectional
import SectionalSwiftUI
import SwiftUI

/// The example app: a tab bar with the demo's Settings and Feed screens and the contacts of
/// "Sectional in SwiftUI", each a `ScreenStack` (Sectional screens in SwiftUI's navigation).
/// The demo's screens are the terminal demo's own (`DemoScreens`); only the host differs. Their
/// lists show in collection views with a compositional layout: Settings' filters are a flow
/// section of pills and the Feed switches to a grid of three columns (its Grid command is a
/// toolbar button), which a table view would refuse.
@main
@MainActor
struct SectionalExampleApp: App {
  private let preferences = PreferenceStore(url: PreferenceStore.defaultURL)
  private let contacts = ContactStore(contacts: [
    Contact(id: 1, name: "Ada Lovelace", isFavorite: true),
    Contact(id: 2, name: "Alan Turing"),
    Contact(id: 3, name: "Barbara Liskov"),
    Contact(id: 4, name: "Grace Hopper", isFavorite: true),
    Contact(id: 5, name: "Katherine Johnson"),
  ])

  var body: some Scene {
    WindowGroup {
      TabView {
        ScreenStack(
          root: SettingsScreen(
            store: preferences,
            signInForm: SignInForm(service: SignInService(latency: .milliseconds(500))))
        )
        .tabItem { Label("Settings", systemImage: "gearshape") }
        ScreenStack(
          root: FeedScreen(
            source: FeedSource(directory: .bundled, latency: .milliseconds(400)),
            store: preferences)
        )
        .tabItem { Label("Feed", systemImage: "photo.on.rectangle") }
        ContactsTab(store: contacts)
      }
    }
  }
}
