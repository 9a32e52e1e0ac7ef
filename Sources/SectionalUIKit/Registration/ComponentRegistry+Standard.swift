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
      registry.registerContent(ImageItem.self, view: ImageContentView.self) { _, _ in .tappable }
      registry.registerContent(AsyncImageItem.self, view: AsyncImageContentView.self) { _, _ in
        .tappable
      }
      registry.registerContent(PillsItem.self, view: ButtonStackContentView.self)
      registry.registerContent(ActionBarItem.self, view: ButtonStackContentView.self)
      registry.registerContent(EmbeddedListItem.self, view: ButtonStackContentView.self)
      registry.register(
        LoadingItem.self, cell: LoadingCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, _ in cell.show(item) }
      registry.registerContent(TextFieldItem.self, view: TextFieldContentView.self)
      registry.registerContent(TextAreaItem.self, view: TextAreaContentView.self)
      // A choice too wide for segments is a value row whose tap opens its checklist.
      registry.registerContent(ChoiceItem.self, view: ChoiceContentView.self) { item, context in
        let width = context.liaison?.listWidth ?? 320
        guard item.isEnabled, !ChoiceContentView.showsSegments(item, width: width) else {
          return .controls
        }
        return .opens
      }
      registry.registerContent(StepperItem.self, view: StepperContentView.self)
      registry.registerContent(DateItem.self, view: DateContentView.self)
      registry.register(
        ButtonItem.self, cell: ButtonCell.self, registration: .class, reuseIdentifier: nil
      ) { cell, item, _ in cell.show(item) }
      registry.registerContent(ColumnsItem.self, view: ColumnsContentView.self) { item, _ in
        item.isHeader ? .controls : .tappable
      }
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
      ) { view, item in view.show(title: ColumnsContentView.titleLine(item), subtitle: nil) }
      return registry
    }
  }
#endif
