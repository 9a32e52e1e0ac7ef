#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif

  /// A table cell Sectional draws a row in: for a row of an outline, it indents its content
  /// view from its leading edge by ``outlineIndentation`` and keeps the node's disclosure.
  ///
  /// UIKit's `indentationLevel` moves the classic text label and image only, and a cell that
  /// lays out its own content must honour it itself: so a cell that shows a content
  /// configuration (UIKit's list content view, or a component's) moves its content view after
  /// UIKit laid it out, and measures its content at the width that is left.
  class ListTableCell: UITableViewCell {
    /// The points the content view is indented by: a row of an outline's levels
    /// (``OutlineIndentation``); 0 for other rows.
    var outlineIndentation: CGFloat = 0 {
      didSet {
        if outlineIndentation != oldValue { setNeedsLayout() }
      }
    }

    /// The disclosure the cell shows for an outline's node, made when it first shows one.
    private(set) lazy var outlineDisclosure = OutlineDisclosureButton.make()

    /// UIKit lays the content view out, then it moves over by the indentation (its leading
    /// edge follows the layout direction).
    override func layoutSubviews() {
      super.layoutSubviews()
      guard outlineIndentation > 0 else { return }
      var frame = contentView.frame
      let inset = min(outlineIndentation, frame.width)
      // Right to left, the leading edge is the right one: the content view only narrows.
      if effectiveUserInterfaceLayoutDirection == UIUserInterfaceLayoutDirection.leftToRight {
        frame.origin.x += inset
      }
      frame.size.width -= inset
      contentView.frame = frame
    }

    /// The size of the cell at `targetSize`'s width, its content measured at the width left
    /// after the indentation.
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      let size = super.systemLayoutSizeFitting(
        indented(targetSize), withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
      return CGSize(width: targetSize.width, height: size.height)
    }

    /// `size` less the indentation: the size the content has.
    func indented(_ size: CGSize) -> CGSize {
      CGSize(width: max(0, size.width - outlineIndentation), height: size.height)
    }
  }
#endif
