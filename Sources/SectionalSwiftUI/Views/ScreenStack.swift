#if canImport(SwiftUI) && canImport(UIKit)
  import Sectional
  import SectionalUIKit
  import SwiftUI

  /// Sectional screens in SwiftUI: a `NavigationStack` showing a screen, and the screens it
  /// pushes, presents and alerts, through SwiftUI's own navigation.
  ///
  /// A screen pushes with `context.presenter.push(_:)` as it does in UIKit and the terminal:
  /// here that appends a page to the stack's path, so the Back button, the swipe back and the
  /// long press on Back work, and the path always says what shows. A presented screen opens a
  /// sheet with a navigation stack of its own (Cancel, and Done when it was presented with
  /// something to do when done); alerts and action sheets are SwiftUI's. The screen's title is
  /// the navigation title and its commands are toolbar buttons, with a menu of the rest.
  ///
  /// ```swift
  /// struct ContactsTab: View {
  ///   let store: ContactStore
  ///
  ///   var body: some View {
  ///     ScreenStack(root: ContactsScreen(store: store))
  ///       .tabItem { Label("Contacts", systemImage: "person.2") }
  ///   }
  /// }
  /// ```
  ///
  /// The stack keeps its screens for as long as SwiftUI keeps the view; give it a
  /// ``ScreenNavigation`` of your own (``init(_:)``) to push from elsewhere, such as a deep link.
  @MainActor
  public struct ScreenStack: View {
    @StateObject private var navigation: ScreenNavigation
    private let container: ScreenViewController.Container

    /// A stack whose first screen is `root`, made once for the view's life.
    ///
    /// - Parameters:
    ///   - root: The first screen; evaluated once, when SwiftUI first shows the stack.
    ///   - container: What draws each screen's list: a collection view (the default, which
    ///     draws every section layout) or a table view (list sections only; a screen with a
    ///     grid, flow or carousel section gets a collection view all the same).
    public init(
      root: @autoclosure @escaping () -> any Screen,
      container: ScreenViewController.Container = .collectionView
    ) {
      _navigation = StateObject(wrappedValue: ScreenNavigation(root: root()))
      self.container = container
    }

    /// A stack showing `navigation`, which you keep (to push onto it from elsewhere).
    ///
    /// - Parameters:
    ///   - navigation: The navigation shown; the first one given is kept for the view's life,
    ///     as with any `StateObject`.
    ///   - container: What draws each screen's list, as for ``init(root:container:)``.
    public init(
      _ navigation: ScreenNavigation, container: ScreenViewController.Container = .collectionView
    ) {
      _navigation = StateObject(wrappedValue: navigation)
      self.container = container
    }

    /// The root stack, with the sheets presented over it.
    public var body: some View {
      StackLevel(navigation: navigation, index: 0, container: container)
    }
  }

  /// One stack of a ``ScreenNavigation``: a `NavigationStack` of its pages, the sheet of the
  /// next stack over it, and the alert when it is the top stack.
  @MainActor
  struct StackLevel: View {
    @ObservedObject var navigation: ScreenNavigation
    let index: Int
    let container: ScreenViewController.Container

    var body: some View {
      NavigationStack(
        path: Binding(
          get: { navigation.path(ofStack: index) },
          set: { navigation.setPath($0, ofStack: index) })
      ) {
        if let root = navigation.root(ofStack: index) {
          ScreenPageView(page: root, navigation: navigation, container: container)
            .navigationDestination(for: ScreenPage.self) { page in
              ScreenPageView(page: page, navigation: navigation, container: container)
            }
        }
      }
      .sheet(
        isPresented: Binding(
          get: { navigation.stacks.count > index + 1 },
          set: { isPresented in
            if !isPresented { navigation.dismissStack(index + 1) }
          })
      ) {
        AnyView(StackLevel(navigation: navigation, index: index + 1, container: container))
      }
      .modifier(
        AlertPresentation(navigation: navigation, isTop: navigation.stacks.count == index + 1))
    }
  }
#endif
