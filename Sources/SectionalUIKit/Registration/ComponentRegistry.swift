#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Which cell class draws each component type, and which view draws each header or footer
  /// component type.
  @MainActor
  struct ComponentRegistry {
    /// How one component type is drawn in a cell.
    struct CellBinding {
      var cellType: AnyClass
      var reuseIdentifier: String
      var registration: ViewRegistration
      /// Draws the component; `false` when the cell is not of `cellType`.
      var draw: @MainActor (UITableViewCell, any Component, CellContext) -> Bool
    }

    /// How one component type is drawn in a header or footer view.
    struct HeaderFooterBinding {
      var viewType: AnyClass
      var reuseIdentifier: String
      var registration: ViewRegistration
      /// Draws the component; `false` when the view is not of `viewType`.
      var draw: @MainActor (UITableViewHeaderFooterView, any Component) -> Bool
    }

    var cells: [ObjectIdentifier: CellBinding] = [:]
    /// The standard components drawn through content configurations, by component type.
    var contents: [ObjectIdentifier: ContentBinding] = [:]
    var headerFooters: [ObjectIdentifier: HeaderFooterBinding] = [:]

    mutating func register<Item: Component, Cell: UITableViewCell>(
      _ item: Item.Type, cell: Cell.Type, registration: ViewRegistration,
      reuseIdentifier: String?,
      configure: @escaping @MainActor (Cell, Item, CellContext) -> Void
    ) {
      cells[ObjectIdentifier(item)] = CellBinding(
        cellType: cell, reuseIdentifier: reuseIdentifier ?? ReuseIdentifier.default(for: cell),
        registration: registration
      ) { view, component, context in
        guard let typed = view as? Cell, let item = component as? Item else { return false }
        configure(typed, item, context)
        return true
      }
    }

    mutating func registerHeaderFooter<Item: Component, View: UITableViewHeaderFooterView>(
      _ item: Item.Type, view: View.Type, registration: ViewRegistration,
      reuseIdentifier: String?,
      configure: @escaping @MainActor (View, Item) -> Void
    ) {
      headerFooters[ObjectIdentifier(item)] = HeaderFooterBinding(
        viewType: view, reuseIdentifier: reuseIdentifier ?? ReuseIdentifier.default(for: view),
        registration: registration
      ) { view, component in
        guard let typed = view as? View, let item = component as? Item else { return false }
        configure(typed, item)
        return true
      }
    }

    /// Registers every binding with `tableView`.
    func registerAll(in tableView: UITableView) {
      for binding in cells.values {
        Self.register(binding, in: tableView)
      }
      for binding in headerFooters.values {
        Self.register(binding, in: tableView)
      }
    }

    static func register(_ binding: CellBinding, in tableView: UITableView) {
      switch binding.registration {
      case .class:
        tableView.register(binding.cellType, forCellReuseIdentifier: binding.reuseIdentifier)
      case .nib(let nib):
        tableView.register(nib, forCellReuseIdentifier: binding.reuseIdentifier)
      }
    }

    static func register(_ binding: HeaderFooterBinding, in tableView: UITableView) {
      switch binding.registration {
      case .class:
        tableView.register(
          binding.viewType, forHeaderFooterViewReuseIdentifier: binding.reuseIdentifier)
      case .nib(let nib):
        tableView.register(nib, forHeaderFooterViewReuseIdentifier: binding.reuseIdentifier)
      }
    }

    /// The reuse identifier of the cell class registered for `row`'s component; `nil` when none
    /// is (the row is shown in a plain cell made for it).
    func reuseIdentifier(for row: Row) -> String? {
      cells[ObjectIdentifier(type(of: row.component))]?.reuseIdentifier
    }

    /// Dequeues and draws the cell for `row`; a plain cell when no class is registered for its
    /// component or the table view returns a cell of another class.
    func cell(
      for row: Row, at indexPath: IndexPath, in tableView: UITableView, context: CellContext,
      report: (RenderProblem) -> Void
    ) -> UITableViewCell {
      let componentType = type(of: row.component)
      guard let binding = cells[ObjectIdentifier(componentType)] else {
        report(.unregisteredComponent(String(describing: componentType)))
        return PlainCell.describing(row.component)
      }
      let cell = tableView.dequeueReusableCell(
        withIdentifier: binding.reuseIdentifier, for: indexPath)
      guard binding.draw(cell, row.component, context) else {
        report(
          .unexpectedCell(
            reuseIdentifier: binding.reuseIdentifier,
            expected: String(describing: binding.cellType),
            received: String(describing: type(of: cell))))
        return PlainCell.describing(row.component)
      }
      return cell
    }

    /// Draws `row` again into the cell that shows it (an update in place, no reload); `false`
    /// when no binding draws its component in that cell.
    func redraw(_ cell: UITableViewCell, with row: Row, context: CellContext) -> Bool {
      guard let binding = cells[ObjectIdentifier(type(of: row.component))] else { return false }
      return binding.draw(cell, row.component, context)
    }

    /// Draws a header or footer component again into the view that shows it.
    func redraw(_ view: UITableViewHeaderFooterView, with component: any Component) -> Bool {
      guard let binding = headerFooters[ObjectIdentifier(type(of: component))] else {
        return false
      }
      return binding.draw(view, component)
    }

    /// Dequeues and draws the view for a header or footer component.
    func headerFooterView(
      for component: any Component, in tableView: UITableView,
      report: (RenderProblem) -> Void
    ) -> UIView? {
      let componentType = type(of: component)
      guard let binding = headerFooters[ObjectIdentifier(componentType)] else {
        report(.unregisteredComponent(String(describing: componentType)))
        return nil
      }
      guard
        let view = tableView.dequeueReusableHeaderFooterView(
          withIdentifier: binding.reuseIdentifier),
        binding.draw(view, component)
      else {
        report(
          .unexpectedHeaderFooterView(
            reuseIdentifier: binding.reuseIdentifier,
            expected: String(describing: binding.viewType)))
        return nil
      }
      return view
    }
  }
#endif
