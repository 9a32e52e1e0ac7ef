#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  import Sectional

  extension HeaderFooterView {
    /// The title and subtitle a header or footer component shows: a `TextItem`'s, a
    /// paragraph's plain text, a table's column titles in one line; other components describe
    /// themselves.
    static func text(of component: any Component) -> (title: String, subtitle: String?) {
      switch component {
      case let item as TextItem: (item.title, item.subtitle)
      case let item as ParagraphItem: (item.plainText, nil)
      case let item as ColumnsItem: (ColumnsContentView.titleLine(item), nil)
      default: (String(describing: component), nil)
      }
    }
  }
#endif
