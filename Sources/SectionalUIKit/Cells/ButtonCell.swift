#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``ButtonItem`` as a tappable row with a tinted title (red when destructive); a
  /// disabled button is dimmed and its row cannot be selected.
  final class ButtonCell: ListTableCell {
    func show(_ item: ButtonItem) {
      contentConfiguration = Self.content(for: item)
      selectionStyle = item.isEnabled ? .default : .none
      accessoryType = .none
    }

    /// The button's title in the tint colour (red for a destructive button, grey when it is
    /// disabled): a table cell's and a collection view's list cell's configuration alike.
    static func content(for item: ButtonItem) -> UIListContentConfiguration {
      var content = UIListContentConfiguration.cell()
      content.text = item.title
      content.textProperties.color =
        !item.isEnabled ? .secondaryLabel : item.role == .destructive ? .systemRed : .systemBlue
      return content
    }
  }
#endif
