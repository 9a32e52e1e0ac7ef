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

    /// The paragraph's styled text on as many lines as it needs, as a collection view's list
    /// cell shows it.
    static func content(for item: ParagraphItem) -> UIListContentConfiguration {
      var content = UIListContentConfiguration.cell()
      content.attributedText = Styling.attributedText(item.runs)
      return content
    }
  }
#endif
