#if canImport(UIKit) || SECTIONAL_UIKIT_SURFACE
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitSurface
  #endif
  import Sectional

  /// A list cell that is as tall as its row, header or footer says when it says (a fixed
  /// height, or one computed from the width UIKit proposes), and as its content otherwise.
  ///
  /// A list section of a compositional layout has no per-item height: every item is
  /// self-sizing, estimated until UIKit asks its cell (`preferredLayoutAttributesFitting(_:)`,
  /// which reads `systemLayoutSizeFitting`). So a row's fixed height reaches UIKit through its
  /// cell, as the table liaison's `heightForRowAt` gives it to a table view. Grid, flow and
  /// carousel sections give a known height to UIKit in the layout itself (an absolute
  /// dimension), and this answers the same.
  class ItemCell: UICollectionViewListCell {
    /// The height of the row, header or footer shown; `nil`: its content's.
    var itemHeight: RowHeight?

    /// The size the item says at the width of `targetSize`; `nil` when it needs measuring.
    func resolvedSize(fitting targetSize: CGSize) -> CGSize? {
      guard let height = itemHeight?.resolved(forWidth: Double(targetSize.width)) else {
        return nil
      }
      return CGSize(width: targetSize.width, height: CGFloat(height))
    }

    /// The item's own height when it says one, else the content's.
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      resolvedSize(fitting: targetSize)
        ?? super.systemLayoutSizeFitting(
          targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
          verticalFittingPriority: verticalFittingPriority)
    }
  }
#endif
