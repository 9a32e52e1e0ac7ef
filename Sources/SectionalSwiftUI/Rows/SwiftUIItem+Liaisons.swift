#if canImport(SwiftUI) && canImport(UIKit)
  import Sectional
  import SectionalUIKit
  import SwiftUI
  import UIKit

  extension SwiftUIItem {
    /// The cell's configuration: the view, with the row's id as its identity so that a reused
    /// cell starts with fresh state.
    @MainActor
    static func configuration(_ item: SwiftUIItem, context: CellContext)
      -> any UIContentConfiguration
    {
      UIHostingConfiguration { item.view.id(context.row.id) }
    }
  }

  extension TableViewLiaison {
    /// Draws ``SwiftUIItem`` rows, each with `UIHostingConfiguration`. ``ScreenStack`` does this
    /// for its screens; call it for a screen you show in UIKit.
    ///
    /// ```swift
    /// let controller = ScreenViewController(screen: ContactsScreen(store: store))
    /// controller.liaison.registerSwiftUIItems()
    /// ```
    public func registerSwiftUIItems() {
      register(SwiftUIItem.self, configuration: SwiftUIItem.configuration)
    }
  }

  extension CollectionViewLiaison {
    /// Draws ``SwiftUIItem`` rows, each with `UIHostingConfiguration`, in list cells. Register
    /// before the collection view first asks for such an item.
    ///
    /// ```swift
    /// let controller = ScreenViewController(
    ///   screen: ContactsScreen(store: store), container: .collectionView)
    /// controller.collectionLiaison.registerSwiftUIItems()
    /// ```
    public func registerSwiftUIItems() {
      register(SwiftUIItem.self, configuration: SwiftUIItem.configuration)
    }
  }
#endif
