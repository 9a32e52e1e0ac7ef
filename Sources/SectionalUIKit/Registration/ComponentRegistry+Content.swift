#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension ComponentRegistry {
    /// How a standard component is drawn through a content configuration: the same
    /// configuration in a table cell and a collection view's list or grid cell.
    struct ContentBinding {
      /// The component's configuration for its row; `nil` when the component is of another
      /// type.
      var configuration: @MainActor (any Component, CellContext) -> (any UIContentConfiguration)?
      /// What the cell shows around it.
      var chrome: @MainActor (any Component, CellContext) -> CellChrome
    }

    /// Draws `item` components with `view` content views, in table cells
    /// (``ConfigurationCell``, one reuse identifier per component type) and in collection
    /// view cells (see `CollectionViewLiaison.Registrations`).
    ///
    /// - Parameters:
    ///   - item: The component type.
    ///   - view: The content view class that draws it.
    ///   - chrome: What the cell shows around it; a row of controls by default.
    mutating func registerContent<Item: Component>(
      _ item: Item.Type, view: ComponentContentView.Type,
      chrome: @escaping @MainActor (Item, CellContext) -> CellChrome = { _, _ in .controls }
    ) {
      let binding = ContentBinding(
        configuration: { component, context in
          (component as? Item).map { ComponentContent(item: $0, context: context, viewType: view) }
        },
        chrome: { component, context in
          (component as? Item).map { chrome($0, context) } ?? .controls
        })
      contents[ObjectIdentifier(item)] = binding
      register(
        item, cell: ConfigurationCell.self, registration: .class,
        reuseIdentifier: "Sectional.Content.\(String(reflecting: item))"
      ) { cell, item, context in
        cell.contentConfiguration = binding.configuration(item, context)
        cell.show(binding.chrome(item, context))
      }
    }
  }
#endif
