#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TableViewLiaison {
    /// Draws rows whose component is `item` with a content configuration instead of a cell
    /// class of your own: a `UIListContentConfiguration`, a configuration of yours, or a
    /// SwiftUI view (`UIHostingConfiguration`).
    ///
    /// ```swift
    /// liaison.register(RatingItem.self) { item, _ in
    ///   var content = UIListContentConfiguration.valueCell()
    ///   content.text = item.title
    ///   content.secondaryText = String(repeating: "★", count: item.stars)
    ///   return content
    /// }
    /// ```
    ///
    /// Each component type gets a cell kind of its own: a row whose component keeps its type is
    /// configured again in the cell it has when it changes, and one that changes type gets
    /// another cell, as with cells you register.
    ///
    /// - Parameters:
    ///   - item: The component type.
    ///   - configuration: The configuration a component shows as; controls in it report
    ///     through the context.
    public func register<Item: Component>(
      _ item: Item.Type,
      configuration: @escaping @MainActor (Item, CellContext) -> any UIContentConfiguration
    ) {
      register(
        item, cell: ConfigurationCell.self,
        reuseIdentifier: "Sectional.Configuration.\(String(reflecting: item))"
      ) { cell, item, context in
        cell.contentConfiguration = configuration(item, context)
      }
    }
  }
#endif
