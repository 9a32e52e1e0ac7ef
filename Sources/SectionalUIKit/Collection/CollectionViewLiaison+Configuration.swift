#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison {
    /// Draws items whose component is `item` with a content configuration in a list cell,
    /// as tall as the row says (or as its content, for an automatic height): a
    /// `UIListContentConfiguration`, a configuration of yours, or a SwiftUI view
    /// (`UIHostingConfiguration`).
    ///
    /// ```swift
    /// collectionLiaison.register(RatingItem.self) { item, _ in
    ///   var content = UIListContentConfiguration.valueCell()
    ///   content.text = item.title
    ///   content.secondaryText = String(repeating: "★", count: item.stars)
    ///   return content
    /// }
    /// ```
    ///
    /// A row whose component keeps its type is configured again in the cell it has when it
    /// changes. The cell shows the selection circle, reorder control, outline disclosure and
    /// indentation the row calls for, as the standard rows' list cells do. Register before
    /// ``liaise(_:)``, or before the collection view first asks for such an item.
    ///
    /// - Parameters:
    ///   - item: The component type.
    ///   - configuration: The configuration a component shows as; controls in it report
    ///     through the context.
    public func register<Item: Component>(
      _ item: Item.Type,
      configuration: @escaping @MainActor (Item, CellContext) -> any UIContentConfiguration
    ) {
      let registration = UICollectionView.CellRegistration<ItemCell, Row> {
        [weak self] cell, indexPath, row in
        guard let self, let item = row.component as? Item else { return }
        cell.itemHeight = row.height
        cell.contentConfiguration = configuration(item, cellContext(for: row))
        showAccessories(of: row, in: cell, at: indexPath)
      }
      collectionCells[ObjectIdentifier(item)] = CollectionCellBinding {
        collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: row)
      }
    }
  }
#endif
