#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension TableViewLiaison {
    /// Draws rows whose component is `item` with cells of class `cell`: your own components, or
    /// your own look for a standard one.
    ///
    /// ```swift
    /// liaison.register(RatingItem.self, cell: RatingCell.self) { cell, item, _ in
    ///   cell.starsLabel.text = String(repeating: "★", count: item.stars)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - item: The component type.
    ///   - cell: The cell class.
    ///   - registration: By class (default) or from a nib.
    ///   - reuseIdentifier: The reuse identifier; the cell's type name by default.
    ///   - configure: Draws a component in a cell; controls in the cell report through the
    ///     context.
    public func register<Item: Component, Cell: UITableViewCell>(
      _ item: Item.Type, cell: Cell.Type, registration: ViewRegistration = .class,
      reuseIdentifier: String? = nil,
      configure: @escaping @MainActor (Cell, Item, CellContext) -> Void
    ) {
      registry.register(
        item, cell: cell, registration: registration, reuseIdentifier: reuseIdentifier,
        configure: configure)
      if let tableView, let binding = registry.cells[ObjectIdentifier(item)] {
        ComponentRegistry.register(binding, in: tableView)
      }
    }

    /// Draws section headers and footers whose component is `item` with views of class `view`.
    ///
    /// - Parameters:
    ///   - item: The component type.
    ///   - view: The header/footer view class.
    ///   - registration: By class (default) or from a nib.
    ///   - reuseIdentifier: The reuse identifier; the view's type name by default.
    ///   - configure: Draws a component in a view.
    public func registerHeaderFooter<Item: Component, View: UITableViewHeaderFooterView>(
      _ item: Item.Type, view: View.Type, registration: ViewRegistration = .class,
      reuseIdentifier: String? = nil,
      configure: @escaping @MainActor (View, Item) -> Void
    ) {
      registry.registerHeaderFooter(
        item, view: view, registration: registration, reuseIdentifier: reuseIdentifier,
        configure: configure)
      if let tableView, let binding = registry.headerFooters[ObjectIdentifier(item)] {
        ComponentRegistry.register(binding, in: tableView)
      }
    }
  }
#endif
