#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// Draws a ``ParagraphItem``: a label of styled runs that wraps and sizes the cell.
  final class ParagraphCell: SetUpCell {
    private let label = UILabel()

    override func setUp() {
      label.numberOfLines = 0
      // Its runs' fonts are text styles (see Styling): drawn again when the text size
      // changes, as the list reloads then.
      label.adjustsFontForContentSizeCategory = true
      Layout.pin(label, to: contentView.layoutMarginsGuide, in: contentView)
    }

    func show(_ item: ParagraphItem) {
      label.attributedText = Styling.attributedText(item.runs)
    }
  }
#endif
