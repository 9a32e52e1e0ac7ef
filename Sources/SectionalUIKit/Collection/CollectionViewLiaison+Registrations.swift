#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension CollectionViewLiaison {
    /// The cell and supplementary registrations of one collection view, made before the data
    /// source dequeues anything (UIKit refuses registrations made while it asks for a cell).
    @MainActor
    struct Registrations {
      /// A text item, a button, a paragraph or a loading row, as a list cell with a list
      /// content configuration (and a text item's accessories, a loading row's spinner).
      let text: UICollectionView.CellRegistration<ItemCell, Row>
      /// Each standard component drawn through its content configuration, as in a table
      /// cell; by component type.
      let contents: [ObjectIdentifier: UICollectionView.CellRegistration<ItemCell, Row>]
      /// A component no cell draws: a list cell naming it.
      let unregistered: UICollectionView.CellRegistration<UICollectionViewListCell, Row?>
      let header: UICollectionView.SupplementaryRegistration<ItemCell>
      let footer: UICollectionView.SupplementaryRegistration<ItemCell>

      init(liaison: CollectionViewLiaison) {
        text = UICollectionView.CellRegistration { [weak liaison] cell, indexPath, row in
          cell.itemHeight = row.height
          guard let liaison else { return }
          var accessories: [UICellAccessory] = []
          if let item = row.component as? TextItem {
            cell.contentConfiguration = TextItemCell.content(for: item)
            accessories = liaison.accessories(of: item, row: row, in: cell)
          } else if let item = row.component as? ButtonItem {
            cell.contentConfiguration = ButtonCell.content(for: item)
          } else if let item = row.component as? ParagraphItem {
            cell.contentConfiguration = ParagraphCell.content(for: item)
          } else if let item = row.component as? LoadingItem {
            cell.contentConfiguration = LoadingCell.content(for: item)
            if case .loading = item.state {
              cell.spinner.startAnimating()
              accessories.append(
                .customView(
                  configuration: UICellAccessory.CustomViewConfiguration(
                    customView: cell.spinner, placement: .trailing())))
            } else {
              cell.spinner.stopAnimating()
            }
          }
          liaison.showAccessories(accessories, of: row, in: cell, at: indexPath)
        }
        unregistered = UICollectionView.CellRegistration { cell, _, row in
          var content = UIListContentConfiguration.cell()
          content.text = row.map { String(describing: $0.component) }
          cell.contentConfiguration = content
        }
        var contents: [ObjectIdentifier: UICollectionView.CellRegistration<ItemCell, Row>] = [:]
        for (component, binding) in liaison.registry.contents {
          contents[component] = UICollectionView.CellRegistration {
            [weak liaison] cell, indexPath, row in
            guard let liaison else { return }
            cell.itemHeight = row.height
            let context = liaison.cellContext(for: row)
            cell.contentConfiguration = binding.configuration(row.component, context)
            let chrome = binding.chrome(row.component, context)
            liaison.showAccessories(
              chrome.disclosure ? [.disclosureIndicator()] : [], of: row, in: cell, at: indexPath)
          }
        }
        self.contents = contents
        header = Self.decoration(.header, liaison: liaison)
        footer = Self.decoration(.footer, liaison: liaison)
      }

      /// A section's header or footer as a list cell showing its text with the header or
      /// footer list content configuration, as tall as the header or footer says.
      static func decoration(_ kind: SectionContext.Kind, liaison: CollectionViewLiaison)
        -> UICollectionView.SupplementaryRegistration<ItemCell>
      {
        let elementKind =
          kind == .header
          ? UICollectionView.elementKindSectionHeader : UICollectionView.elementKindSectionFooter
        return UICollectionView.SupplementaryRegistration(elementKind: elementKind) {
          [weak liaison] view, _, indexPath in
          guard let liaison else { return }
          show(kind, of: indexPath.section, in: view, liaison: liaison)
        }
      }

      /// Draws a section's header or footer into `view` with the header or footer list
      /// content configuration, as tall as the header or footer says; a collapsible section's
      /// header gets its disclosure button.
      static func show(
        _ kind: SectionContext.Kind, of index: Int, in view: ItemCell,
        liaison: CollectionViewLiaison
      ) {
        guard let section = liaison.section(at: index),
          let decoration = kind == .header ? section.header : section.footer
        else { return }
        view.itemHeight = decoration.height
        var content = view.defaultContentConfiguration()
        if #available(iOS 18, *) {
          content = kind == .header ? .header() : .footer()
        }
        let text = HeaderFooterView.text(of: decoration.component)
        content.text = text.title
        content.secondaryText = text.subtitle
        view.contentConfiguration = content
        if kind == .header { liaison.decorateHeader(view, section: index) }
      }
    }

    /// Gives a list cell its accessories: the selection circle of a row its screen can select,
    /// then `accessories` (a text item's own), then an outline node's disclosure, then the
    /// reorder control of a movable row of a list section; and an outline's row its
    /// indentation. Every list cell the liaison draws gets them here, in one order, so a
    /// reused cell keeps nothing of the row it showed before.
    func showAccessories(
      _ accessories: [UICellAccessory] = [], of row: Row, in cell: ItemCell,
      at indexPath: IndexPath
    ) {
      showOutline(of: row, in: cell)
      cell.accessories =
        selectionCircle(of: row) + accessories + outlineDisclosure(of: row)
        + reorderControl(of: row, at: indexPath)
    }

    /// The selection circle a row shows while its screen selects rows (a
    /// `MultipleSelectionScreen`): on a row that can be selected, whenever the collection view
    /// edits; none on other screens.
    func selectionCircle(of row: Row) -> [UICellAccessory] {
      guard controller.rowSelection != nil, row.canBeSelected else { return [] }
      return [.multiselect(displayed: UICellAccessory.DisplayedState.whenEditing)]
    }

    /// The reorder control a movable row of a list section shows while editing; none for
    /// others.
    func reorderControl(of row: Row, at indexPath: IndexPath) -> [UICellAccessory] {
      guard row.traits.isMovable, section(at: indexPath.section)?.layout.isList == true else {
        return []
      }
      return [
        .reorder(
          displayed: UICellAccessory.DisplayedState.whenEditing,
          options: UICellAccessory.ReorderOptions())
      ]
    }

    /// A text item's accessory as list cell accessories, as the table's cell shows it: a
    /// disclosure indicator, a checkmark, a detail button (its tap is the row's
    /// `accessoryTapped`), a switch (its new value reaches the row's `didSelect` as
    /// `.toggled`), a badge; and the detail value beside a subtitled title.
    func accessories(of item: TextItem, row: Row, in cell: ItemCell) -> [UICellAccessory] {
      var accessories: [UICellAccessory] = []
      var showsView = false
      switch item.accessory {
      case .none:
        break
      case .disclosure:
        accessories.append(.disclosureIndicator())
      case .checkmark:
        accessories.append(.checkmark())
      case .detailButton:
        let id = row.id
        accessories.append(.detail { [weak self] in self?.accessoryTapped(id) })
      case .toggle(let isOn):
        let toggle = cell.toggle
        toggle.isOn = isOn
        let context = controlContext(for: row)
        cell.onToggle = { [toggle] in context.send(.toggled(toggle.isOn)) }
        accessories.append(
          .customView(
            configuration: UICellAccessory.CustomViewConfiguration(
              customView: toggle, placement: .trailing())))
        showsView = true
      case .badge(let text):
        accessories.append(.label(text: text))
        showsView = true
      }
      if item.subtitle != nil, let detail = item.detail, !showsView {
        accessories.insert(.label(text: detail), at: 0)
      }
      return accessories
    }

    /// A person tapped the detail button of the row `id`: its `accessoryTapped`, where it is
    /// now.
    private func accessoryTapped(_ id: ListID) {
      guard let path = shown.path(of: id) else { return }
      controller.send(.accessoryTapped, at: path)
      interacted()
    }

    /// How a component type registered with ``register(_:cell:configure:)`` is dequeued.
    struct CollectionCellBinding {
      var dequeue: @MainActor (UICollectionView, IndexPath, Row) -> UICollectionViewCell
    }

    /// Draws items whose component is `item` with collection view cells of class `cell`,
    /// dequeued through a cell registration: your own components, or your own look for a
    /// standard one.
    ///
    /// ```swift
    /// liaison.register(RatingItem.self, cell: RatingCollectionCell.self) { cell, item, _ in
    ///   cell.stars = item.stars
    /// }
    /// ```
    ///
    /// Register before ``liaise(_:)``, or before the collection view first asks for such an
    /// item: UIKit takes no registration made while it asks for a cell.
    ///
    /// - Parameters:
    ///   - item: The component type.
    ///   - cell: The cell class.
    ///   - configure: Draws a component in a cell; controls in the cell report through the
    ///     context.
    public func register<Item: Component, Cell: UICollectionViewCell>(
      _ item: Item.Type, cell: Cell.Type,
      configure: @escaping @MainActor (Cell, Item, CellContext) -> Void
    ) {
      let registration = UICollectionView.CellRegistration<Cell, Row> {
        [weak self] cell, _, row in
        guard let self, let item = row.component as? Item else { return }
        // A list cell takes an outline's indentation; its accessories stay the app's.
        if let list = cell as? UICollectionViewListCell {
          list.indentationLevel = OutlineIndentation.cellLevel(of: row)
          list.indentationWidth = OutlineIndentation.width
        }
        configure(cell, item, cellContext(for: row))
      }
      collectionCells[ObjectIdentifier(item)] = CollectionCellBinding {
        collectionView, indexPath, row in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: row)
      }
    }
  }
#endif
