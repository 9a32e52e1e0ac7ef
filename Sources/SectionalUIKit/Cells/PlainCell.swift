#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// The cell shown when no registered cell can draw a component: it names the component, so the
  /// screen stays usable and the gap is visible.
  @MainActor
  enum PlainCell {
    static func describing(_ component: any Component) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      var content = UIListContentConfiguration.cell()
      content.text = String(describing: component)
      cell.contentConfiguration = content
      return cell
    }
  }
#endif
