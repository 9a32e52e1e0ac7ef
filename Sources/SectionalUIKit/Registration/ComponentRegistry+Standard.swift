#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  extension ComponentRegistry {
    /// The cells and header/footer views of Sectional's standard components. A registration for
    /// the same component type made later replaces these.
    static var standard: ComponentRegistry {
      var registry = ComponentRegistry()
      registry.register(
        TextItem.self, cell: TextItemCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, context in cell.show(item, context: context) }
      registry.register(
        ParagraphItem.self, cell: ParagraphCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, _ in cell.show(item) }
      registry.register(
        ImageItem.self, cell: ImageItemCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, _ in cell.show(item) }
      registry.register(
        AsyncImageItem.self, cell: AsyncImageCell.self, registration: .class,
        reuseIdentifier: nil
      ) { cell, item, context in
        cell.show(item, images: context.liaison?.imagePipeline ?? .shared)
      }
      registry.register(
        PillsItem.self, cell: ButtonStackCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, context in cell.show(item, context: context) }
      registry.register(
        ActionBarItem.self, cell: ButtonStackCell.self, registration: .class,
        reuseIdentifier: nil
      ) { cell, item, context in cell.show(item, context: context) }
      registry.register(
        EmbeddedListItem.self, cell: ButtonStackCell.self, registration: .class,
        reuseIdentifier: nil
      ) { cell, item, context in cell.show(item, context: context) }
      registry.register(
        LoadingItem.self, cell: LoadingCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, _ in cell.show(item) }
      registry.register(
        TextFieldItem.self, cell: TextFieldCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, context in cell.show(item, context: context) }
      registry.register(
        TextAreaItem.self, cell: TextAreaCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, context in cell.show(item, context: context) }
      registry.register(
        ChoiceItem.self, cell: ChoiceCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, context in
        cell.show(item, context: context, width: context.liaison?.listWidth ?? 320)
      }
      registry.register(
        StepperItem.self, cell: StepperCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, context in cell.show(item, context: context) }
      registry.register(
        DateItem.self, cell: DateCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, context in cell.show(item, context: context) }
      registry.register(
        ButtonItem.self, cell: ButtonCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, _ in cell.show(item) }
      registry.register(
        ColumnsItem.self, cell: ColumnsItemCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, _ in cell.show(item) }
      registry.registerHeaderFooter(
        TextItem.self, view: HeaderFooterView.self, registration: .class, reuseIdentifier: nil
      ) { view, item in view.show(title: item.title, subtitle: item.subtitle) }
      registry.registerHeaderFooter(
        ParagraphItem.self, view: HeaderFooterView.self, registration: .class,
        reuseIdentifier: nil
      ) { view, item in view.show(title: item.plainText, subtitle: nil) }
      // As a section header, a table's column titles in one line (a row lines them up).
      registry.registerHeaderFooter(
        ColumnsItem.self, view: HeaderFooterView.self, registration: .class,
        reuseIdentifier: nil
      ) { view, item in view.show(title: ColumnsItemCell.titleLine(item), subtitle: nil) }
      return registry
    }
  }
#endif
