#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``ButtonItem`` as a tappable row with a tinted title (red when destructive); a
  /// disabled button is dimmed and its row cannot be selected.
  final class ButtonCell: UITableViewCell {
    func show(_ item: ButtonItem) {
      var content = UIListContentConfiguration.cell()
      content.text = item.title
      content.textProperties.color =
        !item.isEnabled ? .secondaryLabel : item.role == .destructive ? .systemRed : .systemBlue
      contentConfiguration = content
      selectionStyle = item.isEnabled ? .default : .none
      accessoryType = .none
    }
  }
#endif
